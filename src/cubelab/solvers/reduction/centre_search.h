#pragma once
// The searched centre stage: the centres of every orbit at once in three phases (the
// phases of centre_tables.h: U/D pieces onto U/D, F/B onto F/B, then every piece home), each
// found by a beam search over outer block turns guided by the sum of the orbits' exact
// distances. A beam search (B. T. Lowerre, "The Harpy Speech Recognition System", 1976)
// keeps the `width` best states of each depth, so a phase costs depth x width x moves x
// orbits table lookups, whatever the size of the cube's state space.
//
// Phases 1 and 2 turn inner layers by quarter turns and so change the parity of the wing
// orbits' permutations; phase 2 also brings each of them back to even (its goal), as the
// reduction's parity stage would. Phase 3 turns inner layers by half turns only, which keep
// every parity.
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
  // Phase 3 reached every piece's face; otherwise the commutators finish (centres.h).
  bool solved = false;
};

// The sizes the search runs on: the 4x4x4 and 5x5x5 (bigger cubes go by commutators alone:
// centre_search.cpp).
bool centres_searchable(int n);

// Searches the centres of `cube`, held in the standard orientation, and turns it by the
// moves found. Returns nothing, and leaves the cube as it was, when phase 1 or 2 finds no
// way (then the commutators and the parity stage do it all). Afterwards every wing orbit
// is an even permutation. Throws Stopped when `stop` returns true (polled every depth).
std::optional<SearchedCentres> search_centres(nxn::NxnCube& cube,
                                              const std::function<bool()>& stop);

}  // namespace cubelab::reduction
