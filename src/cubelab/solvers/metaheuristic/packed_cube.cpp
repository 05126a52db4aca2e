#include "cubelab/solvers/metaheuristic/packed_cube.h"

namespace cubelab::meta {

PackedCube::PackedCube() {
  for (uint8_t i = 0; i < 16; ++i) corners[i] = edges[i] = i;
}

PackedCube PackedCube::from(const CubieCube& c) {
  PackedCube p;
  for (int i = 0; i < kCorners; ++i) p.corners[i] = static_cast<uint8_t>(c.cp[i] | c.co[i] << 4);
  for (int i = 0; i < kEdges; ++i) p.edges[i] = static_cast<uint8_t>(c.ep[i] | c.eo[i] << 4);
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

}  // namespace cubelab::meta

namespace cubelab::meta {

const std::array<PackedCube, kMoves* kMoves> kPackedMovePairs = [] {
  std::array<PackedCube, kMoves * kMoves> t;
  for (Move a = 0; a < kMoves; ++a)
    for (Move b = 0; b < kMoves; ++b) {
      PackedCube c = PackedCube::from(CubieCube::move_cube(a));
      c.apply(PackedCube::from(CubieCube::move_cube(b)));
      t[a * kMoves + b] = c;
    }
  return t;
}();

}  // namespace cubelab::meta
