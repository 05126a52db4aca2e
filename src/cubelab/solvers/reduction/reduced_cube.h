#pragma once
// The 3x3x3 stage: the reduced cube (centres solved, every edge's wings showing its slot's
// target colours) read as a 3x3x3 from its corners, one wing of each edge and its centres,
// and solved by cubelab's two-phase solver with outer-layer turns, which move each composite
// edge as one piece.
#include <functional>
#include <string>
#include <vector>

#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::reduction {

// The outer face turns that solve the 3x3x3 with this Kociemba facelet string: two-phase's
// first solution, then for `seconds` more the shortest it finds.
std::vector<nxn::NxnMove> solve_reduced(const std::string& facelets, double seconds = 0);

// A reduced cube that one of a solver's ways ends on: the ways' moves before the 3x3x3 stage
// differ, and so do the reduced cubes' 3x3x3 stages, by a move or two.
struct Ending {
  std::string facelets;            // the reduced cube, as reduced_facelets reads it
  int length = 0;                  // the way's moves before it (OBTM)
  std::vector<nxn::NxnMove> last;  // its 3x3x3 stage (solve_endings)
  int total() const;
};

// Solves each ending's 3x3x3 stage, two-phase's first solution; then `seconds`, shared among
// them from the shortest whole, search for 3x3x3 solutions that would make an ending's whole
// shorter than the best so far (as Chen Shuang's TPR-4x4x4-Solver searches its candidates).
// Returns the index of the shortest whole, the first among equals; with `seconds` 0 the
// answer depends on the endings alone. `stop` (may be empty), polled between the endings'
// searches, ends the search with the shortest so far.
size_t solve_endings(std::vector<Ending>& endings, double seconds,
                     const std::function<bool()>& stop = {});

}  // namespace cubelab::reduction
