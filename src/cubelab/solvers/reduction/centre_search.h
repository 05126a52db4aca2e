#pragma once
// The searched centre stage: the x-centres and "+" centres nearest the faces (all the
// 4x4x4's and 5x5x5's centres; on bigger cubes the outer two orbits of x-centres, or the
// outer x-centres and "+" centres) in three phases (the phases of centre_tables.h: U/D
// pieces onto U/D, F/B onto F/B, then every piece home), each found by a beam search over
// outer block turns guided by the sum of the orbits' exact distances. A beam search (B. T.
// Lowerre, "The Harpy Speech Recognition System", 1976) keeps the `width` best states of
// each depth, so a phase costs depth x width x moves x orbits table lookups, whatever the
// size of the cube's state space. The other orbits are moved by the same turns and left to
// the commutators (centres.h): with four orbits and more the beam loses its way (phase 1
// ends a few moves short on most cubes measured, even eight times as wide).
//
// Phases 1 and 2 turn inner layers by quarter turns and so change the parity of the wing
// orbits at the searched depths; phase 2 also brings each of them back to even (its goal),
// as the reduction's parity stage would. Phase 3 turns inner layers by half turns only,
// which keep every parity. Deeper wing orbits are not turned.
#include <array>
#include <functional>
#include <optional>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::reduction {

struct SearchedCentres {
  std::vector<nxn::NxnMove> moves;
  std::array<int, 3> phase_obtm{};
};

// The deepest slice of the searched orbits (their wing orbits 1..it are set even by the
// search), 0 when there are none (the 2x2x2 and 3x3x3).
int searched_depth(int n);

// Searches the searched orbits' centres of `cube`, held in the standard orientation, and
// turns it by the moves found. Returns nothing, and leaves the cube as it was, when phase 1
// or 2 finds no way (phase 3 may end short: the commutators finish). Afterwards the wing
// orbits 1..searched_depth(n) are even permutations. Throws Stopped when `stop` returns
// true (polled every depth).
std::optional<SearchedCentres> search_centres(nxn::NxnCube& cube,
                                              const std::function<bool()>& stop);

}  // namespace cubelab::reduction
