#pragma once
// The 5x5x5's centres for cube5's first two phases, in outer block turns (the six faces and
// the six two-layer wide turns, any power: 36 moves, none of which turns a middle layer, so
// the fixed centres and the midges' axes stay). A five-phase reduction after Chen Shuang's
// cube555 splits the centres as the 4x4x4's three-phase reduction does (Tsai's 8-step
// method), for both of the 5x5x5's centre orbits at once, the x-centres and the "+" centres
// (reduction::centre_orbits(5): orbit 0 and 1):
//  1. the eight U and D pieces of each orbit onto U and D, any moves: per orbit which 8 of
//     its 24 positions hold them, C(24,8) = 735,471 states;
//  2. the F and B pieces onto F and B, keeping U/D: R, F, L, B by any power, Uw and Dw by
//     any power, the other wide turns halved (U and D turn none of the side positions); per
//     orbit which 8 of the 16 side positions hold them, times the parity of the wings'
//     permutation, which the goal asks even: a wide quarter turn is one inner quarter turn,
//     an odd permutation of the 24 wings, and the phases after turn wide blocks by halves
//     only, so the "OLL parity" is avoided here rather than fixed by an algorithm.
// Each orbit's part has an exact table, reduction's (centre_tables.h: `separate` and
// `sides`, whose moves include these), and the phases search both orbits on the larger of
// the two distances.
#include <array>
#include <cstdint>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::cube5 {

constexpr int kN = 5;

// The 36 moves: index (face * 2 + wide) * 3 + turns - 1, faces U R F D L B.
constexpr int kMoves = 36;
nxn::NxnMove move_of(int index);
constexpr int block_of(int m) { return m / 3; }
constexpr int axis_of(int m) { return m / 6 % 3; }

// What the first two phases follow of the centres: per orbit (0 the x-centres, 1 the "+"
// centres) the positions (reduction::CentreOrbit's, bit p for position p) that show U or D
// and those that show F or B, and whether the wings' permutation is odd.
struct Centres {
  std::array<uint32_t, 2> ud{};
  std::array<uint32_t, 2> fb{};
  bool wing_parity_odd = false;

  bool operator==(const Centres&) const = default;
};

Centres centres_of(const nxn::NxnCube& cube);
Centres apply(const Centres& c, int move);

constexpr int kMaxBound = 255;

// The moves of phase 1 or 2, as indices, in increasing order.
std::vector<int> phase_moves(int phase);

// Lower bounds on the moves of phase 1 and 2 (each phase's larger orbit distance, and for
// phase 1 near its goal the joint one: phase1_near.h); 0 exactly at the phase's goal. Phase
// 1's goal also asks that phase 2 can reach its own from there (reduction's `sides` table
// reaches it for each orbit): where it cannot, the bound is 1. A bound at or above `limit`
// may be returned before every table is read (a search prunes the node either way).
int phase1_bound(const Centres& c, int limit = kMaxBound);
// The same in two steps, for a search that starts the table reads of a node's children before
// it reads any (search.cpp): each orbit's index in reduction's `separate` table, whose entries
// it starts fetching, then the bound from them.
struct Phase1Indices {
  uint32_t x = 0, t = 0;
};
Phase1Indices phase1_indices(const Centres& c);
int phase1_bound(const Centres& c, const Phase1Indices& indices, int limit);
int phase2_bound(const Centres& c);

// Loads reduction's centre tables of the 5x5x5's two orbit types and phase1_near.h's table,
// building those the table store lacks, so that a search after it only searches.
void load_tables();

}  // namespace cubelab::cube5
