#pragma once
// Packed pruning-table entries: 4 bits per entry (two per byte, 15 = "not reached yet"), or
// 2 bits (a distance mod 3, below).
// Readers use nibble(); builders running on several threads write with claim_nibble(),
// which only ever turns a 15 into a distance, so concurrent writers of one BFS level (who
// all write the same value) never corrupt a neighbouring entry of the same byte.
#include <cstdint>
#include <span>
#include <vector>

namespace cubelab::tables {

constexpr uint8_t kNibbleEmpty = 15;

constexpr uint64_t nibble_bytes(uint64_t entries) { return (entries + 1) / 2; }

inline uint8_t nibble(const uint8_t* table, uint64_t i) {
  return (table[i >> 1] >> ((i & 1) * 4)) & 15;
}

// Sets entry i to `value` if it is still empty. Returns true when this call set it.
// (The GCC/clang atomic built-ins rather than std::atomic_ref, which the C++ library of
// Debian's emscripten, libc++ 14, lacks.)
inline bool claim_nibble(uint8_t* table, uint64_t i, uint8_t value) {
  const int shift = static_cast<int>(i & 1) * 4;
  uint8_t* byte = &table[i >> 1];
  if (((__atomic_load_n(byte, __ATOMIC_RELAXED) >> shift) & 15) != kNibbleEmpty) return false;
  uint8_t old = __atomic_fetch_and(byte, static_cast<uint8_t>(~((kNibbleEmpty ^ value) << shift)),
                                   __ATOMIC_RELAXED);
  return ((old >> shift) & 15) == kNibbleEmpty;
}

// 2 bits per entry (four per byte, 3 = "not reached yet"): a distance mod 3, for a table
// whose reader knows the distance of a neighbour of each state it reads (one move changes
// the distance by at most one: distance_near). Written with claim_crumb, as claim_nibble.
constexpr uint8_t kCrumbEmpty = 3;

constexpr uint64_t crumb_bytes(uint64_t entries) { return (entries + 3) / 4; }

inline uint8_t crumb(const uint8_t* table, uint64_t i) {
  return (table[i >> 2] >> ((i & 3) * 2)) & 3;
}

inline bool claim_crumb(uint8_t* table, uint64_t i, uint8_t value) {
  const int shift = static_cast<int>(i & 3) * 2;
  uint8_t* byte = &table[i >> 2];
  if (((__atomic_load_n(byte, __ATOMIC_RELAXED) >> shift) & 3) != kCrumbEmpty) return false;
  uint8_t old = __atomic_fetch_and(byte, static_cast<uint8_t>(~((kCrumbEmpty ^ value) << shift)),
                                   __ATOMIC_RELAXED);
  return ((old >> shift) & 3) == kCrumbEmpty;
}

// The distance of a state one move from a state at distance `d`, from its entry `mod3`: of
// d - 1, d and d + 1, the one with that remainder.
constexpr int distance_near(uint8_t mod3, int d) {
  const int up = (mod3 - d % 3 + 3) % 3;  // 0: d, 1: d + 1, 2: d - 1
  return up == 2 ? d - 1 : d + up;
}

// count[d] = entries holding d (empty entries not counted).
std::vector<uint64_t> nibble_histogram(std::span<const uint8_t> table, uint64_t entries);

}  // namespace cubelab::tables
