#include "cubelab/solvers/metaheuristic/packed_cube.h"

#include <gtest/gtest.h>

#include "cubelab/cube/random.h"

namespace cubelab::meta {
namespace {

TEST(PackedCube, RoundTripsCubieCube) {
  Rng rng(7);
  for (int i = 0; i < 100; ++i) {
    CubieCube c = random_state(rng);
    EXPECT_EQ(PackedCube::from(c).to_cubie(), c);
  }
}

TEST(PackedCube, ApplyMatchesCubieMultiply) {
  Rng rng(11);
  for (int i = 0; i < 200; ++i) {
    CubieCube a = random_state(rng), b = random_state(rng);
    PackedCube p = PackedCube::from(a);
    p.apply(PackedCube::from(b));
    EXPECT_EQ(p.to_cubie(), a * b);
    for (Move m = 0; m < kMoves; ++m) {
      PackedCube q = PackedCube::from(a);
      q.apply(m);
      EXPECT_EQ(q.to_cubie(), a * CubieCube::move_cube(m)) << move_name(m);
    }
  }
}

TEST(PackedCube, SequenceOfTurnsMatchesAlg) {
  Rng rng(3);
  Alg alg = random_moves(rng, 40);
  PackedCube p;
  for (Move m : alg.moves) p.apply(m);
  CubieCube c;
  c.apply(alg.moves);
  EXPECT_EQ(p.to_cubie(), c);
}

}  // namespace
}  // namespace cubelab::meta
