#include "cubelab/solvers/optimal/coset_coords.h"

#include "cubelab/coord/ranking.h"

namespace cubelab::optimal {
namespace {

uint32_t corner_ud(const CubieCube& c) {
  std::array<bool, kCorners> chosen{};
  for (int i = 0; i < kCorners; ++i) chosen[i] = c.cp[i] >= DFR;
  return rank::combination(chosen);
}

uint32_t get_corner_coset(const CubieCube& c) { return corner_ud(c) * 2187u + coord::twist(c); }

void set_corner_coset(CubieCube& c, uint32_t index) {
  std::array<bool, kCorners> chosen{};
  rank::unrank_combination(index / 2187, chosen, 4);
  uint8_t up = URF, down = DFR;
  for (int i = 0; i < kCorners; ++i) c.cp[i] = chosen[i] ? down++ : up++;
  coord::set_twist(c, index % 2187);
}

}  // namespace

const coord::Coordinate& corner_coset_coord() {
  static const coord::Coordinate c{"corner_coset", kCornerCoset, get_corner_coset, set_corner_coset,
                                   coord::Pieces::Corners};
  return c;
}

std::string EdgeVariant::name() const {
  std::string s = flips == Flips::Slice4 ? "eo4" : flips == Flips::UdEdges8 ? "eo8" : "eo12";
  if (slice_order) s += "-ep24";
  return ud_split ? s + "-ud70" : s;
}

Extractor::Extractor() : twist14_(1 << 14), slice_comb_(1 << 12), edge4_vec_(11880) {
  for (uint32_t mask = 0; mask < 256; ++mask) {
    if (__builtin_popcount(mask) != 4) continue;
    CubieCube c;
    uint8_t up = URF, down = DFR;
    for (int i = 0; i < kCorners; ++i) c.cp[i] = (mask >> i & 1) ? down++ : up++;
    const uint8_t rank = static_cast<uint8_t>(corner_ud(c));
    four_of_eight_[mask] = rank;
    uint64_t pieces = 0;
    uint8_t up_edge = UR, down_edge = DR;
    for (int i = 0; i < 8; ++i)
      pieces |= uint64_t{(mask >> i & 1) ? down_edge++ : up_edge++} << (8 * i);
    split_pieces_[rank] = pieces;
  }
  for (uint32_t bits = 0; bits < (1u << 14); ++bits) {
    CubieCube c;
    int sum = 0;
    bool valid = true;
    for (int i = 0; i < 7; ++i) {
      int o = bits >> (2 * i) & 3;
      valid = valid && o < 3;
      c.co[i] = static_cast<uint8_t>(o % 3);
      sum += o;
    }
    c.co[7] = static_cast<uint8_t>((3 - sum % 3) % 3);
    twist14_[bits] = valid ? static_cast<uint16_t>(coord::twist(c)) : 0;
  }
  for (uint32_t i = 0; i < 11880; ++i) {
    CubieCube c;
    coord::set_edge4(c, coord::kSliceEdges, i);
    Bytes16 e = PackedCube::from(c).edges;
    edge4_vec_[i] = e;
    const uint32_t mask = movemask(e << 4) & 0xFFF;
    slice_comb_[mask] = static_cast<uint16_t>(i / 24);
    slice_order_[slice_ids(e, mask)] = static_cast<uint8_t>(i % 24);
  }
}

const Extractor& Extractor::get() {
  static const Extractor e;
  return e;
}

}  // namespace cubelab::optimal
