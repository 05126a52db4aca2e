#include "cubelab/cube/packed_cube.h"

namespace cubelab {

PackedCube PackedCube::from(const CubieCube& c) {
  PackedCube p;
  for (int i = 0; i < 16; ++i) {
    p.corners[i] = i < kCorners ? static_cast<uint8_t>(c.co[i] << 4 | c.cp[i]) : i;
    p.edges[i] = i < kEdges ? static_cast<uint8_t>(c.eo[i] << 4 | c.ep[i]) : i;
  }
  return p;
}

CubieCube PackedCube::to_cubie() const {
  CubieCube c;
  for (int i = 0; i < kCorners; ++i) {
    c.cp[i] = static_cast<uint8_t>(corner_piece(i));
    c.co[i] = static_cast<uint8_t>(corner_twist(i));
  }
  for (int i = 0; i < kEdges; ++i) {
    c.ep[i] = static_cast<uint8_t>(edge_piece(i));
    c.eo[i] = static_cast<uint8_t>(edge_flip(i));
  }
  return c;
}

const std::array<PackedCube, kMoves> kPackedMoves = [] {
  std::array<PackedCube, kMoves> t;
  for (Move m = 0; m < kMoves; ++m) t[m] = PackedCube::from(CubieCube::move_cube(m));
  return t;
}();

// Filled after kPackedMoves: one file's globals are initialised in the order they are defined.
const std::array<PackedCube, kMoves* kMoves> kPackedMovePairs = [] {
  std::array<PackedCube, kMoves * kMoves> t;
  for (Move a = 0; a < kMoves; ++a)
    for (Move b = 0; b < kMoves; ++b) t[a * kMoves + b] = kPackedMoves[a] * kPackedMoves[b];
  return t;
}();

}  // namespace cubelab
