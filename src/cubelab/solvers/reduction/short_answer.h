#pragma once
// The shortest answer for a cube a few outer block turns from solved: a short scramble, a
// cube turned a little to try the solver. The reduction's stages take dozens of moves even
// there (a 6x6x6 four turns from solved, "Rw U 3Fw' 2R", took 183 OBTM), as any method of
// stages does; a search from both ends finds the answer itself.
//
// The turns are the outer blocks of up to half the cube from each face (R, Rw, 3Rw on the
// 6x6x6, in any power), which is what OBTM counts one; an inner slice is two of them. From
// the solved cube every state up to kSolvedDepth(n) turns is kept (by its facelets in the
// standard orientation, so that the whole cube's rotations do not count), once a process
// for each size; from the cube every state up to kCubeDepth(n) turns is looked up there.
// Up to the 7x7x7 that is every answer of up to 5 OBTM (up to 140,000 states, under a second
// to build); bigger cubes, whose states are bigger and turns more, search less deep (4 OBTM
// up to the 12x12x12, 2 up to the 35x35x35, none beyond).
#include <optional>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/solvers/reduction/reduction.h"

namespace cubelab::reduction {

// The shortest answer of at most the size's depths (OBTM; the rotation to the standard
// orientation first, if any), verified; none when every answer is longer, N < 4 or N > 35.
std::optional<std::vector<nxn::NxnMove>> short_answer(const nxn::NxnCube& cube);

// How many outer block turns short_answer searches from the solved cube and from the cube.
int solved_depth(int n);
int cube_depth(int n);

// short_answer as a solver's result: one stage, "search" (reduction and cube4 try it first).
std::optional<Result> short_result(const nxn::NxnCube& cube);

}  // namespace cubelab::reduction
