#pragma once
// The two-phase solver's tables for the axial metric (cube/axial.h; docs/twophase.md,
// "Axial metric"): the same coordinates and symmetry reductions as tables.h, the distances
// counted in axial moves. A turn of two opposite faces at once is one move, so these
// distances are shorter than the HTM ones, and the search can prune with them exactly:
//
//   twophase-axial-phase1  axial phase-1 distance (to group H, with the 45 axial moves) of
//                          every (flip_ud_slice class, twist): 64,430 x 2,187 entries,
//                          4 bits each (67 MiB)
//   twophase-axial-phase2  axial distance within H (with the 21 axial moves of H: its 10
//                          face turns, the 9 pairs of the U-D axis, (R2 L2) and (F2 B2)) of
//                          every (corner_perm class, ud_edge_perm): 2,768 x 40,320 entries,
//                          4 bits each (53 MiB)
//   twophase-axial-cornslice  axial distance within H of (corner_perm class, slice_perm)
//                          and of the corner class alone (67 KiB)
//
// All three go through the table store (tables/store.h) like the HTM tables.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "cubelab/cube/axial.h"
#include "cubelab/solvers/twophase/tables.h"

namespace cubelab::twophase {

struct AxialTables {
  const Coords* coords;
  const uint8_t* phase1;  // nibbles, index as Tables::phase1
  const uint8_t* phase2;  // nibbles, index as Tables::phase2
  // cornslice[class * 24 + slice_conj(slice_perm, sym)], as Coords::cornslice
  std::span<const uint8_t> cornslice;
  std::span<const uint8_t> corner_distance;  // by corner class
};

// Whether every turn of `a` stays in H = <U,D,R2,L2,F2,B2>.
bool in_h(const AxialMove& a);

// The axial moves of phase 1 (all 45) and of phase 2 (the 21 that stay in H).
const std::vector<AxialMove>& axial_phase1_moves();
const std::vector<AxialMove>& axial_phase2_moves();

// Loads (building on first use) the axial tables and the coordinates they index. Thread-safe.
const AxialTables& axial_tables();

// What the axial tables take, coordinates included (the table store's payloads).
uint64_t axial_table_bytes();

// The stored tables the axial metric's search loads, coordinates included.
std::vector<std::string> axial_table_names();

// Adds the axial tables to the `cubelab tables` catalog.
void register_axial_tables();

}  // namespace cubelab::twophase
