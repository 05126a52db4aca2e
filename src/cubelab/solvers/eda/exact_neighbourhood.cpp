#include "cubelab/solvers/eda/exact_neighbourhood.h"

namespace cubelab::eda {
namespace {

constexpr uint64_t kEmptyKey = ~uint64_t{0};

}  // namespace

ExactNeighbourhood::ExactNeighbourhood(std::span<const Move> moves, int depth,
                                       std::function<uint64_t(const CubieCube&)> key)
    : depth_(depth) {
  // Grow the table as needed: the number of states within `depth` is not known in advance.
  keys_.assign(1 << 16, kEmptyKey);
  dist_.assign(keys_.size(), 0);
  mask_ = keys_.size() - 1;
  std::vector<CubieCube> frontier{CubieCube{}};
  insert(key(CubieCube{}), 0);
  for (int d = 1; d <= depth; ++d) {
    std::vector<CubieCube> next;
    for (const CubieCube& c : frontier)
      for (Move m : moves) {
        CubieCube n = c * CubieCube::move_cube(m);
        if (insert(key(n), static_cast<uint8_t>(d))) next.push_back(n);
      }
    frontier = std::move(next);
  }
}

size_t ExactNeighbourhood::slot(uint64_t key) const {
  return static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> 20) & mask_;
}

bool ExactNeighbourhood::insert(uint64_t key, uint8_t d) {
  if (2 * (size_ + 1) > keys_.size()) {  // keep the load factor at most 1/2
    std::vector<uint64_t> old_keys = std::move(keys_);
    std::vector<uint8_t> old_dist = std::move(dist_);
    keys_.assign(old_keys.size() * 2, kEmptyKey);
    dist_.assign(keys_.size(), 0);
    mask_ = keys_.size() - 1;
    size_ = 0;
    for (size_t i = 0; i < old_keys.size(); ++i)
      if (old_keys[i] != kEmptyKey) insert(old_keys[i], old_dist[i]);
  }
  for (size_t i = slot(key);; i = (i + 1) & mask_) {
    if (keys_[i] == key) return false;
    if (keys_[i] == kEmptyKey) {
      keys_[i] = key;
      dist_[i] = d;
      ++size_;
      return true;
    }
  }
}

int ExactNeighbourhood::distance(uint64_t key) const {
  for (size_t i = slot(key);; i = (i + 1) & mask_) {
    if (keys_[i] == key) return dist_[i];
    if (keys_[i] == kEmptyKey) return -1;
  }
}

}  // namespace cubelab::eda
