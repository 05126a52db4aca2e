#include "cubelab/server/scramble.h"

#include <fmt/format.h>

#include <stdexcept>

#include "cubelab/cube/error.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/solve/registry.h"

namespace cubelab::server {

StateScramble random_state_scramble(Puzzle puzzle, Rng& rng, double time_limit_s) {
  std::string name = default_solver_name(puzzle);
  bool known = false;
  for (const auto& s : all_solvers()) known = known || s->name() == name;
  if (!known)
    throw InputError(ErrorCode::Option,
                     fmt::format("random-state scrambles of the {} need a solver for it, and "
                                 "none is registered; use kind \"moves\"",
                                 puzzle_name(puzzle)));
  SolveRequest request;
  request.puzzle = puzzle;
  request.cube = puzzle == Puzzle::Cube2 ? random_pocket_state(rng) : random_state(rng);
  request.time_limit_s = time_limit_s;
  request.seed = rng.next();
  SolveResult result = run_solver(find_solver(name), request);
  if (result.status != SolveStatus::Solved)
    throw std::runtime_error(fmt::format("solver '{}' did not solve the random state: {} {}", name,
                                         status_name(result.status), result.message));
  return {result.solution.inverse(), name};
}

}  // namespace cubelab::server
