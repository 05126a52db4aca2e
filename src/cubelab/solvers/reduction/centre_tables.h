#pragma once
// Exact distance tables of one centre orbit type (centre_orbits.h) for the three phases of
// the searched centre stage (centre_search.h), as the 4x4x4's three-phase reduction splits
// its centres (Tsai's method; docs/nxn.md), here for every orbit of every size:
//
//  1. separate: the U and D pieces onto U and D; all moves. Which 8 of the 24 positions hold
//     U/D pieces, C(24,8) = 735,471 entries.
//  2. sides: the F and B pieces onto F and B, the U/D pieces kept on U and D (the faces and
//     U and D's inner layers turned with any power, the other inner layers halved), and the
//     wing orbits at the depths of the orbit's slices even. Which 8 of the 16 side positions
//     hold F/B pieces x the two wing orbits' parities, 12,870 x 4 = 51,480 entries. The
//     parities belong here: a quarter turn of a slice is an odd permutation of the wings at
//     its depth, and for some orbits ("+" centres) the side arrangements a quarter turn
//     leads to are not reached with an even number of them, so the orbit and the wings'
//     parity are finished together or not at all.
//  3. solve: every piece on its face; the faces turned with any power, the blocks holding
//     inner layers halved. For each axis which 4 of its 8 positions show its positive face,
//     70^3 = 343,000 entries, every one reachable (so phase 2 may end anywhere).
//
// Distances count the orbit's generators, so each is a lower bound on the moves of the cube
// that solve the orbit. The tables of a type (about 1.1 MB) are built on first use, a fraction
// of a second, and kept in the table store ("reduction-centres-HASH"), which every later
// process maps: the 5x5x5's took a third of a solve from the command line when each process
// built them.
#include <array>
#include <bit>
#include <cstdint>
#include <span>

#include "cubelab/coord/ranking.h"
#include "cubelab/solvers/reduction/centre_orbits.h"

namespace cubelab::reduction {

struct CentreTables {
  std::span<const uint8_t> separate;
  std::span<const uint8_t> sides;
  std::span<const uint8_t> solve;
};

// The tables for the outer block turns (single_slices false: generators of combos 0 to 2) or
// for the face turns and the orbit's slice alone (true: combos 0 and kSliceAlone).
const CentreTables& centre_tables(const OrbitType& type, bool single_slices);

// Whether phase 2 and 3 may turn generator g.
bool sides_generator(int g);
bool solve_generator(int g);

namespace detail {

// The colex rank of 8 of 24 positions a byte at a time: kRank24[byte][bits set below the
// byte][byte value] is the byte's share of it. Made by the compiler, so that ranking a mask
// (every node of the centre searches ranks two) checks no table is made and calls nothing.
using Rank24 = std::array<std::array<std::array<uint32_t, 256>, 9>, 3>;
constexpr Rank24 make_rank24() {
  Rank24 rank{};
  for (int byte = 0; byte < 3; ++byte)
    for (int below = 0; below <= 8; ++below)
      for (int v = 0; v < 256; ++v) {
        uint32_t r = 0;
        int k = below;
        for (int bit = 0; bit < 8; ++bit)
          if (v >> bit & 1) r += static_cast<uint32_t>(rank::choose(byte * 8 + bit, ++k));
        rank[byte][below][v] = r;
      }
  return rank;
}
inline constexpr Rank24 kRank24 = make_rank24();

}  // namespace detail

// The phases' indices from the orbit's colour masks (positions showing those colours).
// separate_index: which 8 of the 24 positions hold U/D pieces, in colex order (the masks'
// numeric order).
inline uint32_t separate_index(uint32_t ud_mask) {
  const uint32_t b0 = ud_mask & 0xFF, b1 = (ud_mask >> 8) & 0xFF, b2 = ud_mask >> 16;
  const int c0 = std::popcount(b0), c1 = c0 + std::popcount(b1);
  return detail::kRank24[0][0][b0] + detail::kRank24[1][c0][b1] + detail::kRank24[2][c1][b2];
}
// The mask of 8 of the 24 positions whose separate_index is `index` (0..735,470).
uint32_t separate_mask(uint32_t index);
// wing_bits: bit 0 the parity of the wing orbit at the orbit's first slice's depth, bit 1 at
// its second's (0 for an orbit with one slice).
uint32_t sides_index(uint32_t fb_mask, uint32_t wing_bits);
uint32_t solve_index(uint32_t u_mask, uint32_t r_mask, uint32_t f_mask);
// An axis' part of solve_index: which 4 of the 8 positions of the axis of `positive_face`
// (U, R or F) the mask holds, 0..69 (the mask must hold 4 of them), and back.
uint32_t axis_split_index(uint32_t mask, int positive_face);
uint32_t axis_split_mask(uint32_t index, int positive_face);

}  // namespace cubelab::reduction
