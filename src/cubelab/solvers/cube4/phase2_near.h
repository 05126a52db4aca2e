#pragma once
// Phase 2's last moves (centres.h): its centre states within kNearDepth moves of the goal,
// 26,388 of the table's 1,801,800 (12 at 0, 34 at 1, 384 at 2, 3,354 at 3, 22,604 at 4), and
// for each the moves whose child is nearer the goal and those whose child is as near (its
// other moves' children are one move farther). Every node that close to the end of its
// depth is one of them, and most of phase 2's nodes are (on 30 random states, 14.6 million
// of 15.2 million, 13.1 million within 3 moves): such a node reads one entry instead of each
// child's distance, and its children within the bound are the bits of a mask. Measured with
// microbench/cube4_bench, 100 random states, the binaries alternating: phases 1 to 3 took
// 180 -> 141 ms a cube with the masks of the states within 3 moves, and 159 -> 139 with
// those within 4 against within 3; the same solutions.
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace cubelab::cube4 {

class Phase2Near {
 public:
  static constexpr int kNearDepth = 4;

  // Phase 2's, from its table (built in memory on first use, in milliseconds; 0.9 MB).
  static const Phase2Near& get();

  // The moves of phase 2 from the state of phase-2 index `index`, `distance` moves from the
  // goal, whose child is within `within` moves of it, as bits (bit m: centres.h's move m).
  // `distance` must be at most kNearDepth and `within` at least distance - 1.
  uint64_t children_within(uint32_t index, int distance, int within) const {
    if (within > distance) return all_;
    uint32_t h = hash(index);
    while (entries_[slots_[h]].index != index) h = (h + 1) & mask_;
    return entries_[slots_[h]].within[within - distance + 1];
  }
  size_t states() const { return entries_.size(); }

 private:
  Phase2Near();
  struct Entry {
    std::array<uint64_t, 2> within;  // the moves to a child one move nearer, or as near
    uint32_t index;
  };
  static constexpr uint32_t kEmpty = 0xFFFFFFFF;
  uint32_t hash(uint32_t index) const { return (index * 2654435761u >> 7) & mask_; }
  std::vector<Entry> entries_;
  std::vector<uint32_t> slots_;  // open addressing: the entry of each index, or kEmpty
  uint32_t mask_ = 0;
  uint64_t all_ = 0;  // the phase's moves
};

}  // namespace cubelab::cube4
