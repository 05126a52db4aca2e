#include "cubelab/base/thread_pool.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace cubelab {
namespace {

// How long a thread that has nothing to do keeps polling before it sleeps. Searches that
// hand out work in many short rounds (a memetic generation, a two-phase solve) come back
// within this time, and a polling thread starts at once, where waking a sleeping one costs
// tens of microseconds on a virtual machine: more than a round's work.
constexpr auto kSpin = std::chrono::microseconds(300);

void pause() {
#if defined(__x86_64__) || defined(__i386__)
  _mm_pause();
#else
  std::this_thread::yield();
#endif
}

// Polls `done` until it returns true or kSpin has passed; returns its last answer.
template <typename Done>
bool spin_until(Done done) {
  const auto until = std::chrono::steady_clock::now() + kSpin;
  for (int i = 0;; ++i) {
    if (done()) return true;
    pause();
    if (i % 64 == 63 && std::chrono::steady_clock::now() >= until) return done();
  }
}

class ThreadPool {
 public:
  // Queues a task for a pooled thread. Every queued task gets a thread of its own at once
  // (a task may wait for others), so when no thread is idle one is started; when that is
  // impossible (the pool's cap, or the system refuses a new thread) the task is not queued
  // and false is returned: the caller still owns what the task refers to.
  bool submit(std::function<void()> task) {
    std::lock_guard lock(mu_);
    if (idle_ <= static_cast<int>(tasks_.size())) {
      if (threads_ >= limit_.load()) return false;
      try {
        std::thread([this] { work(); }).detach();
      } catch (const std::system_error&) {
        return false;
      }
      ++threads_;
    }
    tasks_.push_back(std::move(task));
    queued_.store(static_cast<int>(tasks_.size()), std::memory_order_release);
    wake_.notify_one();  // cheap when every idle thread is polling, not sleeping
    return true;
  }

  void set_limit(int threads) { limit_.store(std::max(0, threads)); }
  int threads() {
    std::lock_guard lock(mu_);
    return threads_;
  }

 private:
  void work() {
    std::unique_lock lock(mu_);
    for (;;) {
      ++idle_;
      if (tasks_.empty()) {
        lock.unlock();
        spin_until([&] { return queued_.load(std::memory_order_acquire) > 0; });
        lock.lock();
        wake_.wait(lock, [&] { return !tasks_.empty(); });
      }
      --idle_;
      std::function<void()> task = std::move(tasks_.front());
      tasks_.pop_front();
      queued_.store(static_cast<int>(tasks_.size()), std::memory_order_release);
      lock.unlock();
      task();
      lock.lock();
    }
  }

  std::mutex mu_;
  std::condition_variable wake_;
  std::deque<std::function<void()>> tasks_;
  std::atomic<int> queued_{0};  // tasks_.size(), readable without the lock
  int idle_ = 0;                // threads polling or sleeping
  int threads_ = 0;             // threads started (they never end)
  std::atomic<int> limit_{kDefaultPoolThreads};
};

// Never destroyed: its threads sleep until the process ends.
ThreadPool& pool() {
  static ThreadPool* p = new ThreadPool;
  return *p;
}

}  // namespace

void set_pool_thread_limit(int threads) { pool().set_limit(threads); }

int pool_threads() { return pool().threads(); }

int max_useful_threads() {
  return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

void run_on_threads(int threads, const std::function<void(int index)>& work) {
  if (threads <= 1) {
    work(0);
    return;
  }
  std::mutex mu;
  std::condition_variable finished;
  std::atomic<int> running = threads - 1;
  std::exception_ptr error;
  auto guarded = [&](int index) {
    try {
      work(index);
    } catch (...) {
      std::lock_guard lock(mu);
      if (!error) error = std::current_exception();
    }
  };
  int started = 1;
  for (; started < threads; ++started)
    if (!pool().submit([&, i = started] {
          guarded(i);
          // Under the lock, so that the caller cannot miss the notification between its
          // check and its wait, nor return (destroying mu) before this thread is done with it.
          std::lock_guard lock(mu);
          if (running.fetch_sub(1) == 1) finished.notify_all();
        }))
      break;
  // Indices that got no thread run here, one after another, before index 0: the work is
  // done with fewer threads, never dropped, and this frame outlives every queued task.
  for (int i = started; i < threads; ++i) {
    guarded(i);
    running.fetch_sub(1);
  }
  guarded(0);
  // The others usually finish about when this thread does: poll before sleeping.
  spin_until([&] { return running.load(std::memory_order_acquire) == 0; });
  std::unique_lock lock(mu);
  finished.wait(lock, [&] { return running.load() == 0; });
  if (error) std::rethrow_exception(error);
}

}  // namespace cubelab
