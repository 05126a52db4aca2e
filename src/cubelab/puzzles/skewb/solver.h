#pragma once
// Optimal skewb solutions from a complete distance table of its 3,149,280 states, and
// random-state scrambles made as the WCA's scrambler (TNoodle's SkewbPuzzle) makes them.
#include <cstddef>
#include <vector>

#include "cubelab/cube/random.h"
#include "cubelab/puzzles/skewb/skewb.h"

namespace cubelab::skewb {

inline constexpr size_t kStates = 3149280;
// TNoodle's SkewbPuzzle: no scramble of a state nearer solved than 7 moves
// (wcaMinScrambleDistance = 7), and every scramble exactly 11 moves long
// (MIN_SCRAMBLE_LENGTH = 11).
inline constexpr int kMinScrambleDistance = 7;
inline constexpr int kScrambleLength = 11;

// The distance table is built on first use (about 0.3 s) into the table store ("skewb-distance",
// 28 MB), which later processes map.
// The fewest moves that solve `s`; -1 for a state no move sequence reaches.
int distance(const Skewb& s);
// An optimal solution. Throws InputError (E_PARITY, E_TWIST, E_CORNER) for a state no move
// sequence reaches.
std::vector<Move> solve(const Skewb& s);
// Why no move sequence reaches `s` (E_PARITY: centres or corners swapped, E_CORNER: a corner
// where none of its kind goes, E_TWIST: corners twisted); nothing if one does.
void check_reachable(const Skewb& s);
// A uniformly random state at least kMinScrambleDistance from solved, and kScrambleLength
// moves that make it, never two turns of one corner in a row.
std::vector<Move> random_state_scramble(Rng& rng);
// Enters the distance table in the table catalog (`cubelab tables list`, `tables build`,
// a server's default builds).
void register_tables();
// The table's states and its bytes (distances and move tables).
size_t table_states();
size_t table_bytes();
// How many states are at each distance, 0 to the farthest.
std::vector<size_t> distance_counts();

}  // namespace cubelab::skewb
