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
//                distance of (corner_perm, ud_edge_comb_parity))
//
// each exact within its projection, 4 bits an entry; and the move tables of the six
// coordinates.
#include <algorithm>
#include <cstdint>
#include <vector>

#include "cubelab/coord/coordinates.h"
#include "cubelab/coord/move_table.h"
#include "cubelab/coord/sym_coord.h"
#include "cubelab/tables/packed.h"

namespace cubelab::twophase {

struct TinyTables {
  coord::MoveTable flip, twist, ud_slice;                // every move
  coord::MoveTable corners, ud_edges, slice_perm, comb;  // the moves of H
  // corner_perm reduced by the 16 U-D symmetries (2,768 classes) and the conjugates of
  // ud_edge_comb_parity, for the corner x comb table.
  coord::SymReduction corner_sym;
  coord::ConjTable comb_conj;
  std::vector<uint8_t> twist_slice;   // nibbles, index ud_slice * 2187 + twist
  std::vector<uint8_t> flip_slice;    // nibbles, index ud_slice * 2048 + flip
  std::vector<uint8_t> twist_flip;    // nibbles, index twist * 2048 + flip
  std::vector<uint8_t> corner_slice;  // nibbles, index corner_perm * 24 + slice_perm
  std::vector<uint8_t> edge_slice;    // nibbles, index ud_edge_perm * 24 + slice_perm
  // nibbles, index class * 140 + comb_conj(ud_edge_comb_parity, sym), class and sym of
  // corner_perm (corner_sym.packed): the distance of (corner_perm, ud_edge_comb_parity)
  std::vector<uint8_t> corner_comb;
  uint32_t slice_solved = 0;       // ud_slice of H
  uint32_t slice_perm_solved = 0;  // slice_perm of the solved cube
  double build_seconds = 0;

  // A lower bound of the phase-1 distance: 0 exactly in H.
  int phase1_bound(uint32_t flip_value, uint32_t slice, uint32_t twist_value) const {
    const int a = tables::nibble(twist_slice.data(), uint64_t{slice} * coord::kTwist + twist_value);
    const int b = tables::nibble(flip_slice.data(), uint64_t{slice} * coord::kFlip + flip_value);
    const int c =
        tables::nibble(twist_flip.data(), uint64_t{twist_value} * coord::kFlip + flip_value);
    return std::max({a, b, c});
  }
  int twist_flip_bound(uint32_t twist_value, uint32_t flip_value) const {
    return tables::nibble(twist_flip.data(), uint64_t{twist_value} * coord::kFlip + flip_value);
  }
  // A lower bound of the phase-2 length of a cube of H: 0 exactly when solved.
  int phase2_bound(uint32_t corner_perm, uint32_t ud_edge_perm, uint32_t slice,
                   uint32_t comb_value) const {
    const int a = tables::nibble(corner_slice.data(), uint64_t{corner_perm} * 24 + slice);
    const int b = tables::nibble(edge_slice.data(), uint64_t{ud_edge_perm} * 24 + slice);
    return std::max({a, b, corner_comb_bound(corner_perm, comb_value)});
  }
  int corner_comb_bound(uint32_t corner_perm, uint32_t comb_value) const {
    const uint32_t p = corner_sym.packed(corner_perm);
    return tables::nibble(corner_comb.data(), uint64_t{p >> 8} * coord::kUdEdgeCombParity +
                                                  comb_conj(comb_value, p & 0xFF));
  }
  bool phase2_within(uint32_t corner_perm, uint32_t ud_edge_perm, uint32_t slice,
                     uint32_t comb_value, int togo) const {
    return tables::nibble(corner_slice.data(), uint64_t{corner_perm} * 24 + slice) < togo &&
           tables::nibble(edge_slice.data(), uint64_t{ud_edge_perm} * 24 + slice) < togo &&
           corner_comb_bound(corner_perm, comb_value) < togo;
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
