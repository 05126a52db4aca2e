#pragma once
// What a caller hands a running solve besides the request: a token to cancel it and the
// progress it reports. The same types serve the facade and every solver behind it.
#include <atomic>
#include <cstdint>
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

}  // namespace cubelab
