#pragma once
// Threads kept for the life of the process, for searches that split one solve over several
// threads. Creating and joining a thread costs as much as a whole two-phase solve (waking a
// sleeping one costs far less), so per-solve threads would make two threads slower than
// one. An idle pooled thread, and a caller waiting for the others, polls for 0.3 ms before
// sleeping, so that searches handing out many short rounds of work are not slowed by
// wake-ups.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>

namespace cubelab {

// Runs work(0) on the calling thread and work(1) .. work(threads - 1) on pooled threads,
// and returns when all have returned. The pool grows to what concurrent callers need, so
// nested and simultaneous calls cannot starve. An exception thrown by any call is rethrown
// here (the first one).
//
// When a thread cannot be had (the pool is at its cap, or the system refuses to start one),
// the indices left without a thread run on the calling thread, one after another, before
// work(0): the call still does all the work, with fewer threads. So work(i) for i > 0 must
// not wait for another index (work(0) may wait for the others).
void run_on_threads(int threads, const std::function<void(int index)>& work);

// The most threads the pool keeps (default kDefaultPoolThreads); lowering it below the
// threads already started stops it from starting more. Tests use it to see what a refused
// thread start does.
constexpr int kDefaultPoolThreads = 256;
void set_pool_thread_limit(int threads);
int pool_threads();  // threads started so far

// Threads beyond the machine's hardware threads only slow a search down (they share the
// cores and the caches); requests for more are lowered to this (at least 1).
int max_useful_threads();

// Calls body(item, thread) once for every item in [0, count), spread over `threads` threads
// of the pool (thread in [0, threads), the calling thread being 0). Items are handed out one
// at a time from a shared counter, so uneven items balance themselves; callers with many tiny
// items pass chunks as items. `thread` lets a body keep per-thread state (a local count, a
// scratch buffer) without sharing it. Never starts more threads than there are items, nor
// more than max_useful_threads(). Exceptions behave as in run_on_threads.
template <typename Body>
void parallel_for(int threads, uint64_t count, Body&& body) {
  const int wanted = std::clamp(threads, 1, max_useful_threads());
  const int used = static_cast<int>(std::min<uint64_t>(wanted, count));
  if (used <= 0) return;
  std::atomic<uint64_t> next{0};
  run_on_threads(used, [&](int thread) {
    for (uint64_t item; (item = next.fetch_add(1, std::memory_order_relaxed)) < count;)
      body(item, thread);
  });
}

}  // namespace cubelab
