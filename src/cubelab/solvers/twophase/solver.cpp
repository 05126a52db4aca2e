#include "cubelab/solvers/twophase/solver.h"

#include <fmt/format.h>

#include "cubelab/solve/registry.h"
#include "cubelab/solvers/twophase/search.h"

namespace cubelab::twophase {

std::string TwophaseSolver::description() const {
  return "Kociemba's two-phase algorithm: phase 1 into <U,D,R2,L2,F2,B2>, phase 2 to solved, "
         "six searches (3 axes x inverse), ever shorter solutions; short positions optimal";
}

std::vector<OptionSpec> TwophaseSolver::options() const {
  return {
      {"default_target",
       "int",
       "20",
       "With neither --max-length nor --time: stop at the first solution this short",
       {},
       0,
       40},
      {"phase2_max", "int", "12", "Longest phase 2 tried after one phase-1 solution", {}, 1, 18},
      {"optimal_depth",
       "int",
       "10",
       "Positions solvable in this many moves get an optimal solution (plain IDA* first; "
       "-1 = off)",
       {},
       -1,
       14},
      {"inverse", "bool", "true", "Also search the inverse cube", {}, 0, 0},
      {"three_axes", "bool", "true", "Also search along the R-L and F-B axes", {}, 0, 0},
      {"pre_moves",
       "choice",
       "auto",
       "Also search the cube after each of the 18 single pre-moves (more phase-1 variety: "
       "faster for 20 moves, slower for 21); auto = on when the target is 20 or less",
       {"auto", "on", "off"},
       0,
       0},
  };
}

SolveResult TwophaseSolver::solve(const SolveRequest& request) {
  SearchSettings s;
  s.limit = request.max_length >= 0 ? request.max_length : 30;
  if (request.max_length >= 0)
    s.target = request.max_length;
  else if (request.time_limit_s > 0)
    s.target = 0;  // keep improving until the time is up (or optimality is proven)
  else
    s.target = option_int(*this, request, "default_target");
  s.count = std::max(1, request.count);
  s.threads = std::max(1, request.threads);
  s.phase2_max = option_int(*this, request, "phase2_max");
  s.optimal_depth = option_int(*this, request, "optimal_depth");
  s.inverse = option_bool(*this, request, "inverse");
  s.three_axes = option_bool(*this, request, "three_axes");
  const std::string pre = option_string(*this, request, "pre_moves");
  s.pre_moves = pre == "on" || (pre == "auto" && s.target <= 20);

  StopCondition stop(request);
  SearchResult found = search(request.cube, s, stop, request.progress);

  SolveResult r;
  r.stats["phase1_nodes"] = static_cast<double>(found.phase1_nodes);
  r.stats["phase2_nodes"] = static_cast<double>(found.phase2_nodes);
  r.stats["phase1_solutions"] = static_cast<double>(found.phase1_solutions);
  r.stats["optimal_search_nodes"] = static_cast<double>(found.optimal_nodes);
  r.stats["nodes"] =
      static_cast<double>(found.phase1_nodes + found.phase2_nodes + found.optimal_nodes);
  if (!found.solutions.empty()) {
    r.status = SolveStatus::Solved;
    r.solution = found.solutions.front().solution;
    r.stages = found.solutions.front().stages;
    for (const Found& f : found.solutions) r.solutions.push_back(f.solution);
    r.proven_optimal = found.proven_optimal;
    if (static_cast<int>(found.solutions.size()) < s.count)
      r.message = fmt::format("found {} of {} solutions", found.solutions.size(), s.count);
    if (request.metric == Metric::Qtm) r.message = "twophase minimises HTM length, not QTM";
    return r;
  }
  if (found.stopped) {
    r.status = stop.cancelled() ? SolveStatus::Cancelled : SolveStatus::TimedOut;
    r.message = fmt::format("no solution of at most {} moves found in time", s.limit);
  } else {
    r.status = SolveStatus::NoSolution;
    r.message = fmt::format("no solution of at most {} moves exists", s.limit);
  }
  return r;
}

}  // namespace cubelab::twophase
