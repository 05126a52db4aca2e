#pragma once
// Where one piece goes under a precomposed effect (a macro or a few turns applied to a
// solved cube): the small lookups that let stages 2 and 3 plan a piece's route without
// trying moves on a copy of the cube.
#include <cstdint>

#include "cubelab/cube/cubie_cube.h"

namespace cubelab::beginner {

struct Destination {
  uint8_t position;
  uint8_t twist;  // added orientation (corner twist 0..2 or edge flip 0..1)
};

// The piece now at corner position `from` ends at `position`, twisted by `twist`.
inline Destination corner_destination(const CubieCube& effect, int from) {
  for (int i = 0; i < kCorners; ++i)
    if (effect.cp[i] == from) return {static_cast<uint8_t>(i), effect.co[i]};
  return {0, 0};
}

inline Destination edge_destination(const CubieCube& effect, int from) {
  for (int i = 0; i < kEdges; ++i)
    if (effect.ep[i] == from) return {static_cast<uint8_t>(i), effect.eo[i]};
  return {0, 0};
}

// The position of a piece (the cube is a valid permutation, so it is somewhere).
inline int find_corner(const CubieCube& c, int piece) {
  for (int i = 0; i < kCorners - 1; ++i)
    if (c.cp[i] == piece) return i;
  return kCorners - 1;
}

inline int find_edge(const CubieCube& c, int piece) {
  for (int i = 0; i < kEdges - 1; ++i)
    if (c.ep[i] == piece) return i;
  return kEdges - 1;
}

// The D turn (0 = none, else quarter turns 1..3) that takes D-layer position `from` to `to`
// (corner positions 4..7 or edge positions 4..7; D cycles both the same way).
inline int d_turns_between(int from, int to) { return ((from - to) % 4 + 4) % 4; }

// Moves of a setup D turn (0..3 quarter turns) followed by a macro, counted after the
// setup merges with the macro's own first D turn (the final answer is simplified, so this
// is what the pair really costs).
inline int setup_and_macro_length(int d_turns, const Move* macro_moves, int macro_length) {
  if (macro_length > 0 && move_face(macro_moves[0]) == D) {
    int merged = (d_turns + move_power(macro_moves[0])) % 4;
    return (merged ? 1 : 0) + macro_length - 1;
  }
  return (d_turns ? 1 : 0) + macro_length;
}

}  // namespace cubelab::beginner
