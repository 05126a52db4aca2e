#include "cubelab/cube/packed_cube.h"

#include <gtest/gtest.h>

#include "cubelab/cube/random.h"
#include "cubelab/cube/symmetry.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

TEST(PackedCube, RoundTripsCubieCube) {
  EXPECT_EQ(PackedCube::solved().to_cubie(), CubieCube{});
  // Mirrored symmetry elements carry corner twists 3..5.
  for (int s = 0; s < kSymmetries; ++s)
    EXPECT_EQ(PackedCube::from(symmetry_cube(s)).to_cubie(), symmetry_cube(s)) << s;
  Rng rng(7);
  for (int i = 0; i < 100; ++i) {
    const CubieCube c = random_state(rng);
    EXPECT_EQ(PackedCube::from(c).to_cubie(), c);
  }
}

TEST(PackedCube, UnusedLanesHoldTheirIndex) {
  Rng rng(8);
  const PackedCube p = PackedCube::from(random_state(rng)) * PackedCube::from(random_state(rng));
  for (int i = kCorners; i < 16; ++i) EXPECT_EQ(p.corners[i], i);
  for (int i = kEdges; i < 16; ++i) EXPECT_EQ(p.edges[i], i);
}

TEST(PackedCube, AccessorsReadPieceAndOrientation) {
  const CubieCube c = test::cube_after("U R2 F'");
  const PackedCube p = PackedCube::from(c);
  for (int i = 0; i < kCorners; ++i) {
    EXPECT_EQ(p.corner_piece(i), c.cp[i]);
    EXPECT_EQ(p.corner_twist(i), c.co[i]);
  }
  for (int i = 0; i < kEdges; ++i) {
    EXPECT_EQ(p.edge_piece(i), c.ep[i]);
    EXPECT_EQ(p.edge_flip(i), c.eo[i]);
  }
}

// Both sides of the product (a turn after a cube and a turn before it) and apply().
TEST(PackedCube, ProductMatchesCubieMultiply) {
  Rng rng(11);
  for (int i = 0; i < 200; ++i) {
    CubieCube a = random_state(rng), b = random_state(rng);
    EXPECT_EQ((PackedCube::from(a) * PackedCube::from(b)).to_cubie(), a * b);
    EXPECT_EQ(PackedCube::from(a) * PackedCube::from(a.inverse()), PackedCube::solved());
    PackedCube p = PackedCube::from(a);
    p.apply(PackedCube::from(b));
    EXPECT_EQ(p.to_cubie(), a * b);
    for (Move m = 0; m < kMoves; ++m) {
      PackedCube q = PackedCube::from(a);
      q.apply(m);
      EXPECT_EQ(q.to_cubie(), a * CubieCube::move_cube(m)) << move_name(m);
      EXPECT_EQ((PackedCube::move(m) * PackedCube::from(a)).to_cubie(), CubieCube::move_cube(m) * a)
          << move_name(m);
    }
  }
}

// A mirror may stand on the left of a product: conjugation S * x * S^-1 by any symmetry.
TEST(PackedCube, ConjugationByEverySymmetryMatchesCubieCube) {
  Rng rng(12);
  const CubieCube x = random_state(rng);
  for (int s = 0; s < kSymmetries; ++s) {
    const CubieCube expected = conjugate(x, s);
    const PackedCube p = PackedCube::from(symmetry_cube(s)) * PackedCube::from(x) *
                         PackedCube::from(symmetry_cube(symmetry_inverse(s)));
    EXPECT_TRUE(equal_bytes(p.edges, PackedCube::from(expected).edges)) << s;
    if (!symmetry_is_mirror(s)) {
      EXPECT_EQ(p.to_cubie(), expected) << s;
    }
  }
}

TEST(PackedCube, MoveTablesMatchCubieCube) {
  for (Move a = 0; a < kMoves; ++a) {
    EXPECT_EQ(PackedCube::move(a).to_cubie(), CubieCube::move_cube(a)) << move_name(a);
    for (Move b = 0; b < kMoves; ++b)
      EXPECT_EQ(PackedCube::moves(a, b).to_cubie(),
                CubieCube::move_cube(a) * CubieCube::move_cube(b))
          << move_name(a) << ' ' << move_name(b);
  }
}

// Odd and even lengths: the sequence is applied two turns per product, the last one alone.
TEST(PackedCube, SequenceOfTurnsMatchesAlg) {
  Rng rng(3);
  for (int length : {0, 1, 2, 39, 40}) {
    Alg alg = random_moves(rng, length);
    PackedCube one_by_one = PackedCube::solved(), by_pairs = PackedCube::solved();
    for (Move m : alg.moves) one_by_one.apply(m);
    by_pairs.apply(alg.moves.data(), static_cast<int>(alg.moves.size()));
    EXPECT_EQ(one_by_one.to_cubie(), test::cube_after(alg)) << length;
    EXPECT_EQ(by_pairs, one_by_one) << length;
  }
}

TEST(ByteCube, MovemaskReadsTheTopBitOfEveryLane) {
  Bytes16 v{};
  v[0] = 0x80;
  v[3] = 0xFF;
  v[15] = 0x90;
  v[7] = 0x7F;
  EXPECT_EQ(movemask(v), (1u << 0) | (1u << 3) | (1u << 15));
  EXPECT_EQ(low_u64(v), 0x7F000000FF000080ull);
  EXPECT_EQ(high_u64(v), 0x9000000000000000ull);
}

// The portable bit gather and scatter, against their definitions and (where the build
// targets BMI2) the instructions.
TEST(ByteCube, PortableGatherAndScatterMatchTheirDefinition) {
  Rng rng(5);
  for (int i = 0; i < 1000; ++i) {
    const uint64_t x = rng.next(), mask = rng.next() & rng.next();
    uint64_t gathered = 0, scattered = 0;
    for (int bit = 0, k = 0; bit < 64; ++bit) {
      if (!(mask >> bit & 1)) continue;
      gathered |= (x >> bit & 1) << k;
      scattered |= (x >> k & 1) << bit;
      ++k;
    }
    ASSERT_EQ(pext_pdep_portable(x, mask, false), gathered) << std::hex << x << ' ' << mask;
    ASSERT_EQ(pext_pdep_portable(x, mask, true), scattered) << std::hex << x << ' ' << mask;
    ASSERT_EQ(pext64(x, mask), gathered);
    ASSERT_EQ(pdep64(x, mask), scattered);
  }
  EXPECT_EQ(pext64(0x0030303030303030ull, 0x0030303030303030ull), 0x3FFFull);
  EXPECT_EQ(pdep64(0x3, 0x1010101010101010ull), 0x1010ull);
}

}  // namespace
}  // namespace cubelab
