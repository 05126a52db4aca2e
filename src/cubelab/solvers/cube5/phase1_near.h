#pragma once
// Phase 1's states near its goal (centres.h): a lower bound on the joint distance of the U/D
// pieces of a stage's two centre orbits, exact for most states within depth() moves of the
// goal. Each orbit's own table sees only its half: a node near the end of its depth whose two
// halves are each near their goal is mostly far from the joint one, and this tells it.
//
// The states within 6 moves are too many to keep one by one (on the 5x5x5 1, 4, 98, 2,036,
// 41,096, 824,950 and 16,300,291 at distances 0 to 6, 17.2 million in all); the table keeps,
// at a hash of each, the least distance of the states that fall there (2^26 entries of 4
// bits, 32 MiB). A state's entry is at most its distance, so the bound is admissible; a state
// farther than depth() moves reads depth() + 1, or less where a nearer state shares its entry
// (on the 5x5x5 23 % of the entries hold one). The depth is 6 where the stage has at most 36
// moves, else 5 (more moves reach more states). Built once (the states up to the last depth
// by a breadth-first search, those at it as their children: about 3 s on the 5x5x5) and kept
// in the table store, "reduction-centres-near-KEY" (CentreStage::key()).
#include <cstdint>
#include <span>
#include <vector>

namespace cubelab::cube5 {

class CentreStage;

class Phase1Near {
 public:
  explicit Phase1Near(const CentreStage& stage);
  // The table's bytes (2^26 nibbles).
  static constexpr uint64_t kBytes = uint64_t{1} << 25;

  int depth() const { return depth_; }

  // A lower bound on the joint distance of the U/D masks of the stage's two orbits
  // (centres.h's Centres::ud), at most depth() + 1.
  int distance(uint32_t x_mask, uint32_t t_mask) const {
    const uint64_t h = hash(x_mask, t_mask);
    return nibbles_[h >> 1] >> (h & 1) * 4 & 0xF;
  }
  // Starts reading the entry, for a distance asked soon after.
  void prefetch(uint32_t x_mask, uint32_t t_mask) const {
    __builtin_prefetch(&nibbles_[hash(x_mask, t_mask) >> 1]);
  }

 private:
  static constexpr int kHashBits = 26;
  static_assert(kBytes == uint64_t{1} << (kHashBits - 1));
  static uint64_t hash(uint32_t x_mask, uint32_t t_mask) {
    const uint64_t key = uint64_t{x_mask} << 24 | t_mask;
    return key * 0x9E3779B97F4A7C15ull >> (64 - kHashBits);
  }
  static std::vector<uint8_t> build(const CentreStage& stage, int depth);

  int depth_;
  std::span<const uint8_t> nibbles_;  // two entries a byte, the even one in the low half
};

}  // namespace cubelab::cube5
