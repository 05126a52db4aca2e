// The facade's solve() and solvers(): a SolveRequest built from SolveOptions, run through
// run_solver (options checked, cube validated, every solution verified), and the result
// copied into plain strings and numbers.
#include "cubelab/solve.h"

#include "cubelab/cube/alg.h"
#include "cubelab/library/access.h"
#include "cubelab/solve/registry.h"

namespace cubelab {
namespace {

Solution::Status status_of(SolveStatus s) {
  switch (s) {
    case SolveStatus::Solved:
      return Solution::Status::Solved;
    case SolveStatus::NoSolution:
      return Solution::Status::NoSolution;
    case SolveStatus::TimedOut:
      return Solution::Status::TimedOut;
    case SolveStatus::Cancelled:
      return Solution::Status::Cancelled;
    case SolveStatus::Error:
      return Solution::Status::Error;
  }
  return Solution::Status::Error;
}

Metric metric_of(const std::string& name) {
  if (const std::optional<Metric> m = metric_from_name(name)) return *m;
  throw Error(error_code_name(ErrorCode::Option),
              "unknown metric '" + printable(name) + "': use " + metric_names());
}

Solution solve_cubie(Puzzle puzzle, const CubieCube& cube, const SolveOptions& o) {
  SolveRequest req;
  req.puzzle = puzzle;
  set_goal(req, o.goal, o.on, o.moves);
  Solver& solver = find_solver(o.solver.empty() ? default_solver_name(req) : o.solver);
  if (solver.puzzle() != puzzle)
    throw Error(error_code_name(ErrorCode::Option), "solver '" + solver.name() + "' solves the " +
                                                        puzzle_name(solver.puzzle()) +
                                                        ", not the " + puzzle_name(puzzle));
  req.cube = cube;
  req.max_length = o.max_length;
  req.time_limit_s = o.time_limit;
  req.threads = o.threads;
  req.count = o.count;
  req.seed = o.seed;
  req.metric = metric_of(o.metric);
  req.options = o.options;
  if (!o.robot_cost.empty()) req.robot_cost = RobotCost::parse(o.robot_cost);
  std::optional<CubieCube> target;
  if (o.target) {
    if (CubeAccess::puzzle(*o.target) != puzzle)
      throw Error(error_code_name(ErrorCode::Option),
                  "the target is not a cube of the same puzzle");
    target = CubeAccess::cubie(*o.target);
  }
  const SolveResult r = run_solver(solver, req, target ? &*target : nullptr);

  Solution s;
  s.status = status_of(r.status);
  s.solver = solver.name();
  s.metric = metric_name(req.metric);
  s.message = r.message;
  s.elapsed_ms = r.elapsed_ms;
  s.load_ms = r.load_ms;
  s.stats = r.stats;
  s.proven_optimal = r.proven_optimal;
  if (r.status == SolveStatus::Solved) {
    s.moves = alg_text(r.solution, r.metric);
    for (Move m : r.solution.moves) s.move_list.push_back(Alg({m}).str());
    s.length_htm = r.solution.htm();
    s.length_qtm = r.solution.qtm();
    s.length_axial = r.solution.axial();
    for (const Alg& a : r.solutions) s.alternatives.push_back(alg_text(a, r.metric));
    s.robot_cost_ms = r.robot_cost_ms;
    s.alternative_costs_ms = r.robot_costs_ms;
  }
  for (const Stage& st : r.stages) {
    SolveStage stage{st.name, alg_text(st.alg, r.metric), st.note, {}};
    for (const StageStep& step : st.steps)
      stage.steps.push_back({step.alg.str(), step.note, step.facelets, step.moves_so_far});
    s.stages.push_back(std::move(stage));
  }
  return s;
}

}  // namespace

std::string Solution::status_name() const {
  switch (status) {
    case Status::Solved:
      return cubelab::status_name(SolveStatus::Solved);
    case Status::NoSolution:
      return cubelab::status_name(SolveStatus::NoSolution);
    case Status::TimedOut:
      return cubelab::status_name(SolveStatus::TimedOut);
    case Status::Cancelled:
      return cubelab::status_name(SolveStatus::Cancelled);
    case Status::Error:
      break;
  }
  return cubelab::status_name(SolveStatus::Error);
}

Solution solve(const Cube& cube, const SolveOptions& options) {
  return rethrow_as_error(
      [&] { return solve_cubie(CubeAccess::puzzle(cube), CubeAccess::cubie(cube), options); });
}

Solution solve(std::string_view cube, const SolveOptions& options) {
  return rethrow_as_error([&] {
    // The text is read as a cube of the named solver's puzzle (3x3x3 by default).
    const Puzzle puzzle =
        options.solver.empty() ? Puzzle::Cube3 : find_solver(options.solver).puzzle();
    return solve(Cube::parse(cube, puzzle_name(puzzle)), options);
  });
}

std::vector<SolverInfo> solvers() {
  std::vector<SolverInfo> out;
  for (const auto& s : all_solvers()) {
    SolverInfo info{s->name(), puzzle_name(s->puzzle()), s->description(), s->anytime(), {}};
    for (const OptionSpec& o : s->options().specs())
      info.options.push_back(
          {o.name, o.type, o.default_value, o.description, o.choices, o.min, o.max});
    out.push_back(std::move(info));
  }
  return out;
}

}  // namespace cubelab
