#pragma once
// The searched centre stage: the x-centres and "+" centres (all the 4x4x4's and 5x5x5's
// centres; on bigger cubes all but the obliques) in stages from the faces inwards, each
// stage's orbits in three phases (the phases of centre_tables.h: U/D pieces onto U/D, F/B
// onto F/B, then every piece home), each phase found by a beam search guided by the sum of
// the orbits' exact distances. A beam search (B. T. Lowerre, "The Harpy Speech Recognition
// System", 1976) keeps the `width` best states of each depth, so a phase costs depth x
// width x moves x orbits table lookups, whatever the size of the cube's state space.
//
// The first stage takes the two orbits next to the faces (the x-centres with the "+"
// centres of an odd cube, or with the next x-centres of an even one) and turns outer
// blocks; with more orbits at once the beam loses its way (phase 1 ends a few moves short on
// most cubes measured, even eight times as wide). Each later stage takes the x-centres and
// "+" centres of one depth and turns the faces and the single inner layer at that depth,
// which leaves the orbits nearer the faces as they are (a face turn keeps a solved face
// solved). The obliques, and anything a stage leaves, go to the commutators (centres.h).
//
// Up to the 7x7x7 each phase is searched from several goals of the one before (the goals of
// one depth leave the next phases different work) and the shortest whole is kept.
//
// Phases 1 and 2 turn inner layers by quarter turns and so change the parity of the wing
// orbits at the stage's depths; phase 2 brings each of them to even (its goal), whatever
// they were before: the big cubes' "OLL parity" is avoided, not fixed by an algorithm. Phase
// 3 turns inner layers by half turns only, which keep every parity. A wing orbit no stage
// searched (deeper than the stages go, or after a stage that found no way) is set even at
// the end by one inner quarter turn, before the commutators.
#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::reduction {

struct SearchedCentres {
  std::vector<nxn::NxnMove> moves;
  std::array<int, 3> phase_obtm{};  // each phase's moves over the stages
  int orbits = 0;                   // the orbits searched
  int parity_turns = 0;             // inner quarter turns that set unsearched wing orbits even
};

// Searches the x-centres and "+" centres of `cube`, held in the standard orientation, stage
// by stage from the faces inwards, and turns it by the moves found (a stage whose phase 1 or
// 2 finds no way ends the search; a phase 3 that ends short leaves the commutators more to
// do). Every wing orbit is even afterwards. Throws Stopped when `stop` returns true (polled
// every depth of every beam).
SearchedCentres search_centres(nxn::NxnCube& cube, const std::function<bool()>& stop);

// Loads the tables the search of an n-layer cube reads beyond reduction's own centre tables
// (made on first use in a fraction of a second): the 5x5x5's phases 1 and 2 are cube5's
// (solvers/cube5/search.h), whose phase-1 table (32 MiB) is built if the store lacks it, a few
// seconds. So that a solve after it spends its time searching.
void prepare_centre_search(int n);
// The bytes of those tables (32 MiB a stage), which a memory budget must hold beside the
// 3x3x3 stage's.
uint64_t centre_search_bytes(int n);

// The same search's first `count` ways (or as many as its first stage found, in the order of
// that stage's length; each later stage takes its shortest on each), for a caller that picks
// among them by what comes after (their moves, from `cube`).
std::vector<SearchedCentres> search_centre_ways(const nxn::NxnCube& cube, int count,
                                                const std::function<bool()>& stop);

// The 7x7x7's inner x-centres and "+" centres alone (depth 2), by the search's first stage
// (outer block turns, which move the orbits nearer the faces as they will), its first `count`
// ways: the inner block of its centres, for a solve that leaves the outer orbits to later
// stages (cube5/as_five.h). Every wing orbit is even afterwards.
std::vector<SearchedCentres> search_inner_centre_ways(const nxn::NxnCube& cube, int count,
                                                      const std::function<bool()>& stop);
// Loads the table that search reads beyond reduction's own (its joint table near phase 1's
// goal, 32 MiB, built on first use in a few seconds).
void prepare_inner_centre_search();
constexpr uint64_t kInnerCentreSearchBytes = uint64_t{1} << 25;

}  // namespace cubelab::reduction
