#pragma once
// The tables of the two-phase solver's tiny profile (docs/twophase.md, "Table profiles"):
// a few MiB, built in memory in a fraction of a second on first use, so that a small board
// or a browser tab can build them on every start instead of storing them. Kociemba's
// original choice of tables (and min2phase's third, twist x flip): lower bounds from projections of
// the phase coordinates instead of the exact, symmetry-reduced tables of the full profile.
//
//   phase 1: max(distance of (twist, ud_slice), distance of (flip, ud_slice),
//                distance of (twist, flip))
//   phase 2: max(distance of (corner_perm, slice_perm), distance of (ud_edge_perm, slice_perm))
//
// each exact within its projection, 4 bits an entry; and the move tables of the six
// coordinates.
#include <algorithm>
#include <cstdint>
#include <vector>

#include "cubelab/coord/coordinates.h"
#include "cubelab/coord/move_table.h"
#include "cubelab/tables/packed.h"

namespace cubelab::twophase {

struct TinyTables {
  coord::MoveTable flip, twist, ud_slice;          // every move
  coord::MoveTable corners, ud_edges, slice_perm;  // the moves of H
  std::vector<uint8_t> twist_slice;                // nibbles, index ud_slice * 2187 + twist
  std::vector<uint8_t> flip_slice;                 // nibbles, index ud_slice * 2048 + flip
  std::vector<uint8_t> twist_flip;                 // nibbles, index twist * 2048 + flip
  std::vector<uint8_t> corner_slice;               // nibbles, index corner_perm * 24 + slice_perm
  std::vector<uint8_t> edge_slice;                 // nibbles, index ud_edge_perm * 24 + slice_perm
  uint32_t slice_solved = 0;                       // ud_slice of H
  uint32_t slice_perm_solved = 0;                  // slice_perm of the solved cube
  double build_seconds = 0;

  // A lower bound of the phase-1 distance: 0 exactly in H.
  int phase1_bound(uint32_t flip_value, uint32_t slice, uint32_t twist_value) const {
    const int a = tables::nibble(twist_slice.data(), uint64_t{slice} * coord::kTwist + twist_value);
    const int b = tables::nibble(flip_slice.data(), uint64_t{slice} * coord::kFlip + flip_value);
    const int c =
        tables::nibble(twist_flip.data(), uint64_t{twist_value} * coord::kFlip + flip_value);
    return std::max({a, b, c});
  }
  // Whether phase1_bound(...) < togo, reading only as many tables as needed.
  bool phase1_within(uint32_t flip_value, uint32_t slice, uint32_t twist_value, int togo) const {
    return tables::nibble(twist_slice.data(), uint64_t{slice} * coord::kTwist + twist_value) <
               togo &&
           tables::nibble(flip_slice.data(), uint64_t{slice} * coord::kFlip + flip_value) < togo &&
           tables::nibble(twist_flip.data(), uint64_t{twist_value} * coord::kFlip + flip_value) <
               togo;
  }
  // A lower bound of the phase-2 length of a cube of H: 0 exactly when solved.
  int phase2_bound(uint32_t corner_perm, uint32_t ud_edge_perm, uint32_t slice) const {
    const int a = tables::nibble(corner_slice.data(), uint64_t{corner_perm} * 24 + slice);
    const int b = tables::nibble(edge_slice.data(), uint64_t{ud_edge_perm} * 24 + slice);
    return a > b ? a : b;
  }
  bool phase2_within(uint32_t corner_perm, uint32_t ud_edge_perm, uint32_t slice, int togo) const {
    return tables::nibble(corner_slice.data(), uint64_t{corner_perm} * 24 + slice) < togo &&
           tables::nibble(edge_slice.data(), uint64_t{ud_edge_perm} * 24 + slice) < togo;
  }

  // Bytes of all the tables.
  uint64_t bytes() const;
};

// Builds the tables on the first call (thread-safe); they live for the rest of the process.
const TinyTables& tiny_tables();

// Whether tiny_tables() has built them already.
bool tiny_tables_built();

}  // namespace cubelab::twophase
