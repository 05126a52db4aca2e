#pragma once
// The batch runner: a list of cubes solved in parallel, each result collected as it finishes.
// solve_batch is the part every "solve a list" command shares (`solve --file`, `bench`, the
// experiments of lab/); run_bench puts every solver on the same cubes, verifies every
// solution again here (independently of run_solver) and keeps per-cube results for reports
// and charts.
#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "cubelab/base/thread_pool.h"
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/solve/solver.h"

namespace cubelab::bench {

// When solve_batch hands a result over.
enum class Delivery {
  AsFinished,    // at once: appending to a file, counting progress
  InInputOrder,  // once it and every result before it are done: printing in input order
};

// Runs solve(i) for every i in [0, count) on `threads` threads of the process-wide pool
// (parallel_for: items handed out one at a time, so slow cubes balance themselves) and passes
// each result to deliver(i, result) as `delivery` says. solve runs concurrently with itself;
// deliver is called under one lock, one call at a time, so it may print or append without
// locking. An exception from either is rethrown here (the first one).
template <typename Solve, typename Deliver>
void solve_batch(int threads, size_t count, Solve&& solve, Deliver&& deliver,
                 Delivery delivery = Delivery::AsFinished) {
  using Result = std::decay_t<std::invoke_result_t<Solve&, size_t>>;
  std::mutex mu;
  // InInputOrder: results that finished before an earlier one, held until it is delivered.
  std::vector<std::optional<Result>> waiting(delivery == Delivery::InInputOrder ? count : 0);
  size_t next_in_order = 0;
  parallel_for(threads, count, [&](uint64_t item, int) {
    const size_t i = static_cast<size_t>(item);
    Result result = solve(i);
    std::lock_guard lock(mu);
    if (delivery == Delivery::AsFinished) {
      deliver(i, result);
      return;
    }
    waiting[i] = std::move(result);
    for (; next_in_order < count && waiting[next_in_order]; ++next_in_order) {
      deliver(next_in_order, *waiting[next_in_order]);
      waiting[next_in_order].reset();
    }
  });
}

// solve_batch over inputs read one at a time, for input that may be a pipe or have no end:
// a free thread takes the next input with next(input) (under a lock; false at the end), so
// input is read only as fast as it is solved and never held whole, and an answer goes out
// as soon as it and those before it are done (a pipe written a line at a time gets its
// answers a line at a time). Results are delivered in input order, each with its 0-based
// place; at most kMaxAhead results wait for an earlier one (a slow cube), beyond that the
// threads wait for it too. An exception from next, solve or deliver stops every thread and is
// rethrown here.
template <typename Input, typename Next, typename Solve, typename Deliver>
void solve_stream(int threads, Next&& next, Solve&& solve, Deliver&& deliver) {
  constexpr size_t kMaxAhead = 4096;
  using Result = std::decay_t<std::invoke_result_t<Solve&, const Input&>>;
  std::mutex read_mu, deliver_mu;
  std::condition_variable caught_up;
  std::map<size_t, Result> waiting;  // finished before an earlier input
  std::atomic<size_t> taken{0};      // inputs read (written under read_mu)
  size_t next_in_order = 0;          // results delivered (under deliver_mu)
  std::atomic<bool> stop{false};     // an exception somewhere: every thread ends
  run_on_threads(std::clamp(threads, 1, max_useful_threads()), [&](int) {
    try {
      for (;;) {
        Input input;
        size_t i;
        {
          std::unique_lock lock(deliver_mu);
          caught_up.wait(lock, [&] { return stop || taken - next_in_order < kMaxAhead; });
          if (stop) return;
        }
        {
          std::lock_guard lock(read_mu);
          if (stop || !next(input)) return;
          i = taken++;
        }
        Result result = solve(input);
        std::lock_guard lock(deliver_mu);
        if (stop) return;
        waiting.emplace(i, std::move(result));
        for (auto it = waiting.begin(); it != waiting.end() && it->first == next_in_order;
             it = waiting.erase(it), ++next_in_order)
          deliver(it->first, it->second);
        caught_up.notify_all();
      }
    } catch (...) {
      {
        std::lock_guard lock(deliver_mu);
        stop = true;
      }
      caught_up.notify_all();
      throw;
    }
  });
}

struct BenchInput {
  std::string text;  // as given (facelets, moves), shown in reports
  CubieCube cube;
  // This cube's seed for seeded solvers, instead of the BenchConfig's: experiments that
  // repeat a run with seed i on cube i.
  std::optional<uint64_t> seed = std::nullopt;
};

struct SolverRun {
  // A solver of the 3x3x3 or the 2x2x2, run directly; null for a puzzle solved through the
  // facade (BenchConfig::puzzle), whose solver the label names.
  Solver* solver = nullptr;
  std::map<std::string, std::string> options;  // this solver's own options
  std::string label;                           // "twophase" or "thistlethwaite{beam=4}"
  std::string solver_name() const {
    return solver ? solver->name() : label.substr(0, label.find('{'));
  }
};

struct BenchConfig {
  // What every solve is asked: the puzzle, max_length, time_limit_s, threads (of each solve:
  // one cube's search split over them), seed, metric, goal (the whole cube or part of it)
  // and moves (the turns allowed). The runner fills in the cube, the solver's options and a
  // cube's own seed; robot costs are priced here, not by run_solver.
  SolveRequest request;
  // A puzzle beyond the 3x3x3 and the 2x2x2 by the facade's name ("4x4x4", "skewb", ...),
  // solved through the facade (cubelab::solve, the request's fields passed on), each
  // solution verified by applying it to the input with cubelab::Cube; its inputs are texts
  // only (BenchInput::cube unused). Empty for request.puzzle's, solved by each run's Solver.
  std::string puzzle;
  bool through_facade() const { return !puzzle.empty(); }
  // The request's metric as the facade reads it: request.metric's name, or a big cube's own
  // ("obtm", "sltm"), which a SolveRequest has no value for.
  std::string metric = "htm";
  // The puzzle's solutions are counted in single-layer turns too (CubeResult::length_sltm):
  // the big cubes'.
  bool counts_sltm = false;
  std::string puzzle_name() const {
    return puzzle.empty() ? cubelab::puzzle_name(request.puzzle) : puzzle;
  }
  int threads = 1;  // cubes solved in parallel
  // Keep each stage's operator trace (the cube after every step): what `bench --json`
  // prints, and a few KiB a cube, so off for long runs that only need the stages.
  bool keep_steps = false;
  // What each solution costs a robot (robot_cost.h); the defaults unless given.
  RobotCost robot_cost;
};

struct CubeResult {
  size_t index = 0;
  SolveStatus status = SolveStatus::Error;
  bool verified = false;  // checked here by applying the solution
  int length_htm = -1, length_qtm = -1, length_axial = -1;
  int length_sltm = -1;       // with BenchConfig::counts_sltm
  double robot_cost_ms = -1;  // of the solution, by BenchConfig::robot_cost
  double elapsed_ms = 0;      // the solve (what the statistics are about)
  double load_ms = 0;         // loading or building the solver's tables first (the first cube's)
  // Processor time of the whole process while this cube was solved (std::clock), all the
  // solve's threads together: measured only when cubes are solved one at a time
  // (BenchConfig::threads 1; with several at once it would add up theirs), else -1.
  double cpu_ms = -1;
  bool proven_optimal = false;
  std::string solution, message;
  std::map<std::string, double> stats;
  std::vector<Stage> stages;  // of a verified solution; steps only with keep_steps
};

struct SolverResults {
  std::string label;
  std::vector<CubeResult> cubes;  // in input order
};

// Called after each finished cube with (done, total) over all solvers and the cube's result
// (of the solver being run), one call at a time.
using BenchProgress = std::function<void(size_t done, size_t total, const CubeResult& finished)>;

std::vector<SolverResults> run_bench(const std::vector<SolverRun>& runs,
                                     const std::vector<BenchInput>& inputs,
                                     const BenchConfig& config,
                                     const BenchProgress& progress = nullptr);

}  // namespace cubelab::bench
