#pragma once
// The cube of the hot loops (the optimal solver's search and tables, the metaheuristics'
// fitness): corners and edges packed one byte per position, piece in the low nibble, twist
// or flip above it, in two 16-byte vectors (cube/byte_cube.h), so that a product with any
// other cube is one byte shuffle per vector plus an orientation fix-up. It follows
// CubieCube::multiply exactly; tests/cube/packed_cube_test.cpp compares the two.
//
// The product serves both sides of a search: z * move (a turn after z) and move * z (a turn
// before z), so a state and its inverse are kept up to date with one product each, and a
// conjugation by a symmetry is two products.
#include <array>
#include <cstdint>
#include <cstring>

#include "cubelab/cube/byte_cube.h"
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/move.h"

namespace cubelab {

struct PackedCube {
  // corners[i] = piece at position i + 16 * twist (0..2; 3..5 in a mirror symmetry);
  // lanes 8..15 hold 8..15.
  Bytes16 corners;
  // edges[i] = piece at position i + 16 * flip (0..1); lanes 12..15 hold 12..15.
  Bytes16 edges;

  // (An aggregate: default construction leaves the bytes unset, as for a plain vector, so
  // that the search nodes holding packed cubes cost nothing to create.) The identity:
  static PackedCube solved() { return from(CubieCube{}); }
  // Any CubieCube, mirrored symmetry elements included (corner twists 3..5).
  static PackedCube from(const CubieCube& c);
  CubieCube to_cubie() const;

  // The cube after one face turn from solved.
  static const PackedCube& move(Move m);
  // The cube after two face turns from solved: applying it costs one product, not two.
  static const PackedCube& moves(Move first, Move second);

  // this = this * b: the state reached by applying b after this. (b is read into registers
  // once: GCC otherwise folds the load of b.corners into both of its uses.)
  void apply(const PackedCube& b) {
    const Bytes16 b_corners = b.corners, b_edges = b.edges;
    corners = corner_product(corners, b_corners);
    edges = edge_product(edges, b_edges);
  }
  void apply(Move m) { apply(move(m)); }
  // Applies a whole sequence, two turns per product.
  void apply(const Move* moves, int count);

  int corner_piece(int position) const { return corners[position] & 0x0F; }
  int corner_twist(int position) const { return corners[position] >> 4; }
  int edge_piece(int position) const { return edges[position] & 0x0F; }
  int edge_flip(int position) const { return edges[position] >> 4; }

  bool operator==(const PackedCube& o) const {
    return std::memcmp(this, &o, sizeof(PackedCube)) == 0;
  }
};

// a * b (b applied after a); b must not be a mirror (no corner twist 3..5).
// (Built in place from a's and b's vectors: going through a copy of a and apply() makes
// GCC copy the cube through memory.)
inline PackedCube operator*(const PackedCube& a, const PackedCube& b) {
  return {corner_product(a.corners, b.corners), edge_product(a.edges, b.edges)};
}

// The 18 face turns and their 324 products of two, filled before main() runs
// (packed_cube.cpp); 10 KB, so they stay in the L1 cache.
extern const std::array<PackedCube, kMoves> kPackedMoves;
extern const std::array<PackedCube, kMoves * kMoves> kPackedMovePairs;

inline const PackedCube& PackedCube::move(Move m) { return kPackedMoves[m]; }
inline const PackedCube& PackedCube::moves(Move first, Move second) {
  return kPackedMovePairs[first * kMoves + second];
}

inline void PackedCube::apply(const Move* moves, int count) {
  int i = 0;
  for (; i + 1 < count; i += 2) apply(PackedCube::moves(moves[i], moves[i + 1]));
  if (i < count) apply(moves[i]);
}

}  // namespace cubelab
