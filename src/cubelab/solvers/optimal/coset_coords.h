#pragma once
// The coordinates of the optimal solver's pruning tables (docs/optimal.md).
//
// Each table entry stands for a coset H*x of a subgroup H that contains every U and D turn
// (H acts first: the coordinate of h*x equals that of x). The entry is the coset distance:
// the fewest moves m1..mk with x*m1..mk in H, a lower bound of x's distance. The subgroup
// and the ideas (corner part reduced by the 16 symmetries that keep the U-D axis, lookups
// along the three axes and on the inverse) follow Rokicki's nxopt; the code is ours.
//
// Corner part (always): which four positions hold D-layer corners (C(8,4) = 70) x twist
// (3^7), 153,090 values, reduced by the 16 U-D symmetries to ~9,900 classes.
// Edge part, a variant of three factors:
//   - slice: which positions hold the four U-D-slice edges (ud_slice, 495), always;
//   - slice order (EP2): their order in position order, x24 (edge4(FR) = ud_slice*24+order);
//   - U/D split: which four of the eight other positions hold the D-layer edges, x70 (a U
//     or D turn keeps the U-layer and the D-layer edges each among themselves);
//   - flips: of the 4 slice edges (EO4, x16), of the 8 U and D edges (EO8, x256) or of all
//     edges (EO12, x2048; the twelfth follows from the others).
//
// Coordinates are read straight from a PackedCube (cube/packed_cube.h) with a few
// movemask/pext operations and small tables (Extractor), both while building the tables and
// while searching, so the two cannot disagree.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "cubelab/coord/coordinates.h"
#include "cubelab/coord/sym_coord.h"
#include "cubelab/cube/packed_cube.h"

namespace cubelab::optimal {

constexpr uint32_t kCornerUd = 70;
constexpr uint32_t kCornerCoset = kCornerUd * 2187;  // 153,090
// Its classes under the 16 U-D symmetries (checked when the classes are computed).
constexpr uint32_t kCornerClasses = 9930;

// The corner coordinate as a coord::Coordinate (for coord::SymReduction):
// rank::combination(position holds a D corner) * 2187 + coord::twist.
const coord::Coordinate& corner_coset_coord();

enum class Flips { Slice4, UdEdges8, All12 };

struct EdgeVariant {
  Flips flips = Flips::Slice4;
  bool slice_order = false;
  bool ud_split = false;

  uint32_t flip_values() const {
    return flips == Flips::Slice4 ? 16 : flips == Flips::UdEdges8 ? 256 : 2048;
  }
  // The slice edges' positions (and order): the fastest-varying part of the index, so that
  // the 62 entries of a 2-bit table's unit differ in them alone (coset_table.h's floors).
  uint32_t slice_values() const { return slice_order ? 11880 : 495; }
  uint32_t perm_values() const { return slice_values() * (ud_split ? 70 : 1); }
  uint32_t size() const { return flip_values() * perm_values(); }
  std::string name() const;  // "eo4", "eo8-ep24", "eo4-ud70", ...
};

// Tables that turn packed cubes into coordinates.
class Extractor {
 public:
  Extractor();
  static const Extractor& get();

  // Corner coset coordinate of the corners vector.
  uint32_t corner(Bytes16 c) const {
    uint32_t d_mask = movemask(c << 5) & 0xFF;  // piece bit 2: a D-layer corner
    uint32_t twist = twist14_[pext64(low_u64(c), 0x0030303030303030ull)];
    return four_of_eight_[d_mask] * 2187u + twist;
  }

  // Edge coordinate of the edges vector for a variant: flips * perm_values + slice part.
  uint32_t edge(Bytes16 e, EdgeVariant v) const {
    const uint32_t slice_mask = movemask(e << 4) & 0xFFF;  // piece bit 3: FR FL BL BR
    const uint32_t eo12 = movemask(e << 3) & 0xFFF;        // flip bit 4
    uint32_t perm = slice_comb_[slice_mask];
    if (v.slice_order) perm = perm * 24 + slice_order_[slice_ids(e, slice_mask)];
    if (v.ud_split) {
      const uint32_t d_mask = movemask(e << 5) & 0xFFF;  // piece bit 2: DR DF DL DB
      perm += four_of_eight_[pext64(d_mask, ~slice_mask & 0xFFF)] * v.slice_values();
    }
    uint32_t flips;
    switch (v.flips) {
      case Flips::Slice4:
        flips = static_cast<uint32_t>(pext64(eo12, slice_mask));
        break;
      case Flips::UdEdges8:
        flips = static_cast<uint32_t>(pext64(eo12, ~slice_mask & 0xFFF));
        break;
      default:
        flips = eo12 & 0x7FF;
        break;
    }
    return flips * v.perm_values() + perm;
  }

  // The edges vector of a representative of edge coordinate `index` (pieces the variant
  // ignores placed arbitrarily but consistently, flips the variant ignores 0).
  Bytes16 edges_of(uint32_t index, EdgeVariant v) const {
    const uint32_t pv = v.perm_values(), flips = index / pv, perm = index % pv;
    const uint32_t slice = perm % v.slice_values();
    Bytes16 e = edge4_vec_[v.slice_order ? slice : slice * 24];
    const uint32_t slice_mask = movemask(e << 4) & 0xFFF;
    if (v.ud_split) e = with_split(e, slice_mask, perm / v.slice_values());
    uint64_t eo12;
    switch (v.flips) {
      case Flips::Slice4:
        eo12 = pdep64(flips, slice_mask);
        break;
      case Flips::UdEdges8:
        eo12 = pdep64(flips, ~slice_mask & 0xFFF);
        break;
      default:
        eo12 = flips | static_cast<uint64_t>(__builtin_popcount(flips) & 1) << 11;
        break;
    }
    const uint64_t lo = pdep64(eo12 & 0xFF, 0x1010101010101010ull);
    const uint64_t hi = pdep64(eo12 >> 8, 0x10101010ull);
    Bytes16 bits;
    std::memcpy(&bits, &lo, 8);
    std::memcpy(reinterpret_cast<char*>(&bits) + 8, &hi, 8);
    return e | bits;
  }

 private:
  // The low two bits of the four slice pieces, in position order, packed into 8 bits.
  static uint32_t slice_ids(Bytes16 e, uint32_t slice_mask) {
    uint64_t lo_mask = pdep64(slice_mask & 0xFF, 0x0101010101010101ull) * 3;
    uint64_t hi_mask = pdep64(slice_mask >> 8, 0x01010101ull) * 3;
    uint64_t lo = pext64(low_u64(e), lo_mask), hi = pext64(high_u64(e), hi_mask);
    return static_cast<uint32_t>(lo | hi << (2 * __builtin_popcount(slice_mask & 0xFF)));
  }

  // e with the U-layer and D-layer edges on the eight positions outside slice_mask as
  // split (0..69) says, the slice edges as they are.
  Bytes16 with_split(Bytes16 e, uint32_t slice_mask, uint32_t split) const {
    // The eight pieces, one byte each in place order, spread over the byte lanes outside
    // the slice: those of the first eight places, then the rest over the last four.
    const uint32_t free = ~slice_mask & 0xFFF;
    const uint64_t lo_mask = pdep64(free & 0xFF, 0x0101010101010101ull) * 0xFF;
    const uint64_t hi_mask = pdep64(free >> 8, 0x01010101ull) * 0xFF;
    const uint64_t pieces = split_pieces_[split];
    const int in_lo = __builtin_popcount(free & 0xFF);
    const uint64_t lo = (low_u64(e) & ~lo_mask) | pdep64(pieces, lo_mask);
    const uint64_t hi =
        (high_u64(e) & ~hi_mask) | (in_lo == 8 ? 0 : pdep64(pieces >> (8 * in_lo), hi_mask));
    Bytes16 out;
    std::memcpy(&out, &lo, 8);
    std::memcpy(reinterpret_cast<char*>(&out) + 8, &hi, 8);
    return out;
  }

  std::array<uint8_t, 256> four_of_eight_{};  // an 8-bit mask of four places -> 0..69
  std::array<uint64_t, 70> split_pieces_{};   // the U and D pieces of the eight places, a byte each
  std::vector<uint16_t> twist14_;
  std::vector<uint16_t> slice_comb_;
  std::array<uint8_t, 256> slice_order_{};
  std::vector<Bytes16> edge4_vec_;  // edges of coord::set_edge4(FR, i), flips 0
};

}  // namespace cubelab::optimal
