#pragma once
// The registry entries of the WCA puzzles beyond the cubes (puzzles/): the pyraminx, the skewb,
// the clock, the Square-1 and the megaminx. Each has one solver (optimal but for the
// Square-1's, which is near-optimal, and the megaminx's, by stages), and scrambles as the
// WCA's scrambler makes them (random states; the megaminx's random moves); what the facade
// does with them is the same for all five, so each puzzle says only how its texts, moves,
// solver and scrambler are called.
#include "cubelab/library/puzzles.h"

namespace cubelab {

PuzzleEntry pyraminx_puzzle();
PuzzleEntry skewb_puzzle();
PuzzleEntry clock_puzzle();
PuzzleEntry square1_puzzle();
PuzzleEntry megaminx_puzzle();

}  // namespace cubelab
