#pragma once
// The 6x6x6 and 7x7x7 solved as a 5x5x5: once every centre piece is on its face and the wings
// of the inner orbits are paired with their slots' composite edges (even N) or midges (odd N),
// the layers from the third to the third from the other face always show the same colours
// along each line, so the cube turns as a 5x5x5 whose middle layer is all of them: its
// corners, its wings (the orbit next to the corners), its midges (the paired inner orbits)
// and its centres (solved). cube5's phases 3 to 5 pair those wings as they pair a 5x5x5's,
// with the 3x3x3 stage after them: shorter than reduction's edge stage on the orbit next to
// the corners and its 3x3x3 stage. The centres and the inner orbits are reduction's (its
// centre search and commutators, slice-flip-slice steps found by a beam search and 3-cycles
// of wings); reduction's own answer is kept when it is the shorter.
#include <functional>
#include <string>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/solvers/reduction/reduction.h"

namespace cubelab::cube5 {

// The sizes solved as a 5x5x5 (measured there; bigger cubes' centres are most of their moves,
// and the edges' share this saves smaller still).
constexpr int kLeastAsFive = 6;
constexpr int kMostAsFive = 7;

// Solves `cube` (N from kLeastAsFive to kMostAsFive, that require_solvable_nxn accepts) as
// above: stages "centres" (reduction's), "edges" (the inner orbits paired, then cube5's phases
// on the cube as a 5x5x5) and "3x3x3" (its reduced cube's), or reduction's answer when that is
// not longer, or when `stop` comes after it (reduction::Stopped before it). The solution is
// verified by applying it (std::logic_error if not).
reduction::Result solve_as_five(const nxn::NxnCube& cube, const std::function<bool()>& stop,
                                const reduction::SearchTime& search, const std::string& profile);

// The 5x5x5 that `cube` turns as (its layers 0, 1, 2, N-2 and N-1 counted from each face, the
// third standing for every layer between), for a cube whose middle layers show the same
// colours along each line (unchecked: the stickers of layer 2 are taken).
nxn::NxnCube five_of(const nxn::NxnCube& cube);
// The turn of the n-layer cube that a turn of that 5x5x5 is: its middle layer all the layers
// from the third to the third from the other face.
nxn::NxnMove from_five(const nxn::NxnMove& move, int n);

}  // namespace cubelab::cube5
