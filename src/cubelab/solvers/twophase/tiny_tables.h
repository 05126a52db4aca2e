#pragma once
// The tables of the two-phase solver's tiny profile (docs/twophase.md, "Table profiles"):
// a few MiB, built in memory in a fraction of a second on first use, so that a small board
// or a browser tab can build them on every start instead of storing them. Kociemba's
// original choice of tables (and min2phase's third, twist x flip): lower bounds from projections of
// the phase coordinates instead of the exact, symmetry-reduced tables of the full profile.
//
//   phase 1: max(distance of (twist, ud_slice), distance of (flip, ud_slice),
//                distance of (twist, flip))
//   phase 2: max(distance of (corner_perm, slice_perm), distance of (ud_edge_perm, slice_perm),
//                distance of (corner_perm, ud_edge_comb_parity), the same for the inverse)
//
// each exact within its projection, 4 bits an entry, stored by symmetry class of the first
// coordinate as min2phase (Shuang Chen, "min2phase", GitHub) stores its tables: 1.5 million
// entries instead of 8.9 million; and the move tables of the seven coordinates.
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "cubelab/coord/coordinates.h"
#include "cubelab/coord/move_table.h"
#include "cubelab/coord/sym_coord.h"
#include "cubelab/tables/packed.h"

namespace cubelab::twophase {

// The class counts of the reductions below (the tests check them).
constexpr uint32_t kTinyTwistClasses = 324;  // twist under coord::kUdFbSymmetries
constexpr uint32_t kTinyFlipClasses = 336;   // flip under coord::kUdFbSymmetries
constexpr uint32_t kTinyPermClasses = 2768;  // corner_perm or ud_edge_perm under the 16 U-D

// A move table over the ten moves of H only, for the two 40,320-value permutations
// (coord::MoveTable keeps a column for each of the 18 moves).
class HMoveTable {
 public:
  HMoveTable() = default;
  explicit HMoveTable(const coord::Coordinate& coord);
  uint16_t operator()(uint32_t index, Move m) const { return next_[index * 10 + kColumn[m]]; }
  uint32_t size() const { return static_cast<uint32_t>(next_.size() / 10); }
  uint64_t bytes() const { return next_.size() * sizeof(uint16_t); }

 private:
  // The column of each move of H (the others are never asked for).
  static constexpr std::array<uint8_t, kMoves> kColumn = [] {
    std::array<uint8_t, kMoves> column{};
    uint8_t next = 0;
    for (Move m = 0; m < kMoves; ++m)
      if (coord::kPhase2Moves >> m & 1) column[m] = next++;
    return column;
  }();
  std::vector<uint16_t> next_;
};

struct TinyTables {
  coord::MoveTable flip, twist, ud_slice;  // every move
  HMoveTable corners, ud_edges;            // the moves of H
  coord::MoveTable slice_perm, comb;       // the moves of H
  // Phase 1: twist and flip reduced by the 8 symmetries that keep the U-D and F-B axes
  // (coord::kUdFbSymmetries: 324 and 336 classes), with the conjugates of flip and
  // ud_slice under them. Phase 2: corner_perm and ud_edge_perm reduced by the 16 U-D
  // symmetries (2,768 classes each), with the conjugates of slice_perm and
  // ud_edge_comb_parity.
  coord::SymReduction twist_sym, flip_sym, corner_sym, edge_sym;
  coord::ConjTable flip_conj, slice_conj, slice_perm_conj, comb_conj;
  // The tables below hold 4-bit distances indexed by the class of their first coordinate
  // and the conjugate of the second by that class's symmetry (the class and symmetry come
  // from one load of the SymReduction's packed value).
  std::vector<uint8_t> twist_slice;   // (twist, ud_slice): twist class * 495 + slice
  std::vector<uint8_t> flip_slice;    // (flip, ud_slice): flip class * 495 + slice
  std::vector<uint8_t> twist_flip;    // (twist, flip): twist class * 2048 + flip
  std::vector<uint8_t> corner_slice;  // (corner_perm, slice_perm): corner class * 24 + ...
  std::vector<uint8_t> edge_slice;    // (ud_edge_perm, slice_perm): edge class * 24 + ...
  std::vector<uint8_t> corner_comb;   // (corner_perm, ud_edge_comb_parity): class * 140 + ...
  // The inverse cube's coordinates from the cube's, for a bound of the inverse (whose
  // phase-2 distance is the cube's): corner_perm by corner_perm, ud_edge_comb_parity by
  // ud_edge_perm.
  std::vector<uint16_t> corner_inverse;
  std::vector<uint8_t> comb_of_inverse;
  uint32_t slice_solved = 0;       // ud_slice of H
  uint32_t slice_perm_solved = 0;  // slice_perm of the solved cube
  double build_seconds = 0;

  // A lower bound of the phase-1 distance: 0 exactly in H.
  int phase1_bound(uint32_t flip_value, uint32_t slice, uint32_t twist_value) const {
    const uint32_t tp = twist_sym.packed(twist_value);
    return std::max({twist_slice_bound(tp, slice), flip_slice_bound(flip_value, slice),
                     twist_flip_bound_packed(tp, flip_value)});
  }
  int twist_flip_bound(uint32_t twist_value, uint32_t flip_value) const {
    return twist_flip_bound_packed(twist_sym.packed(twist_value), flip_value);
  }
  // tp: twist_sym.packed(twist).
  int twist_flip_bound_packed(uint32_t tp, uint32_t flip_value) const {
    return tables::nibble(twist_flip.data(),
                          uint64_t{tp >> 8} * coord::kFlip + flip_conj(flip_value, tp & 0xFF));
  }
  int twist_slice_bound(uint32_t tp, uint32_t slice) const {
    return tables::nibble(twist_slice.data(),
                          uint64_t{tp >> 8} * coord::kUdSlice + slice_conj(slice, tp & 0xFF));
  }
  int flip_slice_bound(uint32_t flip_value, uint32_t slice) const {
    const uint32_t fp = flip_sym.packed(flip_value);
    return tables::nibble(flip_slice.data(),
                          uint64_t{fp >> 8} * coord::kUdSlice + slice_conj(slice, fp & 0xFF));
  }
  // A lower bound of the phase-2 length of a cube of H: 0 exactly when solved.
  int phase2_bound(uint32_t corner_perm, uint32_t ud_edge_perm, uint32_t slice,
                   uint32_t comb_value) const {
    const uint32_t cp = corner_sym.packed(corner_perm);
    return std::max({corner_slice_bound(cp, slice), edge_slice_bound(ud_edge_perm, slice),
                     corner_comb_bound(cp, comb_value)});
  }
  // cp: corner_sym.packed(corner_perm).
  int corner_slice_bound(uint32_t cp, uint32_t slice) const {
    return tables::nibble(corner_slice.data(), uint64_t{cp >> 8} * coord::kSlicePerm +
                                                   slice_perm_conj(slice, cp & 0xFF));
  }
  int edge_slice_bound(uint32_t ud_edge_perm, uint32_t slice) const {
    const uint32_t ep = edge_sym.packed(ud_edge_perm);
    return tables::nibble(edge_slice.data(), uint64_t{ep >> 8} * coord::kSlicePerm +
                                                 slice_perm_conj(slice, ep & 0xFF));
  }
  int corner_comb_bound(uint32_t cp, uint32_t comb_value) const {
    return tables::nibble(corner_comb.data(), uint64_t{cp >> 8} * coord::kUdEdgeCombParity +
                                                  comb_conj(comb_value, cp & 0xFF));
  }
  // A lower bound of the phase-2 length: the corner_perm x ud_edge_comb_parity distance of
  // the inverse cube. (Its corner_perm x slice_perm distance is the cube's: both are
  // permutations, whose distances do not change under inversion.)
  int inverse_bound(uint32_t corner_perm, uint32_t ud_edge_perm) const {
    return corner_comb_bound(corner_sym.packed(corner_inverse[corner_perm]),
                             comb_of_inverse[ud_edge_perm]);
  }

  // Bytes of all the tables.
  uint64_t bytes() const;
};

// Builds the tables on the first call (thread-safe); they live for the rest of the process.
const TinyTables& tiny_tables();

// Builds a new set (what tiny_tables() does once; benchmarks time it).
TinyTables build_tiny_tables();

// What bytes() will be, known before building: the profile's size for a memory budget.
uint64_t tiny_tables_expected_bytes();

}  // namespace cubelab::twophase
