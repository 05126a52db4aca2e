#pragma once
// The distance tables of the two-phase coordinates for a given set of moves, shared by the
// face-turn tables (tables.h: the 18 turns, the 10 of H) and the axial tables
// (axial_tables.h: the 45 axial moves, the 21 of H). A move is one face turn or a turn of
// each of two opposite faces (cube/axial.h); the coordinates, their symmetry reductions and
// the table layouts are the same for every move set, only the distances differ.
#include <cstdint>
#include <span>
#include <vector>

#include "cubelab/cube/axial.h"
#include "cubelab/solvers/twophase/tables.h"
#include "cubelab/tables/store.h"

namespace cubelab::twophase {

// The face turns of a move mask (bit m: turn m), each as a move of one turn.
std::vector<AxialMove> single_turns(uint32_t move_mask);

// Phase-1 distance (to H) of every (flip_ud_slice class, twist): Tables::phase1's layout,
// 4 bits an entry, kPhase1Entries entries. expected_levels: for the progress report.
void build_phase1_distances(const Coords& c, std::span<const AxialMove> moves,
                            std::span<uint8_t> table, tables::BuildContext& ctx,
                            int expected_levels);

// Distance within H of every (corner_perm class, ud_edge_perm): Tables::phase2's layout,
// 4 bits an entry, 15 = 15 or more. The moves must stay in H.
void build_phase2_distances(const Coords& c, std::span<const AxialMove> moves,
                            std::span<uint8_t> table, tables::BuildContext& ctx,
                            int expected_levels);

// Distance within H of every (corner_perm, slice_perm), one byte each, reduced like
// corner_sym (distances are the same for conjugates): row cls * 24 + slice_perm holds that
// of the class representative. The moves must stay in H.
std::vector<uint8_t> cornslice_distances(const coord::MoveTable& corners,
                                         const coord::SymReduction& corner_sym,
                                         std::span<const AxialMove> moves);

// The least entry of each 24-entry row of cornslice_distances: the corners' own distance
// (every corner path lifts to a (corner, slice) path ending at some slice permutation).
std::vector<uint8_t> corner_distances(std::span<const uint8_t> cornslice);

}  // namespace cubelab::twophase
