#pragma once
// Everything the optimal solver's tables and search share about the coset coordinates
// (coset_coords.h): the 48 symmetries as packed cubes, the corner classes under the 16
// U-D symmetries, the three axes, and the move of every corner class.
//
// A table key of a cube y "along axis a" is read from y conjugated so that axis a becomes
// U-D: its corner class, and its edges conjugated by the class's symmetry (so that they
// line up with the class representative). Axes are numbered by face % 3: 0 = U-D,
// 1 = R-L, 2 = F-B.
#include <array>
#include <cstdint>
#include <vector>

#include "cubelab/coord/sym_coord.h"
#include "cubelab/solvers/optimal/coset_coords.h"

namespace cubelab::optimal {

constexpr int kAxes = 3;

class CosetSpace {
 public:
  static const CosetSpace& get();
  CosetSpace();

  const Extractor& extractor() const { return ex_; }
  uint32_t classes() const { return kCornerClasses; }
  uint64_t self_symmetries(uint32_t cls) const { return corner_sym_.self_symmetries(cls); }

  // S_s * e * S_s^-1 on edges (any of the 48 symmetries).
  Bytes16 conj_edges(Bytes16 e, int s) const {
    return edge_product(edge_product(sym_[s].edges, e), inv_[s].edges);
  }
  // The same on corners, for the rotations only (no mirrors).
  Bytes16 conj_corners(Bytes16 c, int s) const {
    return corner_product(corner_product(sym_[s].corners, c), inv_[s].corners);
  }

  struct Key {
    uint32_t cls;
    Bytes16 edges;  // conjugated onto the class representative
  };
  Key key(const PackedCube& y, int axis) const { return key(y, axis, corner(y, axis)); }
  // The same in two steps, so that a search can prefetch the class table entry of the
  // corner coordinate before it needs it.
  uint32_t corner(const PackedCube& y, int axis) const {
    return ex_.corner(axis == 0 ? y.corners : conj_corners(y.corners, axis_sym_[axis]));
  }
  const uint32_t* class_entry(uint32_t corner) const { return packed_ + corner; }
  Key key(const PackedCube& y, int axis, uint32_t corner) const {
    const uint32_t p = packed_[corner];
    return {p >> 8, conj_edges(y.edges, composite_[axis][p & 0xFF])};
  }

  // Corner class and symmetry after move m from class k's representative, packed
  // class << 8 | symmetry.
  uint32_t class_move(uint32_t cls, Move m) const { return class_moves_[cls * kMoves + m]; }

 private:
  const Extractor& ex_;
  coord::SymReduction corner_sym_;
  const uint32_t* packed_;
  std::array<PackedCube, 48> sym_, inv_;
  std::array<uint8_t, kAxes> axis_sym_{};
  std::array<std::array<uint8_t, 16>, kAxes> composite_{};
  std::vector<uint32_t> class_moves_;
};

}  // namespace cubelab::optimal
