#pragma once
// The threads of one solve, so that a population's evaluations and local searches can be
// spread over request.threads cores (the threads themselves come from the process-wide
// pool, base/thread_pool.h: parallel_for). Work items are indexed; what an item computes must
// depend only on its index (each population slot has its own random stream), which keeps results
// identical for any number of threads.
#include <functional>

namespace cubelab::meta {

class Workers {
 public:
  explicit Workers(int threads) : threads_(threads < 1 ? 1 : threads) {}

  int threads() const { return threads_; }
  // Runs fn(i) for every i in [0, n) and returns when all are done. The calling thread
  // works too. With one thread, or `parallel` false (work too small to be worth waking
  // threads for), everything runs on the calling thread.
  void for_each(int n, const std::function<void(int)>& fn, bool parallel = true) const;

 private:
  int threads_;
};

}  // namespace cubelab::meta
