#pragma once
// Phase 3's goal seen from nearby: every phase-3 state (centres.h, edges.h) within a few
// moves of the reduced cube, with its distance. Phase 3's search (search.h) looks its last
// moves up here instead of searching them, as a meet-in-the-middle search does: a node that
// many moves from the end of its depth is solved by one lookup, or cut when it is not there.
// An IDA* tree is widest near its end; within 6 moves of it (kRadius) lie two fifths of
// phase 3's nodes. Measured on 100 random 4x4x4 states, one thread (`cubelab bench -p 4x4x4
// -s cube4`, two runs each): 0.54 and 0.60 s a cube -> 0.49 and 0.50 (medians 0.38 and
// 0.42 -> 0.31 and 0.33), the same lengths (44.32-44.37 OBTM; the 3x3x3 stage's timed search
// varies); with the 3x3x3 stage searched 5 s, 30 of them 44.00 -> 43.87 OBTM (the same node
// limits reach further). A radius of 5 (121,635 states) saves less; 7 (13.4 million) would
// hold 300 MB; huge pages for its memory make no difference.
//
// Built in memory on first use, once a process (0.2 s, 36 MiB), by a breadth-first search from the
// goal over phase 3's moves (closed under inverses, so the distance from the goal is the distance
// to it). A state is keyed by 64 bits: its centre index (centres.h's phase-3 index, parity
// included; below 2^20) and its pairing's first eleven slots (edges.h; four bits each, the
// twelfth follows).
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "cubelab/cube/byte_cube.h"
#include "cubelab/solvers/cube4/centres.h"
#include "cubelab/solvers/cube4/edges.h"

namespace cubelab::cube4 {

// A phase-3 state: the three axes' centre coordinates (centres.h's split_moves), the reduced
// parity and the pairing in edges.h's vector form.
struct Phase3State {
  Bytes16 pairing;
  std::array<uint8_t, 3> axis;
  uint8_t parity;
};

inline uint64_t phase3_centre_index(const Phase3State& s) {
  return ((s.axis[0] * 70u + s.axis[1]) * 70u + s.axis[2]) * 2u + s.parity;
}

// The pairing's lanes 0..10 as nibbles (lane i at bits 4i), beside the centre index.
inline uint64_t phase3_key(const Phase3State& s) {
  uint64_t low = low_u64(s.pairing), high = high_u64(s.pairing) & 0xFF'FFFF;
  const auto nibbles = [](uint64_t x) {  // eight byte lanes, each below 16, to 32 bits
    x = (x | x >> 4) & 0x00FF'00FF'00FF'00FFull;
    x = (x | x >> 8) & 0x0000'FFFF'0000'FFFFull;
    return (x | x >> 16) & 0xFFFF'FFFFull;
  };
  return phase3_centre_index(s) << 44 | nibbles(high) << 32 | nibbles(low);
}

// The state of a cube after phase 2: its centres (c.reduced_parity_odd set) and pairing.
Phase3State phase3_state(const Centres& c, const Pairing& pairing);
// The state after phase-3 move m (centres.h's index).
Phase3State phase3_after(const Phase3State& s, int m);
// The goal: centres solved, edges paired, the reduced parity even.
Phase3State phase3_goal();

class Phase3Ball {
 public:
  static constexpr int kFar = 255;  // distance() of a state beyond the radius
  // Every state within `radius` moves of the goal.
  explicit Phase3Ball(int radius);
  // The one search.h uses (kRadius), built on first use.
  static const Phase3Ball& get();
  static constexpr int kRadius = 6;

  // What get()'s ball holds in memory: 1,278,740 states in 2^22 slots of 9 bytes (a test
  // checks it), counted with cube4's tables against a memory budget (centres.h).
  static constexpr uint64_t kBytes = (uint64_t{1} << 22) * 9;

  int radius() const { return radius_; }
  size_t size() const { return size_; }
  uint64_t bytes() const { return keys_.size() * (sizeof(uint64_t) + sizeof(uint8_t)); }
  int distance(uint64_t key) const {
    for (uint64_t i = slot(key);; i = (i + 1) & mask_) {
      if (keys_[i] == key) return distance_[i];
      if (keys_[i] == kEmpty) return kFar;
    }
  }
  // Where the lookup of `key` starts, for a prefetch.
  const void* address(uint64_t key) const { return &keys_[slot(key)]; }

 private:
  static constexpr uint64_t kEmpty = ~uint64_t{0};  // no key: the centre index is below 2^20
  uint64_t slot(uint64_t key) const { return (key * 0x9E37'79B9'7F4A'7C15ull) >> shift_ & mask_; }
  bool insert(uint64_t key, uint8_t distance);

  int radius_;
  size_t size_ = 0;
  int shift_ = 0;
  uint64_t mask_ = 0;
  std::vector<uint64_t> keys_;
  std::vector<uint8_t> distance_;
};

}  // namespace cubelab::cube4
