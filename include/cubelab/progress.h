#pragma once
// What a caller hands a running solve besides the request: a token to cancel it and the
// progress it reports. The same types serve the facade and every solver behind it. And the
// bar that shows long work on a terminal (table builds, benchmarks, batches) and the
// throttle that keeps reports to about ten a second, for cubelab's programs and any built on
// it.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>

namespace cubelab {

// Cooperative cancellation: solvers poll it (cheaply) and stop with status "cancelled",
// answering with the best solution found so far where they have one.
class CancelToken {
 public:
  void cancel() { cancelled_.store(true, std::memory_order_relaxed); }
  bool cancelled() const { return cancelled_.load(std::memory_order_relaxed); }

 private:
  std::atomic<bool> cancelled_{false};
};

// One report of a running solve; fields a solver does not know stay at -1 or empty.
struct Progress {
  std::string phase;     // e.g. "phase 1", "depth 17", "generation", "building table"
  double fraction = -1;  // 0..1 when known, else -1
  int64_t nodes = 0;     // nodes or evaluations so far
  int generation = -1;   // for population methods
  double best_fitness = -1;
  int depth = -1;
  std::string message;
};

// Lets a report through at most once per interval, and always when forced (a new phase, a
// new depth, the end). Thread-safe.
class ReportThrottle {
 public:
  explicit ReportThrottle(std::chrono::milliseconds interval = std::chrono::milliseconds(100))
      : interval_(interval) {}
  // True when a report should go out now; then the interval starts again.
  bool due(bool force = false);

 private:
  std::chrono::milliseconds interval_;
  std::mutex mu_;
  std::chrono::steady_clock::time_point last_{};
  bool reported_ = false;
};

// A labelled progress bar on stderr. On a terminal: "label [#####.....]  45% detail  elapsed
// 3 s  ETA 4 s", redrawn in place at most ten times a second. Elsewhere: a plain line when a
// further quarter of the work is done and 5 s have passed since the last one, so that short
// work prints nothing and long work a few lines. Thread-safe; progress never goes backwards.
class ProgressBar {
 public:
  enum class Output { Auto, Terminal, Lines, Off };  // Auto: Terminal when stderr is a tty
  explicit ProgressBar(std::string label, Output output = Output::Auto);
  void update(double fraction, const std::string& detail = {});
  void update(uint64_t done, uint64_t total);  // detail "done/total"
  // Ends the bar's line (on a terminal) and prints `line` on its own, when given.
  void finish(const std::string& line = {});
  // Restarts the clock (for a bar made before its work begins).
  void restart();

 private:
  void draw(double fraction, const std::string& detail, std::chrono::steady_clock::time_point now);

  std::string label_;
  Output output_;
  std::mutex mu_;
  std::chrono::steady_clock::time_point start_, last_draw_;
  double fraction_ = 0, last_line_fraction_ = 0;
  bool drawn_ = false;
};

// "3.0 MiB", "465.0 MiB", "2.42 GiB".
std::string human_bytes(uint64_t bytes);

}  // namespace cubelab
