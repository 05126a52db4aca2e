#pragma once
// The 4x4x4's centres for cube4's three searched phases, after Tsai's 8-step 4x4x4 method as
// Chen Shuang's three-phase reduction (TPR-4x4x4-Solver) uses it, in outer block turns (face
// turns and two-layer wide turns, 36 moves). Each phase's centre goal has an exact distance
// table (the table store: tables/store.h); phases 2 and 3 add the wings (edges.h), and
// search.h searches the three together:
//  1. the eight U and D centre pieces onto the U and D faces, any moves: which 8 of the 24
//     positions hold them, C(24,8) = 735,471 states ("cube4-centres-ud", one byte each),
//     its paths read straight down the table;
//  2. the F and B pieces onto F and B, keeping U/D: face turns, Uw and Dw, other wide turns
//     halved; which 8 of the 16 side positions hold them, times the parity of the wings'
//     permutation (a wide quarter turn is one inner-layer quarter turn, a 4-cycle of wings),
//     times the U/D axis' split (which 4 of its 8 positions show U: 70): 25,740 x 70 =
//     1,801,800 states ("cube4-centres-sides"). The goal asks for an even parity, so the
//     cube never needs the "OLL parity" algorithm (parity is avoided, not fixed), and for
//     one of the 12 splits phase 3 can finish with U and D halved. IDA* on this table; the
//     same phase orients the edges (edges.h), tested where the centres reach their goal;
//  3. every centre on its face, keeping each axis' pair, and every edge's wings paired:
//     U2, D2, the other face turns and the wide half turns, which keep the wings' types;
//     which 4 of each axis' 8 positions hold its positive face's colour, times the parity
//     that decides whether the paired edges make a legal 3x3x3 (edges.h), 70^3 x 2 =
//     686,000 states, 117,600 of them reachable ("cube4-centres-final"), and the pairing
//     with that parity ("cube4-edge-pairs"); IDA* on the larger bound.
#include <array>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::cube4 {

// The centres of a 4x4x4 as the colour (face 0..5) on each of the 24 centre positions,
// position face*4 + (row-1)*2 + (col-1): the compact model the centre phases search.
struct Centres {
  std::array<uint8_t, 24> colour{};
  bool wing_parity_odd = false;
  // Phase 3's: flipped by the moves edges.h's flips_reduced_parity names.
  bool reduced_parity_odd = false;
};

Centres centres_of(const nxn::NxnCube& cube, bool wing_parity_odd);

// The 36 moves: index (face*2 + wide)*3 + turns-1.
constexpr int kMoves = 36;
nxn::NxnMove move_of(int index);
Centres apply(const Centres& c, int move);

// Whether phase 3 pairs the edges: not in the WebAssembly module (cmake/wasm.cmake), whose
// single thread would spend its first 4x4x4 solve building the pairing table (10 s natively
// on one thread); there the edges are paired by reduction's commutators after phase 3's
// centres, as the fallback does.
#ifdef __EMSCRIPTEN__
constexpr bool kPairEdges = false;
#else
constexpr bool kPairEdges = true;
#endif

// Loads the three phases' tables, and edges.h's and phase 3's ball (phase3_ball.h) where phase 3
// pairs the edges (kPairEdges), building any that is not in the cache yet.
void load_tables();
// Their names in the table store, and their bytes: what a memory budget leaves the 3x3x3
// stage is the rest.
std::vector<std::string> stored_tables();
uint64_t table_bytes();

// The moves of phase 1, 2 or 3 (above), as indices.
std::vector<int> phase_moves(int phase);
// The phase's table and the index of `c` in it (phase 3: with reduced_parity_odd).
std::span<const uint8_t> phase_table(int phase);
// Its name in the table store ("cube4-centres-ud") and a line on what it holds.
const char* phase_table_name(int phase);
std::string phase_table_description(int phase);
uint64_t phase_index(int phase, const Centres& c);
// A state with that index (the colours it does not read arbitrary).
Centres phase_state(int phase, uint64_t index);
// Phase 2's side coordinate (its index / 70: which 8 of the 16 side positions show F or B,
// and the wing parity) after each of its moves, [side][m] (0 for the other moves): the same as
// phase_index(2, apply(phase_state(2, side * 70), m)) / 70, made from each move's permutation
// of the side positions (a twentieth of the time; each solving process makes it once).
std::vector<std::array<uint16_t, kMoves>> phase2_side_moves();
// Phase 3's coordinate, axis by axis (U, R, F: which 4 of the axis' 8 positions show its
// positive face, 0..69; the table's index is ((u * 70 + r) * 70 + f) * 2 + parity): the
// coordinate after phase-3 move m, [axis][coordinate][m].
const std::array<std::array<std::array<uint8_t, kMoves>, 70>, 3>& split_moves();

// Walks `c` straight down the phase's table to its goal, appending the moves.
void descend(int phase, Centres& c, std::vector<nxn::NxnMove>& moves);

}  // namespace cubelab::cube4
