#pragma once
// The 3x3x3 stage: the reduced cube (centres solved, every edge's wings showing its slot's
// target colours) read as a 3x3x3 from its corners, one wing of each edge and its centres,
// and solved by cubelab's two-phase solver with outer-layer turns, which move each composite
// edge as one piece.
#include <optional>
#include <string>
#include <vector>

#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::reduction {

// The outer face turns that solve the 3x3x3 with this Kociemba facelet string: two-phase's
// first solution, then for `seconds` more the shortest it finds.
std::vector<nxn::NxnMove> solve_reduced(const std::string& facelets, double seconds = 0);

// The shortest solution two-phase finds within `seconds` of at most `max_length` moves, or
// nullopt when it finds none in that time: for a caller that compares several reduced cubes
// and wants only what beats the best so far.
std::optional<std::vector<nxn::NxnMove>> solve_reduced_within(const std::string& facelets,
                                                              int max_length, double seconds);

}  // namespace cubelab::reduction
