#include "cubelab/solve/registry.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <mutex>
#include <string>

#include "cubelab/base/thread_pool.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/cube/random.h"
#include "cubelab/tables/build_cancel.h"
#include "cubelab/tables/store.h"

namespace cubelab {

// Defined in the file CMake generates from the folders of src/cubelab/solvers (see
// CMakeLists.txt): calls each folder's register_<folder>_solvers.
void register_builtin_solvers(std::vector<std::unique_ptr<Solver>>& out);

namespace {

// The solver used when none is named, when it is built in.
const char* preferred_solver(Puzzle puzzle) {
  return puzzle == Puzzle::Cube2 ? "pocket" : "twophase";
}

std::vector<std::unique_ptr<Solver>>& solver_list() {
  static std::vector<std::unique_ptr<Solver>> solvers = [] {
    std::vector<std::unique_ptr<Solver>> v;
    register_builtin_solvers(v);  // families in folder-name order
    // Lists (CLI, API, the web app's menus) start with the solvers used by default, the
    // 3x3x3's first.
    auto rank = [](const std::unique_ptr<Solver>& s) {
      if (s->name() != preferred_solver(s->puzzle())) return 2;
      return s->puzzle() == Puzzle::Cube3 ? 0 : 1;
    };
    std::stable_sort(v.begin(), v.end(),
                     [&](const auto& a, const auto& b) { return rank(a) < rank(b); });
    return v;
  }();
  return solvers;
}

}  // namespace

const std::vector<std::unique_ptr<Solver>>& all_solvers() { return solver_list(); }

void register_solver(std::unique_ptr<Solver> solver) { solver_list().push_back(std::move(solver)); }

Solver& find_solver(const std::string& name) {
  std::string known;
  for (const auto& s : all_solvers()) {
    if (s->name() == name) return *s;
    known += (known.empty() ? "" : ", ") + s->name();
  }
  throw InputError(ErrorCode::Option, fmt::format("unknown solver '{}' (known: {})", name, known));
}

std::string default_solver_name(Puzzle puzzle) {
  const char* preferred = preferred_solver(puzzle);
  for (const auto& s : all_solvers())
    if (s->name() == preferred) return preferred;
  for (const auto& s : all_solvers())
    if (s->puzzle() == puzzle) return s->name();
  return preferred;
}

namespace {

// A 2x2x2 is solved when every face shows one colour on its four corner stickers.
bool pocket_solved(const CubieCube& c) {
  std::string f = to_facelets(c);
  for (int face = 0; face < kFaces; ++face) {
    char a = f[9 * face + 0];
    if (f[9 * face + 2] != a || f[9 * face + 6] != a || f[9 * face + 8] != a) return false;
  }
  return true;
}

}  // namespace

std::string default_solver_name(const SolveRequest& request) {
  if (!request.goal.whole_cube()) return "goal";
  // The whole cube with five faces or more is the two-phase solver's (a robot without a
  // sixth motor); smaller groups (<R,U>) the goal solver's.
  if (request.moves.all() || (request.puzzle == Puzzle::Cube3 && request.moves.full_faces() >= 5))
    return default_solver_name(request.puzzle);
  return "goal";
}

void set_goal(SolveRequest& request, std::string_view goal, std::string_view on,
              std::string_view moves) {
  if (!goal.empty()) request.goal = Goal::parse(goal);
  if (!on.empty()) request.goal = request.goal.on(on);
  if (!moves.empty()) request.moves = MoveSet::parse(moves);
}

void check_options(const Solver& solver, const SolveRequest& request) {
  solver.options().check(request.options, solver.name());
}

void check_request(const Solver& solver, const SolveRequest& request) {
  if (solver.puzzle() != request.puzzle)
    throw InputError(ErrorCode::Option,
                     fmt::format("solver '{}' solves the {}, not the {}", solver.name(),
                                 puzzle_name(solver.puzzle()), puzzle_name(request.puzzle)));
  if (!solver.supports(request.metric)) {
    std::string known;
    for (Metric m : kMetrics)
      if (solver.supports(m)) known += (known.empty() ? "" : ", ") + std::string(metric_name(m));
    throw InputError(ErrorCode::Option,
                     fmt::format("solver '{}' does not minimise {} lengths (metrics: {}); "
                                 "the {} length is reported beside every solution",
                                 solver.name(), metric_name(request.metric), known,
                                 metric_name(request.metric)));
  }
  if (!request.goal.whole_cube() && !solver.supports_goals())
    throw InputError(ErrorCode::Option,
                     fmt::format("solver '{}' solves the whole cube only; the goal '{}' needs "
                                 "a solver of partial goals (goal)",
                                 solver.name(), request.goal.name()));
  if (!request.moves.all() && !solver.supports_move_sets())
    throw InputError(ErrorCode::Option,
                     fmt::format("solver '{}' uses every face turn; the move set {} needs a "
                                 "solver of restricted move sets (goal)",
                                 solver.name(), request.moves.str()));
  check_options(solver, request);
}

Progress table_build_progress(const std::string& what, double fraction) {
  Progress p;
  p.phase = "building table";
  p.fraction = fraction;
  p.message = what;
  return p;
}

uint64_t draw_seed() { return Rng::from_optional_seed({}).next() >> 11; }

bool verify_solution(Puzzle puzzle, const CubieCube& cube, const Alg& alg,
                     const CubieCube& target) {
  CubieCube reached = cube;
  reached.apply(alg.moves);
  if (puzzle == Puzzle::Cube2) return pocket_solved(target.inverse() * reached);
  return reached == target;
}

bool verify_solution(Puzzle puzzle, const CubieCube& cube, const Alg& alg, const CubieCube& target,
                     const Goal& goal, const MoveSet& moves) {
  for (Move m : alg.moves)
    if (!moves.contains(m)) return false;
  if (goal.whole_cube()) return verify_solution(puzzle, cube, alg, target);
  CubieCube reached = cube;
  reached.apply(alg.moves);
  return goal.satisfied(target.inverse() * reached);
}

namespace {

// Gives every solution its robot cost and puts the cheapest first (equal costs keep the
// solver's order), the masks of a step solver's solutions moving with them. When that is not
// the solver's best, the solver's stages describe another solution and are replaced, and an
// optimality proof of the shorter one does not carry over to a longer one.
void rank_by_robot_cost(const RobotCost& cost, Metric metric, SolveResult& result) {
  const size_t n = result.solutions.size();
  const bool masked = result.masks.size() == n;
  std::vector<double> ms(n);
  std::vector<size_t> order(n);
  for (size_t i = 0; i < n; ++i) ms[i] = cost.of(result.solutions[i]), order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&ms](size_t a, size_t b) { return ms[a] < ms[b]; });
  std::vector<Alg> solutions;
  std::vector<std::string> masks;
  result.robot_costs_ms.clear();
  for (size_t i : order) {
    solutions.push_back(std::move(result.solutions[i]));
    result.robot_costs_ms.push_back(ms[i]);
    if (masked) masks.push_back(std::move(result.masks[i]));
  }
  result.solutions = std::move(solutions);
  if (masked) result.masks = std::move(masks);
  const Alg& cheapest = result.solutions.front();
  if (cheapest != result.solution) {
    if (length_in(cheapest, metric) > length_in(result.solution, metric))
      result.proven_optimal = false;
    result.solution = cheapest;
    Stage only("solution", cheapest, "the cheapest for the robot of the solutions found");
    if (masked) only.mask = result.masks.front();
    result.stages = {only};
  }
  result.robot_cost_ms = result.robot_costs_ms.front();
}

// A solution is never longer than the request's max_length, in its metric. The solvers that
// search lengths in order (twophase, optimal, goal...) never find a longer one; those that build
// a solution stage by stage or evolve one (beginner, cfop, thistlethwaite, greedy, the
// metaheuristics, eda) may, and that answer is "no solution" here, for all of them alike. The
// longer alternatives of a count > 1 request are dropped.
void keep_within_max_length(const Solver& solver, const SolveRequest& request,
                            SolveResult& result) {
  auto too_long = [&](const Alg& a) { return length_in(a, request.metric) > request.max_length; };
  if (!too_long(result.solution)) {
    const bool masked = result.masks.size() == result.solutions.size();
    for (size_t i = result.solutions.size(); i-- > 0;)
      if (too_long(result.solutions[i])) {
        result.solutions.erase(result.solutions.begin() + static_cast<std::ptrdiff_t>(i));
        if (masked) result.masks.erase(result.masks.begin() + static_cast<std::ptrdiff_t>(i));
      }
    return;
  }
  const int length = length_in(result.solution, request.metric);
  result.status = SolveStatus::NoSolution;
  result.message = fmt::format(
      "{} found a solution of {}{}, more than the maximum length {}", solver.name(),
      count_of(length, "move"),
      request.metric == Metric::Htm ? "" : fmt::format(" ({})", metric_name(request.metric)),
      request.max_length);
  result.stages.clear();
  result.masks.clear();
}

}  // namespace

SolveResult run_solver(Solver& solver, SolveRequest request, const CubieCube* target) {
  check_request(solver, request);
  if (solver.seeded() && !request.seed) request.seed = draw_seed();
  request.threads = std::clamp(request.threads, 1, max_useful_threads());
  if (request.count < 1) request.count = 1;
  // A 2x2x2 state is a normalised corner state (pocket.h); its corner parity is free.
  auto check = request.puzzle == Puzzle::Cube2 ? require_solvable_pocket : require_solvable;
  check(request.cube);
  const CubieCube original = request.cube;
  const CubieCube goal = target ? *target : CubieCube{};
  if (target) {
    check(*target);
    request.cube = target->inverse() * request.cube;
  }

  // Cancelling the solve also stops a table build it starts, and so does its time limit
  // when it covers the tables. A build says what it builds and how far it is as the solve's
  // progress.
  using Clock = std::chrono::steady_clock;
  const auto load_start = Clock::now();
  const CancelToken* cancel = request.cancel;
  auto out_of_time = [&request, load_start] {
    return request.time_limit_covers_tables && request.time_limit_s > 0 &&
           std::chrono::duration<double>(Clock::now() - load_start).count() > request.time_limit_s;
  };
  tables::BuildCancelScope build_scope(
      [cancel, &out_of_time] { return (cancel && cancel->cancelled()) || out_of_time(); });
  std::mutex building_mu;
  std::string building;  // the table being built and how far, for a build stopped
  tables::BuildProgressScope build_progress([&](const std::string& what, double fraction) {
    {
      std::lock_guard lock(building_mu);
      building = fmt::format("{}, {:.0f}% built", what, 100 * fraction);
    }
    if (request.progress) request.progress(table_build_progress(what, fraction));
  });
  // The tables first, timed apart: a first use may build them for seconds or minutes, and
  // the solve's own time (and its time limit, counted from solve's start) must not include
  // that.
  auto start = Clock::now();
  SolveResult result;
  try {
    solver.prepare(request);
    start = Clock::now();
    result = solver.solve(request);
  } catch (const tables::BuildStopped& e) {
    // Stopped by this request (cancelled, out of time): its answer says so. Stopped by the
    // process (shutting down, the store's own build time limit): the caller's error.
    const bool cancelled = cancel && cancel->cancelled();
    if (!cancelled && !out_of_time()) throw;
    SolveResult stopped;
    stopped.status = cancelled ? SolveStatus::Cancelled : SolveStatus::TimedOut;
    std::lock_guard lock(building_mu);
    if (dynamic_cast<const tables::WaitStopped*>(&e))
      // Someone else's build, which goes on: the table is there for a later solve.
      stopped.message = cancelled
                            ? fmt::format("cancelled while {}", e.what())
                            : fmt::format(
                                  "the time limit ({} s) passed while {}; it is kept once built, "
                                  "for the solves after it",
                                  request.time_limit_s, e.what());
    else
      stopped.message =
          cancelled
              ? fmt::format("cancelled while building a table ({}); nothing is kept", building)
              : fmt::format(
                    "the time limit ({} s) passed while building a table ({}); nothing is kept: "
                    "a table is built once and then kept, so give the first solve the time its "
                    "build takes, or build it beforehand (`cubelab tables build`)",
                    request.time_limit_s, building);
    stopped.load_ms = std::chrono::duration<double, std::milli>(Clock::now() - load_start).count();
    stopped.metric = request.metric;
    if (solver.seeded()) stopped.seed = request.seed;
    return stopped;
  }
  // A solver that found only while solving that it needs a table reports the loading in
  // load_ms (optimal, after its short search): it moves from the solve's time to loading.
  const double loaded_while_solving = result.load_ms;
  result.elapsed_ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count() -
                      loaded_while_solving;
  result.load_ms =
      std::chrono::duration<double, std::milli>(start - load_start).count() + loaded_while_solving;
  result.metric = request.metric;
  if (solver.seeded()) result.seed = request.seed;
  // Whatever the solver was doing when it was stopped, a cancelled run says so first.
  if (result.status == SolveStatus::Cancelled && result.message.rfind("cancelled", 0) != 0)
    result.message = result.message.empty() ? "cancelled" : "cancelled: " + result.message;

  // "Optimal" and "no solution of N moves or fewer" rest on the tables' values: claimed only
  // when every loaded table is verified (a damaged one bounds wrongly). A solution found is
  // still a solution (it is checked below), only not proven optimal.
  std::string untrusted;
  // A search stopped by a damaged table (StopCondition) says so, not "out of time".
  if (result.status == SolveStatus::TimedOut && tables::damage_found() &&
      !tables::loaded_tables_verified(&untrusted)) {
    result.status = SolveStatus::Error;
    result.message = "stopped: " + untrusted;
  }
  if ((result.proven_optimal || result.status == SolveStatus::NoSolution) &&
      !tables::loaded_tables_verified(&untrusted)) {
    result.proven_optimal = false;
    if (result.status == SolveStatus::NoSolution) {
      result.status = SolveStatus::Error;
      result.message = "no claim can be made: " + untrusted;
    } else {
      result.message = "not proven optimal: " + untrusted;
    }
  }

  if (result.status == SolveStatus::Solved) {
    auto verified = [&](const Alg& a) {
      return verify_solution(request.puzzle, original, a, goal, request.goal, request.moves);
    };
    if (!verified(result.solution)) {
      result.status = SolveStatus::Error;
      result.message = fmt::format("solver '{}' returned '{}', which does not {}", solver.name(),
                                   result.solution.str(),
                                   request.goal.whole_cube() && request.moves.all()
                                       ? "solve the cube"
                                       : "reach the goal with the moves allowed");
      // The likely why: a table that was damaged under the solver.
      if (std::string why; tables::damage_found() && !tables::loaded_tables_verified(&why))
        result.message += " (" + why + ")";
      result.solution = Alg{};
      result.solutions.clear();
      result.proven_optimal = false;
      return result;
    }
    // The masks (a step solver's) stay beside their solutions; solutions[0] is solution.
    const bool masked = !result.masks.empty() && result.masks.size() == result.solutions.size();
    std::vector<Alg> checked;
    std::vector<std::string> masks;
    for (size_t i = 0; i < result.solutions.size(); ++i)
      if (verified(result.solutions[i])) {
        checked.push_back(result.solutions[i]);
        if (masked) masks.push_back(result.masks[i]);
      }
    if (checked.empty()) {
      checked.push_back(result.solution);
      if (masked) masks.push_back(result.masks.front());
    }
    result.masks = std::move(masks);
    result.solutions = std::move(checked);
    if (request.max_length >= 0) keep_within_max_length(solver, request, result);
    if (result.status == SolveStatus::Solved && request.robot_cost)
      rank_by_robot_cost(*request.robot_cost, request.metric, result);
  }
  if (result.status != SolveStatus::Solved) {
    // A solver that gives up never passes a partial sequence off as a solution.
    result.solution = Alg{};
    result.solutions.clear();
    result.proven_optimal = false;
  }
  return result;
}

}  // namespace cubelab
