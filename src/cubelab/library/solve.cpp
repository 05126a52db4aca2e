// The facade's solve(), check() and prepare(): each request goes to its puzzle's
// entry (puzzles.h). For the 3x3x3 and the 2x2x2 a Request (request.h) is turned into the
// solver's SolveRequest here and nowhere else, run through run_solver (options checked, cube
// validated, every solution verified), and the result copied into a Solution.
#include "cubelab/solve.h"

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/library/access.h"
#include "cubelab/library/puzzles.h"
#include "cubelab/library/solution.h"
#include "cubelab/puzzle.h"
#include "cubelab/solve/registry.h"
#include "cubelab/tables/build_cancel.h"
#include "cubelab/tables/store.h"

namespace cubelab {
namespace {

// A request read into what run_solver takes: the solver, the solver's request, the target.
struct Prepared {
  Solver* solver = nullptr;
  SolveRequest request;
  std::optional<CubieCube> target;
};

Prepared prepared(const Request& o, const SolveControl& control, Puzzle puzzle) {
  Prepared p;
  SolveRequest& req = p.request;
  req.puzzle = puzzle;
  // A target with '-' is a partial goal: the stickers it names, the others free.
  const bool target_is_mask =
      Goal::looks_like_mask(o.target) && o.target.find('-') != std::string::npos;
  if (target_is_mask) req.goal = Goal::parse(o.target);
  set_goal(req, o.goal, o.on, o.move_set);
  p.solver = &find_solver(!o.solver.empty() ? o.solver
                          : target_is_mask  ? "goal"
                                            : default_solver_name(req));
  req.max_length = o.max_length;
  req.time_limit_s = o.time_limit;
  req.time_limit_covers_tables = control.time_limit_covers_tables;
  req.threads = o.threads;
  req.count = o.count;
  req.seed = o.seed;
  // (check_values has checked the name; obtm and sltm are the big cubes'.)
  const std::optional<Metric> metric = metric_from_name(o.metric);
  if (!metric)
    throw Error(error_code_name(ErrorCode::Option),
                "the metric " + o.metric + " is for the big cubes (NxNxN from the 4x4x4 on): the " +
                    puzzle_name(puzzle) + " counts htm, qtm or axial");
  req.metric = *metric;
  req.options = o.options;
  if (!o.robot_cost.empty()) req.robot_cost = RobotCost::parse(o.robot_cost);
  req.cancel = control.cancel;
  req.progress = control.progress;
  // Everything the solver would refuse is refused before the cube is read.
  check_request(*p.solver, req);
  req.cube = parse_cube_for(puzzle, o.cube).cube;
  if (!o.target.empty() && !target_is_mask) p.target = parse_cube_for(puzzle, o.target).cube;
  return p;
}

Solution solve_prepared(const Prepared& p, const std::string& input) {
  const SolveResult r = run_solver(*p.solver, p.request, p.target ? &*p.target : nullptr);
  return solution_from(r, input, p.solver->name(), p.request.puzzle);
}

}  // namespace

Solution solve_cubies(Puzzle puzzle, const Request& request, const SolveControl& control) {
  return solve_prepared(prepared(request, control, puzzle), request.cube);
}

std::string check_cubies(Puzzle puzzle, const Request& request) {
  return prepared(request, {}, puzzle).solver->name();
}

double prepare_cubies(Puzzle puzzle, const Request& request, const SolveControl& control) {
  Request solved = request;
  solved.cube.clear();  // the tables do not depend on the cube
  const Prepared p = prepared(solved, control, puzzle);
  const auto start = std::chrono::steady_clock::now();
  // A table built through the store says what it is and how far it is, as a solve's do.
  tables::BuildProgressScope progress([&control](const std::string& what, double fraction) {
    if (control.progress) control.progress(table_build_progress(what, fraction));
  });
  p.solver->prepare(p.request);
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

std::vector<std::string> stored_tables_cubies(Puzzle puzzle, const Request& request) {
  Request solved = request;
  solved.cube.clear();
  const Prepared p = prepared(solved, {}, puzzle);
  return p.solver->stored_tables(p.request);
}

Solution solve(const Request& request, const SolveControl& control) {
  check_values(request);
  return find_puzzle(request.puzzle).solve(request, control);
}

Solution solve(const Cube& cube, const Request& request, const SolveControl& control) {
  Request r = request;
  r.puzzle = cube.puzzle();
  r.cube = cube.facelets();
  return solve(r, control);
}

Solution solve(std::string_view cube, Request request, const SolveControl& control) {
  // The text is read as a cube of the request's puzzle; a request that names no other puzzle
  // than the default takes its solver's ("pocket": the 2x2x2).
  if (!request.solver.empty() && request.puzzle == "3x3x3")
    for (const SolverInfo& s : solvers())
      if (s.name == request.solver && puzzle_info(s.puzzle)) {
        request.puzzle = s.puzzle;
        break;
      }
  request.cube = std::string(cube);
  return solve(request, control);
}

std::string check(const Request& request) {
  check_values(request);
  return find_puzzle(request.puzzle).check(request);
}

double prepare(const Request& request, const SolveControl& control) {
  check_values(request);
  return find_puzzle(request.puzzle).prepare(request, control);
}

std::string unavailable(const Request& request) {
  check_values(request);
  const PuzzleEntry& p = find_puzzle(request.puzzle);
  if (!p.stored_tables) return "";
  const tables::ListingScope listing;  // a listing: no build started for it
  for (const std::string& name : p.stored_tables(request))
    if (std::string why = tables::refusal(name); !why.empty()) return why;
  return "";
}

std::vector<SolverOption> described_options(const OptionSet& options) {
  std::vector<SolverOption> out;
  for (const OptionSpec& o : options.specs())
    out.push_back({o.name, o.type, o.default_value, o.description, o.choices, o.min, o.max});
  return out;
}

std::vector<SolverInfo> cubie_solvers(Puzzle puzzle) {
  std::vector<SolverInfo> out;
  for (const auto& s : all_solvers()) {
    if (s->puzzle() != puzzle) continue;
    SolverInfo info{
        s->name(), puzzle_name(s->puzzle()), s->description(), s->anytime(), s->seeded(), {}, {}};
    for (Metric m : kMetrics)
      if (s->supports(m)) info.metrics.push_back(metric_name(m));
    info.options = described_options(s->options());
    out.push_back(std::move(info));
  }
  return out;
}

}  // namespace cubelab
