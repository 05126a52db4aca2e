#pragma once
// Optimal pyraminx solutions from a complete distance table of the 933,120 states without
// tips, and random-state scrambles made as the WCA's scrambler (TNoodle) makes them.
#include <cstdint>
#include <vector>

#include "cubelab/cube/random.h"
#include "cubelab/puzzles/pyraminx/pyraminx.h"

namespace cubelab::pyraminx {

inline constexpr int kBodyStates = 933120;
// TNoodle's PyraminxPuzzle: no scramble of a state nearer solved than 6 moves, tips counted
// (wcaMinScrambleDistance = 6, SCRAMBLE_LENGTH_INCLUDES_TIPS), and every scramble 11 moves
// of U L R B (MIN_SCRAMBLE_LENGTH = 11), then the tips.
inline constexpr int kMinScrambleDistance = 6;
inline constexpr int kScrambleLength = 11;

// Built on first use (a few milliseconds), then kept.
int body_distance(const Pyraminx& p);  // -1 for a state no move sequence reaches
// Throws InputError(E_PARITY) for a state no move sequence reaches.
void require_reachable(const Pyraminx& p);
// An optimal solution: fewest U L R B turns, then the tips. Throws InputError(E_PARITY) for
// an unreachable state.
std::vector<Move> solve(const Pyraminx& p);
// A uniformly random state at least kMinScrambleDistance moves from solved (tips counted), and
// its scramble: kScrambleLength turns of U L R B, never one vertex twice in a row, then
// a turn of each tip that needs one.
std::vector<Move> random_state_scramble(Rng& rng);
// Milliseconds the table took to build, and its number of states.
double table_build_ms();
size_t table_states();

}  // namespace cubelab::pyraminx
