#pragma once
// The 6x6x6 and 7x7x7 solved as a 5x5x5: once the inner block of the centres (rows and
// columns 2 to N-3) is solved, the wings of the inner orbits are paired with their slots'
// composite edges (even N) or midges (odd N) and each line of centre pieces next to a face's
// edge shows one colour (centre_lines.h), the layers from the third to the third from the
// other face always show the same colours along each line, so the cube turns as a 5x5x5 whose
// middle layer is all of them: its corners, its wings (the orbit next to the corners), its
// midges (the paired inner orbits), its "+" centres (the lines), its x-centres (the outer
// ones) and its middle centre (the inner block). The inner block comes from reduction's centre
// search, the inner orbits from reduction's pairing (slice-flip-slice steps found by a beam
// search and 3-cycles of wings), the lines from their own search; then cube5 solves the 5x5x5
// whole. Where the lines' search ends without, every centre piece is brought to its face as
// reduction does (its centre search and 3-cycles), and cube5's phases 3 to 5 pair the edges.
// reduction's own answer is kept when it is the shorter.
#include <cstdint>
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
// above: stages "centres" (up to the 5x5x5's centres: the inner orbits' pairing among them, as
// it comes before the lines'; or reduction's), "edges" (the 5x5x5's phases 3 to 5, after the
// inner orbits' pairing when the centres are reduction's) and "3x3x3" (its reduced cube's), or
// reduction's answer when that is not longer, or when `stop` comes after it (reduction::Stopped
// before it). The solution is verified by applying it (std::logic_error if not).
reduction::Result solve_as_five(const nxn::NxnCube& cube, const std::function<bool()>& stop,
                                const reduction::SearchTime& search, const std::string& profile);

// Loads the tables solve_as_five reads beyond cube5's own and two-phase's (reduction's centre
// search, and on the 7x7x7 the search of its inner centres alone), so that a solve after it
// spends its time searching; and their bytes in memory, for the memory budget.
void prepare_as_five(int n);
uint64_t as_five_bytes(int n);

// The 5x5x5 that `cube` turns as (its layers 0, 1, 2, N-2 and N-1 counted from each face, the
// third standing for every layer between), for a cube whose middle layers show the same
// colours along each line (unchecked: the stickers of layer 2 are taken).
nxn::NxnCube five_of(const nxn::NxnCube& cube);
// The turn of the n-layer cube that a turn of that 5x5x5 is: its middle layer all the layers
// from the third to the third from the other face.
nxn::NxnMove from_five(const nxn::NxnMove& move, int n);

}  // namespace cubelab::cube5
