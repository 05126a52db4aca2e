#pragma once
// Several resumable depth-first searches on one thread, one step of each in turn. A table
// read that waits alone costs hundreds of nanoseconds on a typical server (anything beyond
// the L2 cache), but a tenth of that each with 16 in flight: a step starts the reads its
// search needs next, and by the search's next turn they have arrived while the others
// worked. Used by twophase and korf.
#include <cstdint>

namespace cubelab {

// Searches per thread: four measured best for twophase and korf (two gave less, eight no
// more: the core's outstanding misses are then the limit).
constexpr int kInterleavedSearches = 4;

// Runs searches 0 .. n-1 (n <= 64) until all are finished. active(i): search i has work
// under way; step(i): one step of it; start(i): gives search i its next piece of work,
// false when there is none (search i is then finished).
template <class Active, class Step, class Start>
void run_interleaved(int n, Active&& active, Step&& step, Start&& start) {
  uint64_t finished = 0;
  for (bool busy = true; busy;) {
    busy = false;
    for (int i = 0; i < n; ++i) {
      if (!active(i)) {
        if (finished >> i & 1 || !start(i)) {
          finished |= uint64_t{1} << i;
          continue;
        }
      } else {
        step(i);
      }
      busy = true;
    }
  }
}

}  // namespace cubelab
