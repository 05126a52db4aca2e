#pragma once
// The tables of the two-phase solver (docs/twophase.md has the sizes and the reasons):
//
//   twophase-coords  move tables of the phase coordinates, the symmetry reductions of
//                    flip_ud_slice and corner_perm under the 16 U-D symmetries, conjugation
//                    tables of twist and ud_edge_perm, the (U edges, D edges) -> ud_edge_perm
//                    merge table, the corner_perm/16 x slice_perm distance table and the move
//                    table of the flip_ud_slice classes (~15 MiB)
//   twophase-phase1  exact phase-1 distance (to group H) of every (flip_ud_slice class,
//                    twist): 64,430 x 2,187 entries, 4 bits each (67 MiB)
//   twophase-phase1-moves  the phase-1 table with each entry's 18 moves marked by how they
//                    change its distance (phase1_moves.h), 32 bits an entry (538 MiB): the
//                    search's table
//   twophase-phase2  exact distance within H of every (corner_perm class, ud_edge_perm):
//                    2,768 x 40,320 entries, 4 bits each (53 MiB), a lower bound of the
//                    phase-2 length
//
// All four go through the table store (tables/store.h): built once (docs/results.md, "First
// run"), then memory-mapped by every process.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "cubelab/coord/move_table.h"
#include "cubelab/coord/sym_coord.h"
#include "cubelab/solvers/twophase/phase1_moves.h"
#include "cubelab/solvers/twophase/profile.h"
#include "cubelab/tables/packed.h"

namespace cubelab::twophase {

constexpr uint32_t kFlipSliceClasses = 64430;
constexpr uint32_t kCornerClasses = 2768;
constexpr uint64_t kPhase1Entries = uint64_t{kFlipSliceClasses} * coord::kTwist;
constexpr uint64_t kPhase2Entries = uint64_t{kCornerClasses} * coord::kUdEdgePerm;
// twophase-coords as the table store holds it (measured: the payload of its file).
constexpr uint64_t kCoordsBytes = 14'815'920;

struct Coords {
  coord::MoveTable flip, twist, ud_slice, edge4, corners, ud_edges, corner4;
  coord::SymReduction flip_slice_sym, corner_sym;
  coord::ConjTable twist_conj, ud_edges_conj;
  // ud_edge_perm of a cube in H from its U-edge and D-edge quartets (edge4 values):
  // merge[(u / 24) * 576 + (u % 24) * 24 + d % 24].
  std::span<const uint16_t> merge;
  // corner_perm from the U-corner and D-corner quartets (corner4 values), same layout.
  std::span<const uint16_t> corner_merge;
  // Phase-2 distance of (corner_perm, slice_perm), reduced like corner_sym (66 KiB, stays
  // in cache): cornslice[class * 24 + slice_conj(slice_perm, sym)].
  std::span<const uint8_t> cornslice;
  coord::ConjTable slice_conj;
  // Phase-2 distance of the corner permutation alone, by corner_sym class (the least over
  // the slice permutations of cornslice): a bound that needs no edge coordinate.
  std::span<const uint8_t> corner_distance;
  // The flip_ud_slice classes one move from each class: entry cls * 18 + m holds
  // flip_slice_sym.packed(...) of the class representative turned by m (class << 8 | sym).
  // A node's children share one row, one or two cache lines, where looking their raw
  // values up in flip_slice_sym costs a cache miss each.
  std::span<const uint32_t> flip_slice_class_moves;
  uint32_t slice_solved;        // ud_slice of H
  uint32_t slice_edge4_solved;  // edge4(kSliceEdges) of the solved cube
};

struct Tables {
  const Coords* coords;
  const uint8_t* phase1;         // nibbles, index class * 2187 + twist_conj(twist, sym)
  const uint8_t* phase2;         // nibbles, index class * 40320 + ud_edges_conj(ud, sym)
  const uint32_t* phase1_moves;  // entries (phase1_moves.h), same index as phase1; null in
                                 // the small profile
  MoveMasks masks;

  // The search's entry of a phase-1 index: that of the table with moves, or (small
  // profile) the distance alone, which phase1_entry_distance reads the same way.
  uint32_t phase1_entry(uint64_t index) const {
    return phase1_moves ? phase1_moves[index] : tables::nibble(phase1, index);
  }

  // The phase-1 table index of (flip, ud_slice, twist) and the symmetry it was read at.
  uint64_t phase1_index(uint32_t flip, uint32_t slice, uint32_t twist, int& sym) const {
    uint32_t p = coords->flip_slice_sym.packed(slice * coord::kFlip + flip);
    sym = static_cast<int>(p & 0xFF);
    return uint64_t{p >> 8} * coord::kTwist + coords->twist_conj(twist, sym);
  }

  // Exact phase-1 distance of (flip, ud_slice, twist).
  int phase1_distance(uint32_t flip, uint32_t slice, uint32_t twist) const {
    int sym;
    return tables::nibble(phase1, phase1_index(flip, slice, twist, sym));
  }
  // Lower bounds of the phase-2 length within H from the corner permutation, given by its
  // class and symmetry (corner = coords->corner_sym.packed(corner_perm)), and the slice
  // permutation or the U/D-edge permutation.
  int cornslice_distance(uint32_t corner, uint32_t slice_perm) const {
    return coords->cornslice[(corner >> 8) * 24 + coords->slice_conj(slice_perm, corner & 0xFF)];
  }
  int phase2_distance_of_class(uint32_t corner, uint32_t ud_edges) const {
    uint64_t i =
        uint64_t{corner >> 8} * coord::kUdEdgePerm + coords->ud_edges_conj(ud_edges, corner & 0xFF);
    return tables::nibble(phase2, i);
  }
  int phase2_distance(uint32_t corners, uint32_t ud_edges) const {
    return phase2_distance_of_class(coords->corner_sym.packed(corners), ud_edges);
  }
};

// Loads (building on first use) every two-phase table of the full profile. Thread-safe;
// the tables live for the rest of the process.
const Tables& tables();
// The small profile's: the same without the phase-1 table with moves (phase1_moves null).
const Tables& small_tables();
const Coords& coords();  // only the small tables

// The stored tables of a profile (none for the tiny one, built in memory).
std::vector<std::string> profile_tables(Profile profile);

// Adds the three tables to the `cubelab tables` catalog.
void register_tables();

}  // namespace cubelab::twophase
