#include "cubelab/solvers/cube4/phase2_near.h"

#include <span>

#include "cubelab/solvers/cube4/centres.h"

namespace cubelab::cube4 {

const Phase2Near& Phase2Near::get() {
  static const Phase2Near near;
  return near;
}

Phase2Near::Phase2Near() {
  const std::span<const uint8_t> dist = phase_table(2);
  const std::vector<int> moves = phase_moves(2);
  for (int m : moves) all_ |= uint64_t{1} << m;
  for (uint64_t i = 0; i < dist.size(); ++i) {
    if (dist[i] > kNearDepth) continue;
    const Centres c = phase_state(2, i);
    Entry e{{}, static_cast<uint32_t>(i)};
    for (int m : moves) {
      const int d = dist[phase_index(2, apply(c, m))];
      if (d < dist[i]) e.within[0] |= uint64_t{1} << m;
      if (d <= dist[i]) e.within[1] |= uint64_t{1} << m;
    }
    entries_.push_back(e);
  }
  size_t size = 1;
  while (size < 2 * entries_.size()) size *= 2;
  mask_ = static_cast<uint32_t>(size - 1);
  slots_.assign(size, kEmpty);
  for (uint32_t k = 0; k < entries_.size(); ++k) {
    uint32_t h = hash(entries_[k].index);
    while (slots_[h] != kEmpty) h = (h + 1) & mask_;
    slots_[h] = k;
  }
}

}  // namespace cubelab::cube4
