// The `goal` solver: optimal solutions for partial goals (the cross, a block, EO...), in any
// orientation, with any move set, in HTM or QTM (search.h, pattern.h). With the whole cube as
// goal it is a general optimal solver for restricted move sets (<R,U>, five faces).
#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "cubelab/cube/error.h"
#include "cubelab/cube/symmetry.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/goal/search.h"

namespace cubelab {
namespace {

struct GoalParams {
  uint64_t table_bytes = 4ull << 20;
};

const OptionTable<GoalParams> kGoalOptions{
    GoalParams{},
    {
        size_option("table", &GoalParams::table_bytes, range<uint64_t>{1ull << 10, 64ull << 20},
                    "Largest pattern table: a goal whose pattern fits gets one exact table, a "
                    "larger one several smaller tables (weaker bounds, longer searches)"),
    }};

// One orientation of the goal: the cube turned so that the goal applies as defined, and the
// move set seen from there.
struct Oriented {
  const Goal::Orientation* orientation;
  CubieCube cube;
  MoveSet moves;
};

std::vector<Oriented> oriented_problems(const SolveRequest& request) {
  std::vector<Oriented> v;
  for (const Goal::Orientation& o : request.goal.orientations()) {
    const int inverse = symmetry_inverse(o.symmetry);
    v.push_back({&o, conjugate(request.cube, inverse), request.moves.conjugated(inverse)});
  }
  return v;
}

// The tables a solve of this request loads: its goal's, for each orientation. A request the
// solver refuses (no partial goal, no move set: a listing's) names the family.
std::vector<std::string> goal_tables(const SolveRequest& request) {
  if (request.goal.whole_cube() && request.moves.all()) return {"goal-*"};
  const GoalParams p = kGoalOptions.read(request.options, "goal");
  std::vector<std::string> names;
  for (const Oriented& o : oriented_problems(request))
    for (std::string& name :
         goal::table_names(request.goal, o.moves, request.metric, 2 * p.table_bytes))
      if (std::find(names.begin(), names.end(), name) == names.end())
        names.push_back(std::move(name));
  return names;
}

SolveResult finish(SolveResult& r, double nodes) {
  r.stats["nodes"] = nodes;
  return std::move(r);
}

void prepare_goal(const SolveRequest& request) {
  // The whole cube with every turn is the optimal solvers' work: this solver's tables,
  // made for parts of the cube, would bound it too weakly to finish.
  if (request.goal.whole_cube() && request.moves.all())
    throw InputError(ErrorCode::Option,
                     "solver 'goal' needs a partial goal (--goal) or a move set (--moves); "
                     "for the whole cube with every turn use 'optimal' or 'twophase'");
  const GoalParams p = kGoalOptions.read(request.options, "goal");
  for (const Oriented& o : oriented_problems(request))
    goal::bounds_for(request.goal, o.moves, request.metric, 2 * p.table_bytes);
}

SolveResult solve_goal(const SolveRequest& request) {
  const GoalParams p = kGoalOptions.read(request.options, "goal");
  const StopCondition stop(request);
  const auto problems = oriented_problems(request);
  SolveResult r;
  std::vector<Alg> all;
  bool every_orientation_finished = true;
  double nodes = 0;
  for (const Oriented& o : problems) {
    const goal::Bounds& bounds =
        goal::bounds_for(request.goal, o.moves, request.metric, 2 * p.table_bytes);
    // The time left is shared by the orientations still to come.
    SolveRequest part = request;
    if (request.time_limit_s > 0)
      part.time_limit_s = std::max(1e-3, request.time_limit_s - stop.elapsed_s());
    ida::Settings settings;
    settings.threads = request.threads;
    settings.wanted = request.count;
    settings.max_length = request.max_length;
    settings.unit = request.metric == Metric::Qtm ? "quarter turns" : "moves";
    SolveStatus status;
    std::string message;
    std::vector<Alg> found;
    if (bounds(o.cube) >= goal::kUnreachable) {
      status = SolveStatus::NoSolution;
      message = fmt::format("the goal cannot be reached with the moves {}", request.moves.str());
    } else {
      const SolveResult part_result = ida::to_result(
          ida::run<goal::Searcher>(part, settings,
                                   [&] {
                                     return std::make_unique<goal::Searcher>(
                                         request.goal, bounds, o.cube, o.moves, request.metric);
                                   }),
          request.threads);
      status = part_result.status;
      message = part_result.message;
      nodes += part_result.stats.at("nodes");
      // Back to the cube as held.
      for (const Alg& a : part_result.solutions)
        found.push_back(conjugate(a, o.orientation->symmetry));
    }
    every_orientation_finished = every_orientation_finished && (status == SolveStatus::Solved ||
                                                                status == SolveStatus::NoSolution);
    if (problems.size() > 1) {
      Stage st;
      st.name = fmt::format("{} on {}", request.goal.name(), o.orientation->name);
      if (!found.empty()) {
        st.alg = found.front();
        CubieCube reached = request.cube;
        reached.apply(st.alg.moves);
        st.mask = request.goal.mask_reached(reached, o.orientation);
        st.note = fmt::format("optimal, {}",
                              count_of(length_in(found.front(), request.metric),
                                       request.metric == Metric::Qtm ? "quarter turn" : "move"));
      } else {
        st.note = message;
      }
      r.stages.push_back(std::move(st));
    }
    all.insert(all.end(), found.begin(), found.end());
    if (status == SolveStatus::Cancelled || status == SolveStatus::Error ||
        status == SolveStatus::TimedOut) {
      if (all.empty()) {
        r.status = status;
        r.message = message;
        return finish(r, nodes);
      }
      r.message = message;
      break;
    }
    if (problems.size() == 1 && status == SolveStatus::NoSolution) {
      r.status = status;
      r.message = message;
      return finish(r, nodes);
    }
  }
  if (all.empty()) {
    r.status = SolveStatus::NoSolution;
    r.message = request.max_length >= 0
                    ? fmt::format("no solution of {} or fewer in any orientation",
                                  count_of(request.max_length, "move"))
                    : "the goal cannot be reached in any orientation";
    return finish(r, nodes);
  }
  std::stable_sort(all.begin(), all.end(), [&](const Alg& a, const Alg& b) {
    return length_in(a, request.metric) < length_in(b, request.metric);
  });
  if (static_cast<int>(all.size()) > request.count) all.resize(request.count);
  r.status = SolveStatus::Solved;
  r.solution = all.front();
  r.solutions = std::move(all);
  if (!request.goal.whole_cube())
    for (const Alg& a : r.solutions) {
      CubieCube reached = request.cube;
      reached.apply(a.moves);
      r.masks.push_back(request.goal.mask_reached(reached));
    }
  r.proven_optimal = every_orientation_finished;
  r.stats["optimal_length"] = length_in(r.solution, request.metric);
  return finish(r, nodes);
}

}  // namespace

void register_goal_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  out.push_back(make_solver(
      {.name = "goal",
       .description = "Optimal solutions for partial goals (--goal cross, xcross, eoline, roux-fb, "
                      "a facelet mask...), on any face (--on), with restricted moves (--moves R,U) "
                      "and in HTM or QTM: IDA* (Korf 1985) over pattern databases (Culberson and "
                      "Schaeffer 1998) generated for the goal and cached",
       .options = &kGoalOptions,
       // Its pattern databases count face turns: no axial metric.
       .metrics = {Metric::Htm, Metric::Qtm},
       .goals = true,
       .move_sets = true,
       .stored_tables = goal_tables},
      prepare_goal, solve_goal));
}

}  // namespace cubelab
