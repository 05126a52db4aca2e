#pragma once
// Multi-threaded breadth-first search filling a 4-bit pruning table (packed.h) over a
// large indexed state space, such as a symmetry-reduced coordinate pair (architecture.md §5).
//
// The caller describes the space by a neighbour function
//     neighbours(uint64_t i, bool all_equivalent, Emit emit)
// that calls emit(j) for the entries one move away from entry i and stops early when emit
// returns true. With all_equivalent, it must emit every entry that stands for the same
// state as a neighbour (with symmetry reduction, a class with self-symmetries has several
// entries per state).
//
// Levels run forwards (expand every entry at distance d) while the frontier is small, then
// backwards (every empty entry looks for a neighbour at distance d), which is much cheaper
// once most entries are reached. Work is split into chunks shared by ctx.threads() threads
// of the process-wide pool (parallel_for).
// Entries farther than `max_value` get max_value (a lower bound, still admissible).
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <span>
#include <vector>

#include "cubelab/base/log.h"
#include "cubelab/base/thread_pool.h"
#include "cubelab/tables/packed.h"
#include "cubelab/tables/store.h"

namespace cubelab::tables {

// True when one of the 16 nibbles of the 8 bytes at p equals v.
inline bool has_nibble(const uint8_t* p, uint8_t v) {
  uint64_t w;
  std::memcpy(&w, p, 8);
  uint64_t x = w ^ (0x1111111111111111ull * v);  // zero nibbles where w holds v
  return ((x - 0x1111111111111111ull) & ~x & 0x8888888888888888ull) != 0;
}

// Returns the number of entries at each distance.
template <typename Neighbours>
std::vector<uint64_t> build_nibble_bfs(std::span<uint8_t> table, uint64_t entries,
                                       std::span<const uint64_t> goals, Neighbours&& neighbours,
                                       BuildContext& ctx, int max_value = 14,
                                       int expected_levels = 12) {
  std::fill(table.begin(), table.end(), uint8_t{0xFF});
  std::vector<uint64_t> histogram;
  uint64_t reached = 0;
  {
    uint64_t at0 = 0;
    for (uint64_t g : goals) at0 += claim_nibble(table.data(), g, 0);
    histogram.push_back(at0);
    reached = at0;
  }
  constexpr uint64_t kChunk = 1 << 15;
  const uint64_t chunks = (entries + kChunk - 1) / kChunk;
  const int threads = std::max(1, ctx.threads());
  for (int d = 0; d + 1 < max_value && reached < entries && histogram.back() > 0; ++d) {
    const uint8_t next = static_cast<uint8_t>(d + 1);
    const uint64_t remaining = entries - reached;
    const bool backwards = histogram.back() * 3 > remaining;
    std::atomic<uint64_t> found{0};
    parallel_for(threads, chunks, [&](uint64_t c, int) {
      if (ctx.stopped()) return;
      uint64_t mine = 0;
      const uint64_t end = std::min(entries, (c + 1) * kChunk);
      const uint8_t wanted = backwards ? kNibbleEmpty : static_cast<uint8_t>(d);
      for (uint64_t i = c * kChunk; i < end; ++i) {
        // Skip 16 entries at a time when none of them holds the wanted value.
        if ((i & 15) == 0 && i + 16 <= end && !has_nibble(table.data() + i / 2, wanted)) {
          i += 15;
          continue;
        }
        const uint8_t v = nibble(table.data(), i);
        if (backwards) {
          if (v != kNibbleEmpty) continue;
          bool hit = false;
          neighbours(i, false, [&](uint64_t j) { return hit = nibble(table.data(), j) == d; });
          if (hit && claim_nibble(table.data(), i, next)) ++mine;
        } else {
          if (v != d) continue;
          neighbours(i, true, [&](uint64_t j) {
            mine += claim_nibble(table.data(), j, next);
            return false;
          });
        }
      }
      found.fetch_add(mine, std::memory_order_relaxed);
      ctx.progress(std::min(1.0, (d + double(c + 1) / chunks) / expected_levels));
    });
    if (ctx.stopped()) return histogram;  // the store discards the table (BuildStopped)
    histogram.push_back(found);
    reached += found;
    if (std::getenv("CUBELAB_BFS_DEBUG"))
      log_message(LogLevel::Info, fmt::format("bfs level {} {}: {} new, cpu {:.1f} s", d + 1,
                                              backwards ? "backwards" : "forwards", found,
                                              double(std::clock()) / CLOCKS_PER_SEC));
  }
  // Whatever is left is farther than max_value - 1.
  if (reached < entries) {
    uint64_t rest = 0;
    for (uint64_t i = 0; i < entries; ++i)
      rest += claim_nibble(table.data(), i, static_cast<uint8_t>(max_value));
    if (rest) {
      histogram.resize(max_value + 1, 0);
      histogram[max_value] += rest;
    }
  }
  while (!histogram.empty() && histogram.back() == 0) histogram.pop_back();
  ctx.progress(1);
  return histogram;
}

}  // namespace cubelab::tables
