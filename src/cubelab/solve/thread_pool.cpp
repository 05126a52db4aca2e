#include "cubelab/solve/thread_pool.h"

#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <thread>

namespace cubelab {
namespace {

class ThreadPool {
 public:
  void submit(std::function<void()> task) {
    std::lock_guard lock(mu_);
    tasks_.push_back(std::move(task));
    // Every queued task gets a thread of its own at once: a task may wait for others.
    if (idle_ < static_cast<int>(tasks_.size()))
      std::thread([this] { work(); }).detach();
    else
      wake_.notify_one();
  }

 private:
  void work() {
    std::unique_lock lock(mu_);
    for (;;) {
      ++idle_;
      wake_.wait(lock, [&] { return !tasks_.empty(); });
      --idle_;
      std::function<void()> task = std::move(tasks_.front());
      tasks_.pop_front();
      lock.unlock();
      task();
      lock.lock();
    }
  }

  std::mutex mu_;
  std::condition_variable wake_;
  std::deque<std::function<void()>> tasks_;
  int idle_ = 0;
};

// Never destroyed: its threads sleep until the process ends.
ThreadPool& pool() {
  static ThreadPool* p = new ThreadPool;
  return *p;
}

}  // namespace

void run_on_threads(int threads, const std::function<void(int index)>& work) {
  if (threads <= 1) {
    work(0);
    return;
  }
  std::mutex mu;
  std::condition_variable finished;
  int running = threads - 1;
  std::exception_ptr error;
  auto guarded = [&](int index) {
    try {
      work(index);
    } catch (...) {
      std::lock_guard lock(mu);
      if (!error) error = std::current_exception();
    }
  };
  for (int i = 1; i < threads; ++i)
    pool().submit([&, i] {
      guarded(i);
      std::lock_guard lock(mu);
      if (--running == 0) finished.notify_all();
    });
  guarded(0);
  std::unique_lock lock(mu);
  finished.wait(lock, [&] { return running == 0; });
  if (error) std::rethrow_exception(error);
}

}  // namespace cubelab
