#pragma once
// A small pool of threads kept for the duration of one solve, so that a population's
// evaluations and local searches can be spread over request.threads cores. Work items are
// indexed; what an item computes must depend only on its index (each population slot has
// its own random stream), which keeps results identical for any number of threads.
#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace cubelab::meta {

class Workers {
 public:
  explicit Workers(int threads);
  ~Workers();
  Workers(const Workers&) = delete;
  Workers& operator=(const Workers&) = delete;

  int threads() const { return static_cast<int>(pool_.size()) + 1; }
  // Runs fn(i) for every i in [0, n) and returns when all are done. The calling thread
  // works too. With one thread, or `parallel` false (work too small to be worth waking
  // threads for), everything runs on the calling thread.
  void for_each(int n, const std::function<void(int)>& fn, bool parallel = true);

 private:
  void work();
  void run_items();

  std::vector<std::thread> pool_;
  std::mutex mu_;
  std::condition_variable wake_, done_;
  const std::function<void(int)>* job_ = nullptr;
  int items_ = 0;
  std::atomic<int> next_{0};
  int busy_ = 0;        // pool threads still on the current job
  uint64_t round_ = 0;  // job counter, so a thread takes each job once
  bool quit_ = false;
};

}  // namespace cubelab::meta
