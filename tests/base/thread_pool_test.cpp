#include "cubelab/base/thread_pool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <thread>
#include <vector>

namespace cubelab {
namespace {

TEST(RunOnThreads, EveryIndexRunsOnceAndAllHaveReturned) {
  for (int threads : {1, 2, 5}) {
    std::vector<std::atomic<int>> runs(threads);
    run_on_threads(threads, [&](int i) { ++runs[i]; });
    for (int i = 0; i < threads; ++i) EXPECT_EQ(runs[i].load(), 1) << threads << " " << i;
  }
}

TEST(RunOnThreads, ThreadsRunAtTheSameTime) {
  // Each call waits for the other: this only returns if both run concurrently.
  std::atomic<int> arrived{0};
  run_on_threads(2, [&](int) {
    ++arrived;
    while (arrived.load() < 2) {
    }
  });
  EXPECT_EQ(arrived.load(), 2);
}

TEST(RunOnThreads, NestedAndRepeatedCallsDoNotStarve) {
  std::atomic<int> leaves{0};
  for (int round = 0; round < 20; ++round)
    run_on_threads(3, [&](int) { run_on_threads(3, [&](int) { ++leaves; }); });
  EXPECT_EQ(leaves.load(), 20 * 9);
}

TEST(RunOnThreads, AnExceptionReachesTheCaller) {
  EXPECT_THROW(run_on_threads(3,
                              [](int i) {
                                if (i == 2) throw std::runtime_error("boom");
                              }),
               std::runtime_error);
  // The pool still works afterwards.
  std::atomic<int> n{0};
  run_on_threads(3, [&](int) { ++n; });
  EXPECT_EQ(n.load(), 3);
}

// Issue 23, item 3: when no thread can be started (the pool's cap stands in for a system
// that refuses one), the work still runs, on the calling thread, and nothing queued
// outlives the call (under AddressSanitizer a task left behind reads a dead stack frame).
TEST(RunOnThreads, RefusedThreadsRunTheirWorkOnTheCaller) {
  const int before = pool_threads();
  set_pool_thread_limit(before);  // no new thread from now on
  for (int round = 0; round < 3; ++round) {
    const int n = before + 6;
    std::vector<std::atomic<int>> runs(n);
    std::atomic<int> running{n - 1};
    // Index 0 waits for the others, as the parallel IDA's watcher does.
    run_on_threads(n, [&](int i) {
      ++runs[i];
      if (i > 0)
        --running;
      else
        while (running.load() > 0) std::this_thread::yield();
    });
    for (int i = 0; i < n; ++i) EXPECT_EQ(runs[i].load(), 1) << i;
  }
  EXPECT_EQ(pool_threads(), before);
  set_pool_thread_limit(kDefaultPoolThreads);
}

TEST(RunOnThreads, SolverThreadsAreCappedAtTheMachine) {
  EXPECT_GE(max_useful_threads(), 1);
  EXPECT_EQ(max_useful_threads(),
            std::max(1, static_cast<int>(std::thread::hardware_concurrency())));
}

TEST(ParallelFor, EveryItemRunsExactlyOnceWithAValidThreadIndex) {
  for (int threads : {1, 2, 4}) {
    for (uint64_t count : {0u, 1u, 3u, 1000u}) {
      std::vector<std::atomic<int>> runs(count);
      std::atomic<int> bad_thread{0};
      parallel_for(threads, count, [&](uint64_t item, int thread) {
        ++runs[item];
        if (thread < 0 || thread >= threads || uint64_t(thread) >= count) ++bad_thread;
      });
      for (uint64_t i = 0; i < count; ++i) EXPECT_EQ(runs[i].load(), 1) << threads << " " << i;
      EXPECT_EQ(bad_thread.load(), 0);
    }
  }
}

TEST(ParallelFor, PerThreadStateAddsUpToTheSerialResult) {
  const int threads = 3;
  std::vector<uint64_t> sums(threads, 0);
  parallel_for(threads, 10000, [&](uint64_t item, int thread) { sums[thread] += item; });
  uint64_t total = 0;
  for (uint64_t s : sums) total += s;
  EXPECT_EQ(total, uint64_t{10000} * 9999 / 2);
}

TEST(ParallelFor, AnExceptionReachesTheCaller) {
  EXPECT_THROW(parallel_for(2, 100,
                            [](uint64_t item, int) {
                              if (item == 50) throw std::runtime_error("boom");
                            }),
               std::runtime_error);
}

}  // namespace
}  // namespace cubelab
