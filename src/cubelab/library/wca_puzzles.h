#pragma once
// The registry entries of the WCA puzzles beyond the cubes (puzzles/): the pyraminx, the skewb
// and the clock. Each has one solver, optimal, and random-state scrambles as the WCA's
// scrambler makes them; what the facade does with them is the same for all three, so each
// puzzle says only how its texts, moves, solver and scrambler are called.
#include "cubelab/library/puzzles.h"

namespace cubelab {

PuzzleEntry pyraminx_puzzle();
PuzzleEntry skewb_puzzle();
PuzzleEntry clock_puzzle();

}  // namespace cubelab
