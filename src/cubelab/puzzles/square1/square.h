#pragma once
// The second phase of the Square-1's two-phase solver (Shuang Chen, sq12phase): the puzzle in
// the square-square shape, both layers a corner in slot 0, then edge, corner, edge, ... In
// that shape quarter turns of either layer ((3, 0), (0, 3)) and the slash keep it, and a state
// is three coordinates:
//   corners  the corner in each of the eight corner places (the top's slots 0 3 6 9, then the
//            bottom's), a permutation of 8                                          40,320
//   edges    the edge in each of the eight edge places (slots 2 5 8 11 of each layer) 40,320
//   middle   the middle layer square or turned                                           2
// Every move changes the corners' and the edges' parities alike (a quarter turn is a 4-cycle
// of each, a slash two swaps of each), so the states of the phase are those whose two parities
// agree, as the first phase leaves them: 8! x 8! / 2 x 2.
//
// Two pruning tables give a lower bound of the slashes still needed (quarter turns free): the
// corners with the middle layer, and the edges with the middle layer, each the exact distance
// of that part, one byte an entry.
#include <array>
#include <cstdint>
#include <vector>

#include "cubelab/puzzles/square1/square1.h"

namespace cubelab::square1 {

inline constexpr int kPermutations = 40320;  // 8!
// The shape key (shape.h) of the square-square shape.
inline constexpr uint32_t kSquareSquare = 0b101101101101u | 0b101101101101u << kSlots;

struct SquareCoords {
  uint16_t corners = 0, edges = 0;
  uint8_t middle = 0;
};

class SquareTables {
 public:
  // Built on first use (some tens of milliseconds), then kept.
  static const SquareTables& get();

  // The coordinates of a state of the square-square shape.
  static SquareCoords coords_of(const Square1& s);
  // The solved puzzle in the square-square shape: the bottom turned back a twelfth.
  static Square1 solved_square();

  // The permutations after a turn of the top by `top` and the bottom by `bottom` quarter turns
  // (0..3 each, clockwise), and after a slash: kind 0 the slash, 1 (1, 1) / (-1, -1).
  uint16_t turned(int top, int bottom, uint16_t perm_corners) const {
    return corner_turn_[4 * top + bottom][perm_corners];
  }
  uint16_t edges_turned(int top, int bottom, uint16_t perm) const {
    return edge_turn_[4 * top + bottom][perm];
  }
  uint16_t corners_slashed(int kind, uint16_t perm) const { return corner_slash_[kind][perm]; }
  uint16_t edges_slashed(int kind, uint16_t perm) const { return edge_slash_[kind][perm]; }
  // Lower bounds of the slashes that solve the corners, the edges.
  int corner_bound(uint16_t perm, int middle) const { return corner_prune_[2 * perm + middle]; }
  int edge_bound(uint16_t perm, int middle) const { return edge_prune_[2 * perm + middle]; }
  SquareCoords solved() const { return solved_; }
  double build_ms() const { return build_ms_; }
  // How many (corner permutation, middle) states are at each distance.
  std::vector<size_t> corner_distance_counts() const;

 private:
  SquareTables();
  std::array<std::vector<uint16_t>, 16> corner_turn_, edge_turn_;
  std::array<std::vector<uint16_t>, 2> corner_slash_, edge_slash_;
  std::vector<uint8_t> corner_prune_, edge_prune_;
  SquareCoords solved_;
  double build_ms_ = 0;
};

}  // namespace cubelab::square1
