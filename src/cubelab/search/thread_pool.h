#pragma once
// Threads kept for the life of the process, for searches that split one solve over several
// threads. Creating and joining a thread costs about 0.5 ms on the virtual machines we
// measure on (waking a sleeping one about 0.03 ms), as much as a whole two-phase solve, so
// per-solve threads made two threads slower than one (docs/results.md). An idle pooled
// thread, and a caller waiting for the others, polls for 0.3 ms before sleeping, so that
// searches handing out many short rounds of work are not slowed by wake-ups.
#include <functional>

namespace cubelab {

// Runs work(0) on the calling thread and work(1) .. work(threads - 1) on pooled threads,
// and returns when all have returned. The pool grows to what concurrent callers need, so
// nested and simultaneous calls cannot starve. An exception thrown by any call is rethrown
// here (the first one).
void run_on_threads(int threads, const std::function<void(int index)>& work);

}  // namespace cubelab
