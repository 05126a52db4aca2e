#pragma once
// Square-1 solutions by Shuang Chen's two-phase method (sq12phase, as the WCA's scrambler
// TNoodle and csTimer use it), and random-state scrambles made from them.
//
// Lengths count slashes (the twist metric; turns of the layers are free). The first phase
// brings the puzzle to the square-square shape with the solved puzzle's parity (shape.h), the
// second solves it with quarter turns and two kinds of slash (square.h). The search runs in
// two passes, each within a budget of nodes (counted, not timed, so that a state always gets
// the same solution):
//   1. every total length from the shortest the shape allows up, each split into the two
//      phases every way (the second phase may be empty): the first solution found is
//      optimal. The budget lets it finish for states a few slashes from solved.
//   2. otherwise Kociemba's order: first phases from the shortest up, each followed by the
//      shortest second phase that beats the best solution yet (at most 9 slashes long while
//      the first phases are at most 3 longer than the shortest, then any), until the budget
//      counted from the first solution is spent. Near-optimal, not proven optimal.
#include <vector>

#include "cubelab/cube/random.h"
#include "cubelab/puzzles/square1/square1.h"

namespace cubelab::square1 {

// A solution: turns and slashes, neighbouring turns merged.
std::vector<Move> solve(const Square1& s);
// A uniformly random state: the shape (where the corners and edges lie, each layer in any
// position) uniformly among all of them, as every shape holds the same number of states (the
// corners' 8!, the edges' 8!, the middle layer's 2); then the pieces and the middle layer.
Square1 random_square1(Rng& rng);
// The scramble of a random state: its solution, inverted; redrawn for the solved state.
std::vector<Move> random_state_scramble(Rng& rng);
// Builds the tables (a few tens of milliseconds); every solve does it on first use.
void prepare();

}  // namespace cubelab::square1
