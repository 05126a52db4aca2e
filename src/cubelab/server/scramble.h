#pragma once
// Random-state scrambles as moves: a uniformly random state, solved by the puzzle's default
// solver; the inverse of that (verified) solution is a move sequence that reaches the state.
#include <string>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/random.h"
#include "cubelab/solve/solver.h"

namespace cubelab::server {

struct StateScramble {
  Alg moves;
  std::string solver;  // the solver whose solution was inverted
};

// Throws InputError(E_OPTION) when no solver for the puzzle is registered, and
// std::runtime_error when the solver does not solve the state within time_limit_s.
StateScramble random_state_scramble(Puzzle puzzle, Rng& rng, double time_limit_s);

}  // namespace cubelab::server
