#pragma once
// The cube as the metaheuristics' hot loop sees it: corners and edges packed one byte per
// position (piece in the low nibble, twist or flip above it), 16 bytes each, so that
// applying a move or any other cube is one byte shuffle plus an orientation fix-up
// (cube/byte_cube.h). It follows CubieCube::multiply exactly; tests compare the two.
#include <array>
#include <cstdint>
#include <cstring>

#include "cubelab/cube/byte_cube.h"
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/move.h"

namespace cubelab::meta {

struct alignas(16) PackedCube {
  // corners[i] = piece at position i + 16 * twist (0..2); lanes 8..15 stay 8..15.
  std::array<uint8_t, 16> corners;
  // edges[i] = piece at position i + 16 * flip (0..1); lanes 12..15 stay 12..15.
  std::array<uint8_t, 16> edges;

  PackedCube();  // solved
  static PackedCube from(const CubieCube& c);
  CubieCube to_cubie() const;
  // The cube after one face turn from solved.
  static const PackedCube& move(Move m);
  // The cube after two face turns from solved: applying it costs one product, not two.
  static const PackedCube& moves(Move first, Move second);

  // this = this * b: the state reached by applying b after this.
  void apply(const PackedCube& b);
  void apply(Move m) { apply(move(m)); }
  // Applies a whole sequence, two turns per product.
  void apply(const Move* moves, int count);

  int corner_piece(int position) const { return corners[position] & 0x0F; }
  int corner_twist(int position) const { return corners[position] >> 4; }
  int edge_piece(int position) const { return edges[position] & 0x0F; }
  int edge_flip(int position) const { return edges[position] >> 4; }

  bool operator==(const PackedCube&) const = default;
};

// The 18 face turns and their 324 products of two, filled before main() runs
// (packed_cube.cpp); 10 KB, so they stay in the L1 cache.
extern const std::array<PackedCube, kMoves> kPackedMoves;
extern const std::array<PackedCube, kMoves * kMoves> kPackedMovePairs;

inline const PackedCube& PackedCube::move(Move m) { return kPackedMoves[m]; }
inline const PackedCube& PackedCube::moves(Move first, Move second) {
  return kPackedMovePairs[first * kMoves + second];
}

inline void PackedCube::apply(const PackedCube& b) {
  Bytes16 c, e, bc, be;
  std::memcpy(&c, corners.data(), 16);
  std::memcpy(&e, edges.data(), 16);
  std::memcpy(&bc, b.corners.data(), 16);
  std::memcpy(&be, b.edges.data(), 16);
  c = corner_product(c, bc);
  e = edge_product(e, be);
  std::memcpy(corners.data(), &c, 16);
  std::memcpy(edges.data(), &e, 16);
}

inline void PackedCube::apply(const Move* moves, int count) {
  int i = 0;
  for (; i + 1 < count; i += 2) apply(PackedCube::moves(moves[i], moves[i + 1]));
  if (i < count) apply(moves[i]);
}

}  // namespace cubelab::meta
