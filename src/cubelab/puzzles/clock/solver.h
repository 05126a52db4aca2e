#pragma once
// Optimal clock solutions in the WCA's notation and count (each pin set's turn one move), and
// random-state scrambles of the WCA's form (TNoodle's ClockPuzzle).
//
// The clock's moves commute: a state is 14 free dials in Z/12 (the other four are the corner
// dials seen from behind), each of the 18 moves of the notation (9 pin sets, each side) adds
// a fixed vector times its hours, and a solution is a choice of hours with
//   sum of hours_i * move_i = -state   (mod 12).
// Its length is the number of moves with hours other than 0, so the shortest solution is the
// smallest set of moves whose span holds the state: sets are tried by size, smallest first,
// each grown one move at a time over the span of the last (z12_span.h), a move already in
// that span skipped (it can only make a solution longer).
#include <vector>

#include "cubelab/cube/random.h"
#include "cubelab/puzzles/clock/clock.h"
#include "cubelab/puzzles/clock/z12_span.h"

namespace cubelab::clock {

// An optimal solution: the front's turns, then y2 and the back's turns (none for a solved
// clock).
std::vector<Move> solve(const Clock& c);
// The WCA's scramble: the nine pin sets UR DR DL UL U R D L ALL each turned -5..6 hours at
// random, y2, then U R D L ALL the same, a uniformly random state (the 14 moves' hours make
// each of the 12^14 states once); redrawn, as TNoodle does, when the state is solved or one
// move from it.
std::vector<Move> random_state_scramble(Rng& rng);
// Each move of the notation as the dials it turns, side 0 (front) then 1, in the order
// UR DR DL UL U R D L ALL.
struct Generator {
  int side = 0;
  int pins = 0;
  DialVector dials{};
};
const std::vector<Generator>& generators();
// The 14 free dials of a state: the front's nine, then the back's middle five.
DialVector free_dials(const Clock& c);

}  // namespace cubelab::clock
