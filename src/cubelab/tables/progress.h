#pragma once
// Progress of a long table build on stderr: one line when starting (what is built, its size
// and expected time), then a bar with percent and ETA when stderr is a terminal, and one
// line when done (logs stay readable: no bar when stderr is not a terminal).
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>

namespace cubelab::tables {

class ProgressBar {
 public:
  explicit ProgressBar(std::string name);
  // `what`: build_announcement(spec, threads); `where`: the cache directory.
  void start(const std::string& what, const std::string& where);
  // Thread-safe; redraws at most ten times a second.
  void update(double fraction);
  void finish(double seconds, uint64_t bytes);

 private:
  std::string name_;
  bool tty_;
  std::mutex mu_;
  std::chrono::steady_clock::time_point start_, last_draw_;
  double fraction_ = 0;
};

std::string human_bytes(uint64_t bytes);

}  // namespace cubelab::tables
