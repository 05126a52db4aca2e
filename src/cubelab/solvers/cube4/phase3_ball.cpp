#include "cubelab/solvers/cube4/phase3_ball.h"

#include <bit>
#include <stdexcept>

#include "cubelab/cube/nxn/nxn_cube.h"

namespace cubelab::cube4 {

Phase3State phase3_after(const Phase3State& s, int m) {
  static const auto& split = split_moves();
  static const auto& pc = pair_coordinate();
  static const auto flips = [] {
    std::array<uint8_t, kMoves> f{};
    for (int i = 0; i < kMoves; ++i) f[i] = flips_reduced_parity(i) ? 1 : 0;
    return f;
  }();
  Phase3State next;
  for (int a = 0; a < 3; ++a) next.axis[a] = split[a][s.axis[a]][m];
  next.parity = s.parity ^ flips[m];
  next.pairing = pairing_after(pc, s.pairing, m);
  return next;
}

Phase3State phase3_state(const Centres& c, const Pairing& pairing) {
  const uint64_t index = phase_index(3, c);
  Phase3State s;
  s.parity = static_cast<uint8_t>(index % 2);
  s.axis = {static_cast<uint8_t>(index / 2 / 4900), static_cast<uint8_t>(index / 2 / 70 % 70),
            static_cast<uint8_t>(index / 2 % 70)};
  s.pairing = pairing_vector(pairing);
  return s;
}

Phase3State phase3_goal() {
  Pairing identity{};
  for (int s = 0; s < 12; ++s) identity[s] = static_cast<uint8_t>(s);
  return phase3_state(centres_of(nxn::NxnCube(kN), false), identity);
}

bool Phase3Ball::insert(uint64_t key, uint8_t distance) {
  for (uint64_t i = slot(key);; i = (i + 1) & mask_) {
    if (keys_[i] == key) return false;
    if (keys_[i] == kEmpty) {
      keys_[i] = key;
      distance_[i] = distance;
      ++size_;
      return true;
    }
  }
}

Phase3Ball::Phase3Ball(int radius) : radius_(radius) {
  if (radius < 0 || radius > 8) throw std::invalid_argument("cube4: phase 3's ball radius");
  const std::vector<int> moves = phase_moves(3);
  // Level by level; the table kept at most half full.
  std::vector<Phase3State> level = {phase3_goal()}, next;
  const auto grow = [&](size_t capacity) {
    std::vector<uint64_t> old_keys = std::move(keys_);
    std::vector<uint8_t> old_distance = std::move(distance_);
    keys_.assign(capacity, kEmpty);
    distance_.assign(capacity, 0);
    mask_ = capacity - 1;
    shift_ = 64 - std::countr_zero(capacity);
    size_ = 0;
    for (size_t i = 0; i < old_keys.size(); ++i)
      if (old_keys[i] != kEmpty) insert(old_keys[i], old_distance[i]);
  };
  grow(1024);
  insert(phase3_key(level[0]), 0);
  for (int d = 1; d <= radius; ++d) {
    // Each level about twelve times the last (phase 3's moves less those that undo or repeat
    // the last turn's axis, less the states met before).
    const size_t expected = size_ + level.size() * 12;
    if (2 * expected > keys_.size()) grow(std::bit_ceil(2 * expected));
    next.clear();
    // A state's neighbours made and their slots fetched together, so that the cache misses
    // of their inserts overlap.
    std::vector<Phase3State> near(moves.size());
    std::vector<uint64_t> keys(moves.size());
    for (const Phase3State& s : level) {
      if (2 * (size_ + moves.size()) > keys_.size()) grow(2 * keys_.size());
      for (size_t i = 0; i < moves.size(); ++i) {
        near[i] = phase3_after(s, moves[i]);
        keys[i] = phase3_key(near[i]);
        __builtin_prefetch(address(keys[i]));
      }
      for (size_t i = 0; i < moves.size(); ++i)
        if (insert(keys[i], static_cast<uint8_t>(d))) next.push_back(near[i]);
    }
    level.swap(next);
  }
}

const Phase3Ball& Phase3Ball::get() {
  static const Phase3Ball ball(kRadius);
  return ball;
}

}  // namespace cubelab::cube4
