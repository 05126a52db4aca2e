#include "cubelab/solve/scramble.h"

#include <fmt/format.h>

#include <stdexcept>

#include "cubelab/cube/pocket.h"
#include "cubelab/solve/registry.h"

namespace cubelab {

CubieCube random_state_of(Puzzle puzzle, Rng& rng) {
  return puzzle == Puzzle::Cube2 ? random_pocket_state(rng) : random_state(rng);
}

namespace {

// The solver to invert: the named one, or the puzzle's default if it is registered.
Solver* scramble_solver(Puzzle puzzle, const std::string& name) {
  if (!name.empty()) return &find_solver(name);
  std::string preferred = default_solver_name(puzzle);
  for (const auto& s : all_solvers())
    if (s->name() == preferred && s->puzzle() == puzzle) return s.get();
  return nullptr;
}

}  // namespace

int min_scramble_length(Puzzle puzzle) { return puzzle == Puzzle::Cube2 ? 4 : 2; }

Scramble random_move_scramble(Puzzle puzzle, Rng& rng, int n) {
  Scramble s;
  Alg alg = puzzle == Puzzle::Cube2 ? random_pocket_moves(rng, n) : random_moves(rng, n);
  s.cube.apply(alg.moves);
  if (puzzle == Puzzle::Cube2) s.cube = normalise_pocket(s.cube);
  s.moves = std::move(alg);
  return s;
}

Scramble random_state_scramble(Puzzle puzzle, Rng& rng, const std::string& solver_name,
                               bool with_moves) {
  Solver* solver = scramble_solver(puzzle, solver_name);  // an unknown name is refused
  Scramble s;
  if (!with_moves) {
    s.cube = random_state_of(puzzle, rng);
    return s;
  }
  if (!solver) {
    s.cube = random_state_of(puzzle, rng);
    s.note = fmt::format("no {} solver is registered, so the random state is given as facelets",
                         puzzle_name(puzzle));
    return s;
  }
  s.solver = solver->name();
  for (;;) {
    s.cube = random_state_of(puzzle, rng);
    SolveRequest request;
    request.puzzle = puzzle;
    request.cube = s.cube;
    request.seed = rng.next();
    SolveResult r = run_solver(*solver, request);
    if (r.status != SolveStatus::Solved)
      throw std::runtime_error(fmt::format("solver '{}' failed on a random state: {} {}",
                                           solver->name(), status_name(r.status), r.message));
    // Too close to solved for a fair scramble: draw another state (WCA 4b3).
    if (r.solution.htm() < min_scramble_length(puzzle)) continue;
    s.moves = r.solution.inverse();
    return s;
  }
}

Scramble random_subset_scramble(Rng& rng, const Goal& subset, const std::string& solver_name) {
  Solver& solver = solver_name.empty() ? find_solver(default_solver_name(Puzzle::Cube3))
                                       : find_solver(solver_name);
  Scramble s;
  s.solver = solver.name();
  for (;;) {
    s.cube = random_state_reaching(subset.alternatives().front(), rng);
    SolveRequest request;
    request.cube = s.cube;
    request.seed = rng.next();
    SolveResult r = run_solver(solver, request);
    if (r.status != SolveStatus::Solved)
      throw std::runtime_error(fmt::format("solver '{}' failed on a random state: {} {}",
                                           solver.name(), status_name(r.status), r.message));
    if (r.solution.htm() < min_scramble_length(Puzzle::Cube3)) continue;
    s.moves = r.solution.inverse();
    return s;
  }
}

Scramble random_move_set_scramble(Rng& rng, const MoveSet& moves, double time_limit_s) {
  std::vector<Move> turns;
  for (Move m = 0; m < kMoves; ++m)
    if (moves.contains(m)) turns.push_back(m);
  Scramble s;
  s.solver = "goal";
  for (;;) {
    s.cube = CubieCube{};
    for (int i = 0; i < 400; ++i) s.cube.apply(turns[rng.below(turns.size())]);
    SolveRequest request;
    request.cube = s.cube;
    request.moves = moves;
    request.time_limit_s = time_limit_s;
    SolveResult r = run_solver(find_solver("goal"), request);
    if (r.status == SolveStatus::TimedOut)
      throw InputError(ErrorCode::Limit,
                       fmt::format("a random state of {} was not solved within {} s: scrambles "
                                   "in this move set need a faster solver of it",
                                   moves.str(), time_limit_s));
    if (r.status != SolveStatus::Solved)
      throw std::runtime_error(fmt::format("the goal solver failed on a random state of {}: {}",
                                           moves.str(), r.message));
    if (r.solution.htm() < min_scramble_length(Puzzle::Cube3)) continue;
    s.moves = r.solution.inverse();
    return s;
  }
}

}  // namespace cubelab
