#pragma once
// The 3x3x3 stage: the reduced cube (centres solved, every edge's wings showing its slot's
// target colours) read as a 3x3x3 from its corners, one wing of each edge and its centres,
// and solved by cubelab's two-phase solver with outer-layer turns, which move each composite
// edge as one piece.
#include <vector>

#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::reduction {

// The outer face turns that solve the 3x3x3 with this Kociemba facelet string: two-phase's
// first solution, then for `seconds` more the shortest it finds.
std::vector<nxn::NxnMove> solve_reduced(const std::string& facelets, double seconds = 0);

}  // namespace cubelab::reduction
