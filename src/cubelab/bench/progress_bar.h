#pragma once
// A one-line progress bar with percentage and ETA, redrawn in place on a terminal.
#include <chrono>
#include <cstdio>
#include <string>

namespace cubelab {

class ProgressBar {
 public:
  // Draws only when `enabled` (normally: stderr is a terminal).
  ProgressBar(std::string label, bool enabled);
  void update(size_t done, size_t total);
  void finish();

 private:
  std::string label_;
  bool enabled_;
  std::chrono::steady_clock::time_point start_, last_draw_;
  bool drawn_ = false;
};

}  // namespace cubelab
