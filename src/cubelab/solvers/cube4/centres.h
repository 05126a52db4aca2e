#pragma once
// The 4x4x4's centres solved by search in three phases, each read off an exact distance table
// (the table store: tables/store.h), in outer block turns (face turns and two-layer wide
// turns, 36 moves). The phases follow the first steps of Tsai's 8-step 4x4x4 method as used
// by Chen Shuang's three-phase reduction (TPR-4x4x4-Solver):
//  1. the eight U and D centre pieces onto the U and D faces, any moves: which 8 of the 24
//     positions hold them, C(24,8) = 735,471 states ("cube4-centres-ud", one byte each);
//  2. the F and B pieces onto F and B, keeping U/D: face turns, Uw and Dw, other wide turns
//     halved; which 8 of the 16 side positions hold them, times the parity of the wings'
//     permutation (a wide quarter turn is one inner-layer quarter turn, a 4-cycle of wings):
//     C(16,8) x 2 = 25,740 states ("cube4-centres-fb"). The goal asks for an even parity,
//     so the cube never needs the "OLL parity" algorithm: parity is avoided, not fixed;
//  3. every centre on its face, keeping each axis' pair: face turns and wide half turns;
//     which 4 of each axis' 8 positions hold its positive face's colour, 70^3 = 343,000
//     states ("cube4-centres-split").
#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::cube4 {

// The centres of a 4x4x4 as the colour (face 0..5) on each of the 24 centre positions,
// position face*4 + (row-1)*2 + (col-1): the compact model the centre phases search.
struct Centres {
  std::array<uint8_t, 24> colour{};
  bool wing_parity_odd = false;
};

Centres centres_of(const nxn::NxnCube& cube, bool wing_parity_odd);

// The 36 moves: index (face*2 + wide)*3 + turns-1.
constexpr int kMoves = 36;
nxn::NxnMove move_of(int index);
Centres apply(const Centres& c, int move);

// Loads the three phases' tables, building any that is not in the cache yet (about 3 s).
void load_tables();

// The three phases' moves, each phase-optimal, that solve the centres and leave the wings'
// permutation even. `stop` is polled between phases.
std::vector<nxn::NxnMove> solve_centres(const Centres& start, const std::function<bool()>& stop);

}  // namespace cubelab::cube4
