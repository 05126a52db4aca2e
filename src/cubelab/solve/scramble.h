#pragma once
// Scrambles: random moves, or a uniformly random state given as a move sequence,
// which is the inverse of a solution found by the puzzle's default solver. A random-state
// scramble is at least 2 moves long on the 3x3x3 and 4 on the 2x2x2 (WCA regulation 4b3):
// shorter ones are drawn again.
#include <optional>
#include <string>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/goal.h"
#include "cubelab/cube/move_set.h"
#include "cubelab/cube/puzzle.h"
#include "cubelab/cube/random.h"

namespace cubelab {

struct Scramble {
  CubieCube cube;            // the state it leads to (2x2x2: normalised)
  std::optional<Alg> moves;  // empty when no solver could turn a random state into moves
  std::string solver;        // the solver whose solution was inverted, if any
  std::string note;          // why there are no moves, when there are none
};

// A uniformly random state of the puzzle (2x2x2: normalised), with no moves.
CubieCube random_state_of(Puzzle puzzle, Rng& rng);

// n random moves: the blog post's rule on the 3x3x3 (random_moves), U R F turns on the 2x2x2.
Scramble random_move_scramble(Puzzle puzzle, Rng& rng, int n);

// A uniformly random state. With the default solver of the puzzle (or `solver_name`)
// registered, its solution inverted; otherwise only the state, with a note; without
// `with_moves` only the state, no solve spent on it (ScrambleOptions::with_moves). Throws
// std::runtime_error if the solver fails on a state, InputError(E_OPTION) for an unknown
// solver_name.
Scramble random_state_scramble(Puzzle puzzle, Rng& rng, const std::string& solver_name = "",
                               bool with_moves = true);

// A uniformly random state among those that reach `subset` as defined (its first
// alternative): `f2l` gives a random last layer, `oll` a random PLL, `cross` a random F2L.
// Its moves are the inverse of the 3x3x3 default solver's solution (or `solver_name`'s).
Scramble random_subset_scramble(Rng& rng, const Goal& subset, const std::string& solver_name = "");

// A random state of the group `moves` generates (the end of a random walk of 400 of its
// turns, long enough to mix the groups cubers scramble in: <R,U>, <R,U,F>, <U,D,R2,L2,F2,B2>),
// as the inverse of the goal solver's optimal solution in that set. Throws InputError(E_LIMIT)
// when the search does not finish within `time_limit_s` (sets as large as five faces).
Scramble random_move_set_scramble(Rng& rng, const MoveSet& moves, double time_limit_s = 30);

// The shortest random-state scramble allowed: 2 moves (3x3x3), 4 (2x2x2).
int min_scramble_length(Puzzle puzzle);

}  // namespace cubelab
