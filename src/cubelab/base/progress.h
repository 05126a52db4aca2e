#pragma once
// Progress, one way everywhere: a ReportThrottle decides when a report goes out (solver
// progress to the CLI, the HTTP API's event streams and the web page's worker, at most about
// ten a second), and a ProgressBar shows long work (table builds, benchmarks) on stderr: a bar
// redrawn in place on a terminal, an occasional plain line otherwise (logs stay readable).
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>

namespace cubelab {

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
