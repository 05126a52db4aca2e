#pragma once
// Exact distances from the solved cube for every state within a few moves of it, for a given
// move set: a breadth-first search over cube states, stored in an open-addressing hash on a
// caller-supplied 64-bit key of the state. Used where projected tables are blind near the goal
// (the informed fitness's phase 2: max(corner, edge) table estimates of 1-3 moves are often
// 5 or more).
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "cubelab/cube/cubie_cube.h"

namespace cubelab::eda {

class ExactNeighbourhood {
 public:
  // `key` must be injective on the states reached with `moves`.
  ExactNeighbourhood(std::span<const Move> moves, int depth,
                     std::function<uint64_t(const CubieCube&)> key);
  // Distance (0..depth) of the state with this key, or -1 if it is farther than depth.
  int distance(uint64_t key) const;
  int depth() const { return depth_; }
  size_t size() const { return size_; }

 private:
  size_t slot(uint64_t key) const;
  bool insert(uint64_t key, uint8_t d);

  int depth_;
  size_t size_ = 0;
  uint64_t mask_ = 0;
  std::vector<uint64_t> keys_;  // kEmpty marks a free slot
  std::vector<uint8_t> dist_;
};

}  // namespace cubelab::eda
