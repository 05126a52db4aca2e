#pragma once
// Random-move scrambles of the NxNxN cube, as the WCA's scrambler (TNoodle) makes those of
// the 5x5x5, 6x6x6 and 7x7x7 (and its "random turns" 4x4x4 event):
//  - the moves: every face turned as an outer block of 1 to floor(N/2) layers (R, Rw, 3Rw
//    ...), any power; on an even cube the half-cube blocks only from R, U and F (3Lw on the
//    6x6x6 is 3Rw with a rotation);
//  - each move drawn uniformly among those that neither cancel nor merge with the moves
//    before it: a block already turned since the last move on another axis is not turned
//    again (turns of one axis commute, so R Rw R' would merge R with R');
//  - the length: TNoodle's, 20 * (N - 2) from the 4x4x4 on (40, 60, 80, 100 for the
//    4x4x4 to 7x7x7, 120 for the 8x8x8 and so on), 25 for the 2x2x2 and 3x3x3, whose
//    official scrambles are random states (pocket.h, random.h) rather than these, as are
//    the 4x4x4's.
// A random-state scramble (nxn_random_state.h) is the inverse of a solver's solution, which
// in_scramble_form writes with the moves these use.
#include <span>
#include <vector>

#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/cube/random.h"

namespace cubelab::nxn {

int scramble_length(int n);

// The moves a scramble of the n-layer cube draws from, each power listed.
std::vector<NxnMove> scramble_moves(int n);

// scramble_length(n) moves, or `length`; the same seed gives the same scramble. E_LIMIT for
// n outside 2..kMaxSize.
std::vector<NxnMove> random_scramble(int n, Rng& rng);
std::vector<NxnMove> random_scramble(int n, Rng& rng, int length);

// The same sequence written with the moves of scramble_moves(n), up to how the cube is held
// at the end: an inner block becomes two outer ones (2R = Rw R'), and an outer block of more
// than half the layers, or a half-cube block from D, L or B, becomes the block of the other
// layers from the opposite face and a whole-cube rotation (Lw = Rw x' on the 4x4x4). The
// rotations are carried to the end, each later move turned to match, and dropped, so the
// sequence leads to the same state held another way (as nxn_validate.h's standard
// orientation reads it). Turns that meet on one block are merged.
std::vector<NxnMove> in_scramble_form(std::span<const NxnMove> moves, int n);

}  // namespace cubelab::nxn
