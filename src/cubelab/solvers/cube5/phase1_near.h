#pragma once
// Phase 1's states near its goal (centres.h): a lower bound on the joint distance of the U/D
// pieces of both centre orbits, exact for most states within kNearDepth moves of the goal.
// Each orbit's own table sees only its half: a node near the end of its depth whose two
// halves are each near their goal is mostly far from the joint one, and this tells it.
//
// The 18.1 million states within 6 moves (1, 4, 98, 2,036, 41,096, 824,950 and about 17.2
// million at distances 0 to 6) are too many to keep one by one; the table keeps, at a hash
// of each state, the least distance of the states that fall there (2^26 entries of 4 bits,
// 32 MiB). A state's entry is at most its distance, so the bound is admissible; a state
// farther than 6 moves reads 7, or less where a nearer state shares its entry (about a
// quarter of them). Built once (the states within 5 moves by a breadth-first search, those
// at 6 as their children: a few seconds) and kept in the table store, "cube5-phase1-near".
#include <cstdint>
#include <span>
#include <vector>

namespace cubelab::cube5 {

class Phase1Near {
 public:
  static constexpr int kNearDepth = 6;
  static constexpr const char* kTableName = "cube5-phase1-near";
  static constexpr const char* kTableDescription =
      "cube5's phase 1, a lower bound on the joint distance of both centre orbits "
      "within 6 moves of the goal, hashed (solvers/cube5/phase1_near.h)";

  // Loads the table, building it if the store lacks it.
  static const Phase1Near& get();

  // A lower bound on the joint distance of the U/D masks of the x-centres and the "+" centres
  // (centres.h's Centres::ud), at most kNearDepth + 1.
  int distance(uint32_t x_mask, uint32_t t_mask) const {
    const uint64_t h = hash(x_mask, t_mask);
    return nibbles_[h >> 1] >> (h & 1) * 4 & 0xF;
  }
  // Starts reading the entry, for a distance asked soon after.
  void prefetch(uint32_t x_mask, uint32_t t_mask) const {
    __builtin_prefetch(&nibbles_[hash(x_mask, t_mask) >> 1]);
  }

 private:
  Phase1Near();
  static constexpr int kHashBits = 26;
  static uint64_t hash(uint32_t x_mask, uint32_t t_mask) {
    const uint64_t key = uint64_t{x_mask} << 24 | t_mask;
    return key * 0x9E3779B97F4A7C15ull >> (64 - kHashBits);
  }
  static std::vector<uint8_t> build();

  std::span<const uint8_t> nibbles_;  // two entries a byte, the even one in the low half
};

}  // namespace cubelab::cube5
