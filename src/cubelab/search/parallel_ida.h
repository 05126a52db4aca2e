#pragma once
// Iterative deepening with all threads on one cube, shared by the optimal solvers (korf,
// optimal). Each depth bound is searched completely before the next, so the first solutions
// found are optimal. Within one bound the tree is split at a small depth into many
// independent subtrees (prefixes of a few moves that survive pruning); threads take
// subtrees from a shared counter, so a thread that drew small subtrees just takes more.
//
// The solver supplies a Worker (one per thread) with
//   int root_bound();                          // admissible lower bound of the root
//   void prefixes(int bound, int depth, std::vector<Prefix>& out);
//                                              // every prefix of `depth` moves whose node
//                                              // survives pruning under `bound`
//                                              // (collect_prefixes, prefix_walk.h)
//   void search(const Prefix& p, int bound, SearchContext& ctx);
//                                              // the subtree below p; calls ctx.solution()
// and it polls ctx.should_stop() once per expanded node (the context asks the stop
// condition every kPollInterval nodes: stop_poller.h).
#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <vector>

#include "cubelab/base/thread_pool.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/move.h"
#include "cubelab/progress.h"
#include "cubelab/search/stop_poller.h"
#include "cubelab/solve/solver.h"
#include "cubelab/tables/store.h"

namespace cubelab::ida {

constexpr int kMaxDepth = 40;  // longer than any optimal solution in either metric

struct Prefix {
  std::array<Move, 8> moves{};
  uint32_t back = 0;  // bit i set: moves[i] was chosen from the back (bidirectional search)
  int length = 0;
};

// State shared by the threads of one solve.
class SearchControl {
 public:
  SearchControl(const SolveRequest& request, int wanted)
      : stop_condition_(request), wanted_(std::max(1, wanted)) {}

  bool stopped() const { return stop_.load(std::memory_order_relaxed); }
  void request_stop() { stop_.store(true, std::memory_order_relaxed); }
  // Checks the time limit and the cancel token; called every few thousand nodes. A table
  // found damaged meanwhile (its background check failed) stops the search too: its bounds
  // can make it run for ever, and nothing it would conclude could be claimed.
  void poll() {
    if (stopped()) return;
    if (stop_condition_.should_stop()) {
      interrupted_.store(true);
      request_stop();
    } else if (tables::damage_found()) {
      damaged_.store(true);
      request_stop();
    }
  }
  bool damaged() const { return damaged_.load(); }
  bool interrupted() const { return interrupted_.load(); }
  bool cancelled() const { return stop_condition_.cancelled(); }
  double elapsed_s() const { return stop_condition_.elapsed_s(); }

  void add_nodes(int64_t n) { nodes_.fetch_add(n, std::memory_order_relaxed); }
  int64_t nodes() const { return nodes_.load(std::memory_order_relaxed); }

  void add_solution(std::span<const Move> moves) {
    std::lock_guard lock(mu_);
    if (static_cast<int>(solutions_.size()) >= wanted_) return;
    solutions_.emplace_back(moves.begin(), moves.end());
    if (static_cast<int>(solutions_.size()) >= wanted_) request_stop();
  }
  std::vector<std::vector<Move>> solutions() const {
    std::lock_guard lock(mu_);
    return solutions_;
  }

 private:
  StopCondition stop_condition_;
  int wanted_;
  std::atomic<bool> stop_{false}, interrupted_{false}, damaged_{false};
  std::atomic<int64_t> nodes_{0};
  mutable std::mutex mu_;
  std::vector<std::vector<Move>> solutions_;
};

// Per-thread view: counts nodes locally, flushes them and polls the control every
// kPollInterval nodes (search/stop_poller.h).
class SearchContext {
 public:
  // `on_poll`, when given, runs at every poll: a search on the calling thread alone reports
  // its progress from there.
  explicit SearchContext(SearchControl& control, std::function<void()> on_poll = {})
      : control_(control), on_poll_(std::move(on_poll)), poller_(kPollInterval, Poll{this}, 0) {}
  ~SearchContext() { flush(); }
  SearchContext(const SearchContext&) = delete;
  SearchContext& operator=(const SearchContext&) = delete;

  // Generated nodes (children created and evaluated).
  void count(int n) { poller_.count(n); }
  // True once the solve is over, seen at once when another thread ended it; the clock and
  // the cancel token are read at the polls.
  bool should_stop() {
    poller_.poll();
    return control_.stopped();
  }
  void solution(std::span<const Move> moves) { control_.add_solution(moves); }
  void flush() {
    control_.add_nodes(poller_.nodes() - flushed_);
    flushed_ = poller_.nodes();
  }

 private:
  static constexpr int64_t kPollInterval = 1 << 16;
  struct Poll {
    SearchContext* context;
    bool operator()() const { return context->at_poll(); }
  };
  bool at_poll() {
    flush();
    control_.poll();
    if (on_poll_) on_poll_();
    return control_.stopped();
  }

  SearchControl& control_;
  std::function<void()> on_poll_;
  search::StopPoller<Poll> poller_;
  int64_t flushed_ = 0;
};

struct Outcome {
  SolveStatus status = SolveStatus::Error;
  std::vector<std::vector<Move>> solutions;
  int depth = 0;  // the last bound searched (completely, unless interrupted)
  int64_t nodes = 0;
  double seconds = 0;
  std::string message;
};

struct Settings {
  int threads = 1;
  int wanted = 1;              // solutions to collect at the optimal length
  int max_length = -1;         // bounds above this are not searched (NoSolution)
  int step = 1;                // 2 when every solution's length has the root bound's parity
  std::string unit = "moves";  // for messages: "moves" or "quarter turns"
  // The unit of a count of one: "move", "quarter turn".
  std::string unit_one() const { return unit.substr(0, unit.size() - 1); }
};

// The result of a run as a solver's: status and message, the distinct solutions (a run
// in quarter turns prints two in a row as a half turn, so sequences that meet at a
// bidirectional search's middle may simplify to the same one), proven optimal when solved,
// and the search's numbers.
inline SolveResult to_result(Outcome out, int threads) {
  SolveResult r;
  r.status = out.status;
  r.message = std::move(out.message);
  for (auto& moves : out.solutions) {
    Alg a = Alg(std::move(moves)).simplified();
    if (std::find(r.solutions.begin(), r.solutions.end(), a) == r.solutions.end())
      r.solutions.push_back(std::move(a));
  }
  if (!r.solutions.empty()) r.solution = r.solutions.front();
  r.proven_optimal = r.status == SolveStatus::Solved;
  r.stats["nodes"] = static_cast<double>(out.nodes);
  r.stats["nodes_per_s"] = out.seconds > 0 ? out.nodes / out.seconds : 0;
  r.stats["depth"] = out.depth;
  r.stats["threads"] = threads;
  return r;
}

template <class Worker>
Outcome run(const SolveRequest& request, const Settings& settings,
            const std::function<std::unique_ptr<Worker>()>& make_worker) {
  const int threads = std::max(1, settings.threads);
  SearchControl control(request, settings.wanted);
  std::vector<std::unique_ptr<Worker>> workers;
  for (int t = 0; t < threads; ++t) workers.push_back(make_worker());
  Outcome out;
  auto report = [&](int bound) {
    if (!request.progress) return;
    Progress p;
    p.depth = bound;
    p.phase = "depth " + std::to_string(bound);
    p.nodes = control.nodes();
    double s = control.elapsed_s();
    p.message = std::to_string(static_cast<int64_t>(s > 0 ? p.nodes / s : 0)) + " nodes/s";
    request.progress(p);
  };

  for (int bound = workers[0]->root_bound();; bound += settings.step) {
    if (settings.max_length >= 0 && bound > settings.max_length) {
      out.status = SolveStatus::NoSolution;
      out.message = "no solution of " +
                    count_of(settings.max_length, settings.unit_one(), settings.unit) +
                    " or fewer exists";
      out.depth = settings.max_length;
      break;
    }
    if (bound > kMaxDepth) {
      out.status = SolveStatus::Error;
      out.message = "search exceeded the maximum depth";
      break;
    }
    out.depth = bound;
    report(bound);
    // Enough subtrees for load balance, never splitting down to the bound itself.
    std::vector<Prefix> prefixes;
    int split = 0;
    if (threads == 1 || bound < 2) {
      prefixes.push_back(Prefix{});
    } else {
      for (split = 1; split < bound && split <= 5; ++split) {
        prefixes.clear();
        workers[0]->prefixes(bound, split, prefixes);
        if (prefixes.size() >= static_cast<size_t>(48 * threads)) break;
      }
    }
    if (threads == 1) {
      // One thread searches on the calling thread: no hand-over to the pool, whose latency
      // would dominate the short searches of easy cubes and partial goals. The deadline and
      // progress are seen at the context's polls.
      ReportThrottle throttle(std::chrono::milliseconds(500));
      throttle.due();  // the interval starts now: the depth's start was just reported
      SearchContext ctx(control, [&] {
        if (throttle.due()) report(bound);
      });
      for (size_t i = 0; !control.stopped() && i < prefixes.size(); ++i)
        workers[0]->search(prefixes[i], bound, ctx);
    } else {
      std::atomic<size_t> next{0};
      std::atomic<int> running{threads};
      std::mutex mu;
      std::condition_variable cv;
      auto work = [&](Worker& w) {
        {
          SearchContext ctx(control);
          for (size_t i; !control.stopped() && (i = next.fetch_add(1)) < prefixes.size();)
            w.search(prefixes[i], bound, ctx);
        }
        if (running.fetch_sub(1) == 1) {
          std::lock_guard lock(mu);
          cv.notify_all();
        }
      };
      // The calling thread (index 0) watches the deadline and reports progress while the
      // pooled threads search.
      run_on_threads(threads + 1, [&](int index) {
        if (index > 0) return work(*workers[index - 1]);
        std::unique_lock lock(mu);
        while (!cv.wait_for(lock, std::chrono::milliseconds(500),
                            [&] { return running.load() == 0; })) {
          control.poll();  // a search stuck in a huge subtree still sees the deadline
          report(bound);
        }
      });
    }
    out.solutions = control.solutions();
    if (!out.solutions.empty()) {
      out.status = SolveStatus::Solved;
      break;
    }
    if (control.damaged()) {
      std::string problem;
      tables::loaded_tables_verified(&problem);
      out.status = SolveStatus::Error;
      out.message = "stopped: " + problem;
      break;
    }
    if (control.interrupted()) {
      out.status = control.cancelled() ? SolveStatus::Cancelled : SolveStatus::TimedOut;
      out.message = "stopped while searching depth " + std::to_string(bound) +
                    "; no solution shorter than " +
                    count_of(bound, settings.unit_one(), settings.unit);
      break;
    }
  }
  out.nodes = control.nodes();
  out.seconds = control.elapsed_s();
  report(out.depth);
  return out;
}

}  // namespace cubelab::ida
