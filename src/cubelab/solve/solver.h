#pragma once
// The one interface every solver implements (architecture.md §3). Solvers are reached by name
// through the registry (registry.h); run_solver() there verifies every returned solution.
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/goal.h"
#include "cubelab/cube/move_set.h"
#include "cubelab/cube/puzzle.h"
#include "cubelab/progress.h"
#include "cubelab/solve/options.h"
#include "cubelab/solve/robot_cost.h"

namespace cubelab {

// HTM: any face turn is one move. QTM: a half turn is two. Axial (cube/axial.h): turns of
// the two opposite faces of one axis done at once are one move, as robots count them.
enum class Metric { Htm, Qtm, Axial };
constexpr std::array<Metric, 3> kMetrics = {Metric::Htm, Metric::Qtm, Metric::Axial};

const char* metric_name(Metric m);  // "htm", "qtm", "axial"
// The metric of a name; nothing for an unknown one.
std::optional<Metric> metric_from_name(std::string_view name);
// "htm, qtm or axial", for messages.
std::string metric_names();
// The length of a solution in a metric.
int length_in(const Alg& alg, Metric m);
// A solution as written in its metric: with each axial pair in parentheses in the axial
// metric ("R (U D') F2"), else plain face turns.
std::string alg_text(const Alg& alg, Metric m);

struct SolveRequest {
  Puzzle puzzle = Puzzle::Cube3;
  // The cube to solve. For the 2x2x2 only the corners matter (edges are solved), normalised
  // so that the DBL corner is in place.
  CubieCube cube;
  int max_length = -1;      // stop when a solution this short is found; -1 = solver default
  double time_limit_s = 0;  // 0 = solver default / none
  // Whether the time limit also bounds building the solver's tables on first use (the
  // server's requests: someone waits for the answer). Otherwise it counts from the end of
  // the loading, and a first solve may build for minutes before it starts.
  bool time_limit_covers_tables = false;
  int threads = 1;
  int count = 1;                 // number of distinct solutions wanted
  std::optional<uint64_t> seed;  // run_solver draws one for a seeded solver when none is given
  Metric metric = Metric::Htm;   // refused by run_solver when the solver does not support it
  // What must be reached (goal.h: the whole cube, or part of it in some orientations) and
  // the turns a solution may use; refused by run_solver when the solver cannot honour them.
  Goal goal;
  MoveSet moves;
  std::map<std::string, std::string> options;  // validated against Solver::options()
  // With a robot cost (robot_cost.h), run_solver gives each solution its cost and ranks the
  // solutions by it, cheapest first.
  std::optional<RobotCost> robot_cost;
  const CancelToken* cancel = nullptr;
  std::function<void(const Progress&)> progress;  // may be empty; called from any thread
};

enum class SolveStatus { Solved, NoSolution, TimedOut, Cancelled, Error };
const char* status_name(SolveStatus s);  // "solved", "no_solution", "timed_out", ...

// One operator of a stage (a search, a setup turn, a macro), for step-by-step views.
struct StageStep {
  Alg alg;
  std::string note;      // what it did
  std::string facelets;  // the cube after it
  int moves_so_far = 0;  // the running move count after it
};

struct Stage {
  std::string name;  // "phase 1", "G1 -> G2", "stage 3: middle layer"
  Alg alg;
  std::string note;              // one-line human explanation
  std::vector<StageStep> steps;  // each operator, from the solvers that trace them (beginner)
  // A step solver's goal as the stage reaches it, as a facelet mask (Goal::mask_reached):
  // the stickers it solves; "" for the others.
  std::string mask;
  Stage() = default;
  Stage(std::string name, Alg alg, std::string note, std::vector<StageStep> steps = {})
      : name(std::move(name)),
        alg(std::move(alg)),
        note(std::move(note)),
        steps(std::move(steps)) {}
};

struct SolveResult {
  SolveStatus status = SolveStatus::Error;
  Alg solution;                // verified by run_solver
  std::vector<Alg> solutions;  // with count > 1: all distinct solutions found, best first
  // With a robot cost in the request (filled by run_solver): the milliseconds of each of
  // `solutions`, and of `solution`, the cheapest; empty without one.
  std::vector<double> robot_costs_ms;
  std::optional<double> robot_cost_ms;
  bool proven_optimal = false;
  std::vector<Stage> stages;
  std::vector<std::string> masks;  // as Stage::mask, for each of solutions (or the solution)
  std::string message;             // why it failed, or a note
  Metric metric = Metric::Htm;     // the metric it was solved in (filled by run_solver)
  std::optional<uint64_t> seed;    // a seeded solver's seed, to repeat the run (run_solver)
  // Filled by run_solver: elapsed_ms is the solve alone, load_ms the loading (or, on first
  // use, building) of the tables it needs (Solver::prepare) before it. A solver that loads
  // a table only once solving shows it needs it sets load_ms to that time, which run_solver
  // then counts as loading, not solving.
  double elapsed_ms = 0;
  double load_ms = 0;
  // Solver-specific numbers: "nodes", "generations", "evaluations", "best_fitness", ...
  std::map<std::string, double> stats;
};

// What a solver is and what it honours, fixed when it is made: the registry lists it, help and
// the API show it, run_solver checks each request against it before the solver sees it.
struct SolverTraits {
  std::string name;
  std::string description;
  const OptionSet* options = nullptr;  // its options, declared once (options.h); null: none
  Puzzle puzzle = Puzzle::Cube3;
  // The metrics whose lengths the solver minimises; another is refused (E_OPTION) rather
  // than silently ignored. Every solver supports HTM.
  std::vector<Metric> metrics = {Metric::Htm};
  // Whether it honours a partial goal (SolveRequest::goal) or a restricted move set
  // (SolveRequest::moves); run_solver refuses them otherwise (E_OPTION).
  bool goals = false;
  bool move_sets = false;
  // A stochastic solver: run_solver gives it a seed when the request has none and reports
  // it, so that every run can be repeated.
  bool seeded = false;
  // An "anytime" solver: with a time limit and no length target it answers at once and then
  // keeps improving until the time is up, so a caller who wants a quick answer gives it a
  // short time limit rather than a long one (the web app does).
  bool anytime = false;
  // The stored tables (tables/store.h names; "goal-*" for the goal solver's, named by their
  // pattern) that a solve of this request loads or builds: what cubelab::unavailable reads
  // to tell, without loading them, whether this process can run it. Unset: none.
  std::function<std::vector<std::string>(const SolveRequest&)> stored_tables = nullptr;
};

class Solver {
 public:
  explicit Solver(SolverTraits traits) : traits_(std::move(traits)) {}
  virtual ~Solver() = default;
  const std::string& name() const { return traits_.name; }
  Puzzle puzzle() const { return traits_.puzzle; }
  const std::string& description() const { return traits_.description; }
  const OptionSet& options() const {
    return traits_.options ? *traits_.options : OptionSet::none();
  }
  bool supports(Metric metric) const;
  bool supports_goals() const { return traits_.goals; }
  bool supports_move_sets() const { return traits_.move_sets; }
  bool seeded() const { return traits_.seeded; }
  bool anytime() const { return traits_.anytime; }
  std::vector<std::string> stored_tables(const SolveRequest& request) const {
    return traits_.stored_tables ? traits_.stored_tables(request) : std::vector<std::string>{};
  }
  // Loads, or builds on first use, the tables a solve of this request will need, so that
  // run_solver can time the solve apart from them (SolveResult::load_ms). Reads the same
  // options as solve (they choose tables in some solvers); a solver that decides lazily
  // which tables it needs loads here only those it certainly needs. Called by run_solver
  // after its checks, before solve; may throw what get_table throws (tables/store.h).
  virtual void prepare(const SolveRequest& request) { (void)request; }
  // Solve request.cube to solved. Called through run_solver(), which has already checked
  // the options and cube, and which verifies the answer.
  virtual SolveResult solve(const SolveRequest& request) = 0;

 private:
  SolverTraits traits_;
};

// A solver that is only its traits and two functions (most families: what they keep between
// solves, their tables, lives in the table store, not in the solver). `prepare` is as
// Solver::prepare; without it nothing is loaded before the solve.
std::unique_ptr<Solver> make_solver(SolverTraits traits,
                                    std::function<void(const SolveRequest&)> prepare,
                                    std::function<SolveResult(const SolveRequest&)> solve);
std::unique_ptr<Solver> make_solver(SolverTraits traits,
                                    std::function<SolveResult(const SolveRequest&)> solve);

// Deadline and cancellation helper for search loops.
class StopCondition {
 public:
  explicit StopCondition(const SolveRequest& r);
  // True when the time limit has passed, cancellation was requested or a table of the
  // process was found damaged (tables::damage_found: a search bounded by wrong values can
  // run for ever, and nothing it concludes could be claimed). Cheap enough to call every
  // few thousand nodes.
  bool should_stop() const;
  bool timed_out() const;
  bool cancelled() const { return cancel_ && cancel_->cancelled(); }
  bool damaged() const;
  double elapsed_s() const;
  // Why it stopped: "cancelled", "a table was found damaged" or "time limit reached".
  const char* reason() const {
    return cancelled() ? "cancelled"
           : damaged() ? "a table was found damaged"
                       : "time limit reached";
  }
  // The result of a solve this condition stopped: Cancelled, Error (a damaged table) or
  // TimedOut, with `message` (what was not reached), else the reason.
  SolveResult stopped_result(std::string message = {}) const;

 private:
  std::chrono::steady_clock::time_point start_;
  std::optional<std::chrono::steady_clock::time_point> deadline_;
  const CancelToken* cancel_;
};

}  // namespace cubelab
