#pragma once
// The registry entries of the WCA puzzles beyond the cubes (puzzles/): the pyraminx, the skewb,
// the clock and the Square-1. Each has one solver (optimal but for the Square-1's, which is
// near-optimal), and random-state scrambles as the WCA's scrambler makes them; what the facade
// does with them is the same for all four, so each puzzle says only how its texts, moves,
// solver and scrambler are called.
#include "cubelab/library/puzzles.h"

namespace cubelab {

PuzzleEntry pyraminx_puzzle();
PuzzleEntry skewb_puzzle();
PuzzleEntry clock_puzzle();
PuzzleEntry square1_puzzle();

}  // namespace cubelab
