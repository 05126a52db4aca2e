#pragma once
// Symmetry-reduced coordinates. Conjugation by a symmetry (cube/symmetry.h) maps cubes at
// a given distance from solved to cubes at the same distance, so a pruning table needs one
// entry per equivalence class instead of one per raw value.
//
// SymReduction splits the raw values of a Coordinate into classes under conjugation by
// the first `symmetries` symmetries (16 = those keeping the U-D axis, or 48), or by those of
// them in `used` (bit s for S_s; they must form a group, e.g. kUdFbSymmetries). For every raw
// value x it stores (class c, symmetry s) with
//     coord(conjugate(cube_of(x), s)) == representative(c),
// the representative being the smallest raw value of its class. A companion coordinate y
// (e.g. twist next to flip_ud_slice) is carried along with ConjTable: the pruning index of
// (x, y) is c * size_y + conj(y, s). For a class with self-symmetries several y values
// describe the same state; a pruning-table builder must fill all of them.
//
// Requirement: the coordinate of conjugate(cube, s) must depend only on the coordinate of
// the cube (true for flip_ud_slice, corner_perm, twist, ud_edge_perm under the 16 U-D
// symmetries; not for flip alone, whose conjugate by U4 depends on the slice edges: flip,
// twist and ud_slice meet it under kUdFbSymmetries).
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "cubelab/coord/blob.h"
#include "cubelab/coord/coordinates.h"

namespace cubelab::coord {

// The 8 of the 16 U-D symmetries that also keep the F-B axis (s = 8*f2 + 2*u4 + lr2 with u4
// 0 or 2: the identity, y2, z2, x2 and their mirror images): they map an edge flipped
// relative to F-B to one flipped relative to F-B, so flip alone is a function under them.
constexpr uint64_t kUdFbSymmetries = 0x3333;

class SymReduction {
 public:
  SymReduction() = default;
  SymReduction(const Coordinate& coord, int symmetries, uint64_t used = ~uint64_t{0});

  uint32_t raw_size() const { return static_cast<uint32_t>(packed_.size()); }
  uint32_t classes() const { return static_cast<uint32_t>(representative_.size()); }

  // class << 8 | symmetry, in one load for hot loops.
  uint32_t packed(uint32_t raw) const { return packed_[raw]; }
  static uint32_t class_of_packed(uint32_t p) { return p >> 8; }
  static int sym_of_packed(uint32_t p) { return static_cast<int>(p & 0xFF); }
  uint32_t class_of(uint32_t raw) const { return packed_[raw] >> 8; }
  int sym_of(uint32_t raw) const { return static_cast<int>(packed_[raw] & 0xFF); }

  uint32_t representative(uint32_t cls) const { return representative_[cls]; }
  // Bit s set when conjugating the representative by s gives it back.
  uint64_t self_symmetries(uint32_t cls) const { return self_[cls]; }
  const uint32_t* packed_data() const { return packed_.data(); }

  void save(BlobWriter& out) const;
  static SymReduction load(BlobReader& in);  // a view; the reader's memory must outlive it

 private:
  struct Owned {
    std::vector<uint32_t> packed, representative;
    std::vector<uint64_t> self;
  };
  std::shared_ptr<Owned> own_;
  std::span<const uint32_t> packed_, representative_;
  std::span<const uint64_t> self_;
};

// conj(y, s) = coord(conjugate(cube_of(y), s)) for s < symmetries (same requirement as
// above), or only for the s in `used` (the others read 0). Values must fit in 16 bits.
class ConjTable {
 public:
  ConjTable() = default;
  ConjTable(const Coordinate& coord, int symmetries, uint64_t used = ~uint64_t{0});
  uint16_t operator()(uint32_t raw, int s) const { return conj_[raw * symmetries_ + s]; }
  int symmetries() const { return symmetries_; }
  const uint16_t* data() const { return conj_.data(); }

  void save(BlobWriter& out) const;
  static ConjTable load(BlobReader& in);

 private:
  int symmetries_ = 0;
  std::shared_ptr<std::vector<uint16_t>> own_;
  std::span<const uint16_t> conj_;
};

}  // namespace cubelab::coord
