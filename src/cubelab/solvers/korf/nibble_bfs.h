#pragma once
// Multi-threaded breadth-first search that fills a table of 4-bit distances (two entries a
// byte, low nibble first; 15 = not reached yet). Used for Korf's pattern databases, whose
// 88 million and 42 million states are too many for the byte-per-entry BFS of
// tables/distance_table.h.
//
// Each level is one parallel sweep over the table. Early levels push: every state at
// distance d marks its unvisited neighbours d+1. Once the frontier is large, the sweep pulls
// instead: every unvisited state looks for a neighbour at distance d (the move set is closed
// under inverses, so neighbours and predecessors coincide). Writes use atomic byte AND, so
// two threads setting the two nibbles of one byte never lose an update.
#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <span>
#include <thread>
#include <vector>

namespace cubelab::korf {

constexpr uint8_t kNibbleUnvisited = 15;

inline uint8_t get_nibble(const uint8_t* table, uint64_t i) {
  return table[i >> 1] >> ((i & 1) * 4) & 15;
}

// Loads that are well defined while other threads write the same bytes.
inline uint8_t get_nibble_atomic(uint8_t* table, uint64_t i) {
  uint8_t byte = std::atomic_ref<uint8_t>(table[i >> 1]).load(std::memory_order_relaxed);
  return byte >> ((i & 1) * 4) & 15;
}

// Sets an unvisited (15) entry to v; returns true when this call changed it.
inline bool set_unvisited_nibble(uint8_t* table, uint64_t i, uint8_t v) {
  const int shift = (i & 1) * 4;
  const uint8_t mask = static_cast<uint8_t>(~((15 ^ v) << shift));
  uint8_t old = std::atomic_ref<uint8_t>(table[i >> 1]).fetch_and(mask, std::memory_order_relaxed);
  return (old >> shift & 15) == kNibbleUnvisited;
}

// Called after each level: (depth, states at that depth, states reached so far).
using BfsProgress = std::function<void(int, uint64_t, uint64_t)>;

// `expand(state, out)` writes the neighbours of `state` into `out` (size >= moves) and
// returns how many it wrote. Returns the histogram of distances. `table` must hold
// (size + 1) / 2 bytes; it is overwritten.
template <class Expand>
std::vector<uint64_t> nibble_bfs(std::span<uint8_t> table, uint64_t size, uint64_t goal,
                                 int moves, const Expand& expand, int threads,
                                 const BfsProgress& progress = nullptr) {
  std::fill(table.begin(), table.end(), uint8_t{0xFF});
  uint8_t* t = table.data();
  set_unvisited_nibble(t, goal, 0);
  std::vector<uint64_t> histogram{1};
  uint64_t reached = 1;
  threads = std::max(1, threads);
  constexpr uint64_t kChunk = uint64_t{1} << 16;  // even, so a byte never spans two chunks
  const uint64_t chunks = (size + kChunk - 1) / kChunk;
  if (progress) progress(0, 1, 1);
  for (int d = 0; histogram.back() > 0 && d + 1 < kNibbleUnvisited; ++d) {
    const uint64_t frontier = histogram.back(), unvisited = size - reached;
    const bool pull = frontier > unvisited / 4;
    std::atomic<uint64_t> next_chunk{0}, found{0};
    auto work = [&] {
      std::vector<uint64_t> nb(static_cast<size_t>(moves));
      uint64_t local = 0;
      for (uint64_t c; (c = next_chunk.fetch_add(1)) < chunks;) {
        const uint64_t begin = c * kChunk, end = std::min(size, begin + kChunk);
        for (uint64_t i = begin; i < end; ++i) {
          const uint8_t v = get_nibble_atomic(t, i);
          if (pull) {
            if (v != kNibbleUnvisited) continue;
            int n = expand(i, nb.data());
            for (int k = 0; k < n; ++k)
              if (get_nibble_atomic(t, nb[k]) == d) {
                if (set_unvisited_nibble(t, i, static_cast<uint8_t>(d + 1))) ++local;
                break;
              }
          } else {
            if (v != d) continue;
            int n = expand(i, nb.data());
            for (int k = 0; k < n; ++k)
              if (get_nibble_atomic(t, nb[k]) == kNibbleUnvisited &&
                  set_unvisited_nibble(t, nb[k], static_cast<uint8_t>(d + 1)))
                ++local;
          }
        }
      }
      found.fetch_add(local);
    };
    std::vector<std::thread> pool;
    for (int k = 1; k < threads; ++k) pool.emplace_back(work);
    work();
    for (auto& th : pool) th.join();
    histogram.push_back(found.load());
    reached += found.load();
    if (progress) progress(d + 1, found.load(), reached);
  }
  if (histogram.back() == 0) histogram.pop_back();
  return histogram;
}

}  // namespace cubelab::korf
