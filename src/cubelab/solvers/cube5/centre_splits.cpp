#include "cubelab/solvers/cube5/centre_splits.h"

#include <bit>
#include <stdexcept>
#include <unordered_set>

#include "cubelab/cube/move.h"
#include "cubelab/solvers/cube5/centres.h"
#include "cubelab/solvers/reduction/centre_orbits.h"

namespace cubelab::cube5 {

AxisSplits::AxisSplits(int first) : first_(first), second_(opposite_face(first)) {
  // An orbit mask holds a face's positions in its nibble (reduction/centre_orbits.h).
  auto bits_of = [&](uint32_t mask) {
    return (mask >> (4 * first_) & 0xF) | (mask >> (4 * second_) & 0xF) << 4;
  };
  auto mask_of = [&](uint32_t bits) {
    return (bits & 0xF) << (4 * first_) | (bits >> 4) << (4 * second_);
  };
  rank_.fill(kNoSplit);
  std::array<uint8_t, kSplits> bits{};
  for (int v = 0, r = 0; v < 256; ++v)
    if (std::popcount(static_cast<unsigned>(v)) == 4) {
      rank_[v] = static_cast<uint8_t>(r);
      bits[r++] = static_cast<uint8_t>(v);
    }
  solved_ = rank_[0x0F];
  const reduction::CentreOrbits orbits = reduction::centre_orbits(kN);
  for (int o = 0; o < 2; ++o) {
    const reduction::CentreOrbit& orbit = orbits.orbits[o];
    for (int p = 0; p < 24; ++p) facelets_[o][p] = orbit.facelets[p];
    for (int r = 0; r < kSplits; ++r)
      for (int m = 0; m < kStageMoves; ++m) {
        const nxn::NxnMove mv = five_move(m);
        const int g = reduction::generator_index(mv.face, orbit.combo(mv.last_layer), mv.turns);
        const uint32_t moved = orbits.types[orbit.type].masks[g].apply(mask_of(bits[r]));
        after_[o][r][m] = moved == mask_of(bits_of(moved)) ? rank_[bits_of(moved)] : kNoSplit;
      }
  }
}

int AxisSplits::split_of(const nxn::NxnCube& cube, int orbit) const {
  uint32_t first = 0, both = 0;
  for (int p = 0; p < 24; ++p) {
    const int colour = cube.sticker_faces()[facelets_[orbit][p]];
    if (colour == first_) first |= 1u << p;
    if (colour == first_ || colour == second_) both |= 1u << p;
  }
  const uint32_t axis = reduction::face_positions(first_) | reduction::face_positions(second_);
  if (both != axis) return kNoSplit;
  return rank_[(first >> (4 * first_) & 0xF) | (first >> (4 * second_) & 0xF) << 4];
}

const std::array<AxisSplits, 3>& axis_splits() {
  static const std::array<AxisSplits, 3> splits = {AxisSplits(U), AxisSplits(R), AxisSplits(F)};
  return splits;
}

SplitState splits_of(const nxn::NxnCube& cube) {
  SplitState s{};
  for (int a = 0; a < 3; ++a)
    for (int o = 0; o < 2; ++o) {
      const int split = axis_splits()[a].split_of(cube, o);
      if (split == kNoSplit) throw std::logic_error("cube5: a centre piece off its axis");
      s[a * 2 + o] = static_cast<uint8_t>(split);
    }
  return s;
}

SplitState splits_after(const SplitState& s, int m) {
  SplitState out{};
  for (int a = 0; a < 3; ++a)
    for (int o = 0; o < 2; ++o)
      out[a * 2 + o] = static_cast<uint8_t>(axis_splits()[a].after(o, s[a * 2 + o], m));
  return out;
}

std::vector<SplitState> reachable_splits(std::span<const int> moves) {
  SplitState solved{};
  for (int a = 0; a < 3; ++a)
    solved[a * 2] = solved[a * 2 + 1] = static_cast<uint8_t>(axis_splits()[a].solved());
  auto key = [](const SplitState& s) {
    uint64_t k = 0;
    for (uint8_t v : s) k = k * kSplits + v;
    return k;
  };
  std::vector<SplitState> out = {solved};
  std::unordered_set<uint64_t> seen = {key(solved)};
  for (size_t i = 0; i < out.size(); ++i)
    for (int m : moves) {
      const SplitState next = splits_after(out[i], m);
      for (uint8_t v : next)
        if (v == kNoSplit)
          throw std::logic_error("cube5: a move takes a centre piece off its axis");
      if (seen.insert(key(next)).second) out.push_back(next);
    }
  return out;
}

}  // namespace cubelab::cube5
