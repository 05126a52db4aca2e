#include "cubelab/solvers/pocket/solver.h"

#include <fmt/format.h>

#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/error.h"
#include "cubelab/search/table_descent.h"
#include "cubelab/solvers/pocket/tables.h"

namespace cubelab {
namespace {

// The 2x2x2 as a space for the walk down its distance table (search/table_descent.h): a
// move is on an optimal path iff it lowers the distance by exactly its cost in the metric.
struct PocketSpace {
  std::span<const uint8_t> dist;
  Metric metric;

  // U U2 U' R R2 R' F F2 F' (Move 0..8).
  static search::FirstMoves<pocket::kPocketMoves> moves() { return {}; }
  uint32_t apply(uint32_t state, Move m) const { return pocket::next_state(state, m); }
  int distance(uint32_t state) const { return dist[state]; }
  int cost(Move m) const { return pocket::move_cost(m, metric); }
};

// Optimal solutions in move order, at most `count` of them, and the table entries read (the
// start's included: the search's nodes).
struct Descent {
  std::vector<Alg> found;
  int64_t lookups = 0;
};

void require_normalised(const CubieCube& cube) {
  if (!pocket::is_normalised(cube))
    throw InputError(ErrorCode::Corner,
                     "2x2x2: corner DBL must be in place and untwisted (normalise the cube "
                     "by a whole-cube rotation first)");
}

Descent descend(const CubieCube& cube, Metric metric, int count) {
  require_normalised(cube);
  const PocketSpace space{pocket::distance_table(metric), metric};
  const uint32_t start = pocket::state_index(cube);
  Descent descent;
  descent.lookups =
      search::optimal_table_paths(space, start, static_cast<size_t>(count), descent.found);
  return descent;
}

// The walk down the table, a step a move: the distance each move leaves.
Stage trace(CubieCube cube, const Alg& solution, Metric metric) {
  Stage stage("optimal", solution,
              fmt::format("each move lowers the distance in the table by its cost ({})",
                          metric_name(metric)));
  int done = 0;
  for (const Move m : solution.moves) {
    cube.apply(m);
    done += pocket::move_cost(m, metric);
    const int left = pocket_distance(cube, metric);
    const Alg step(std::vector<Move>{m});
    stage.steps.push_back({step,
                           fmt::format("{}: {}", step.str(),
                                       left == 0 ? std::string("solved")
                                                 : fmt::format("{} to go", count_of(left, "move"))),
                           facelets_for(Puzzle::Cube2, cube), done});
  }
  return stage;
}

SolveResult failed(SolveStatus status, std::string message) {
  SolveResult r;
  r.status = status;
  r.message = std::move(message);
  return r;
}

void prepare_pocket(const SolveRequest& request) { pocket::distance_table(request.metric); }

SolveResult solve_pocket(const SolveRequest& request) {
  require_normalised(request.cube);
  StopCondition stop(request);
  SolveResult result;
  if (request.progress) {
    Progress p;
    p.phase = "distance table";
    request.progress(p);
  }
  const int length = pocket_distance(request.cube, request.metric);
  if (stop.cancelled()) return failed(SolveStatus::Cancelled, "cancelled");
  if (stop.timed_out()) return failed(SolveStatus::TimedOut, "time limit reached");
  if (request.max_length >= 0 && length > request.max_length)
    return failed(
        SolveStatus::NoSolution,
        fmt::format("the optimal solution has {} ({}), more than the "
                    "maximum length {}",
                    count_of(length, "move"), metric_name(request.metric), request.max_length));
  const Descent descent = descend(request.cube, request.metric, std::max(1, request.count));
  // An exact table always leads down to the goal; one that does not is damaged (a file
  // truncated under the process reads as 0 there).
  if (descent.found.empty())
    return failed(SolveStatus::Error,
                  "the distance table leads to no solution: it is damaged (run 'cubelab tables "
                  "verify')");
  result.solutions = descent.found;
  result.solution = result.solutions.front();
  result.stages.push_back(trace(request.cube, result.solution, request.metric));
  result.status = SolveStatus::Solved;
  result.proven_optimal = true;
  result.stats["optimal_length"] = length;
  result.stats["solutions_found"] = static_cast<double>(result.solutions.size());
  result.stats["nodes"] = static_cast<double>(descent.lookups);
  if (static_cast<int>(result.solutions.size()) < request.count)
    result.message =
        result.solutions.size() == 1
            ? std::string("only 1 optimal solution exists")
            : fmt::format("only {} distinct optimal solutions exist", result.solutions.size());
  return result;
}

}  // namespace

std::vector<Alg> pocket_optimal_solutions(const CubieCube& cube, Metric metric, int count) {
  return descend(cube, metric, count).found;
}

int pocket_distance(const CubieCube& cube, Metric metric) {
  require_normalised(cube);
  return pocket::distance_table(metric)[pocket::state_index(cube)];
}

void register_pocket_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  pocket::register_tables();
  out.push_back(
      make_solver({.name = "pocket",
                   .description = "Optimal 2x2x2 solver: complete distance table of all 3,674,160 "
                                  "states (HTM, or QTM with --metric qtm), solutions in "
                                  "microseconds; --count N lists N optimal solutions",
                   .puzzle = Puzzle::Cube2,
                   // The metrics of its distance tables: no axial metric.
                   .metrics = {Metric::Htm, Metric::Qtm},
                   // None where the process makes its table in memory (pocket/tables.h).
                   .stored_tables =
                       [](const SolveRequest& r) {
                         if (pocket::made_in_memory(r.metric)) return std::vector<std::string>{};
                         return std::vector<std::string>{pocket::table_name(r.metric)};
                       }},
                  prepare_pocket, solve_pocket));
}

}  // namespace cubelab
