#include "cubelab/cube/symmetry.h"

#include <gtest/gtest.h>

#include <set>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/random.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

TEST(Symmetry, FortyEightDistinctElements) {
  std::set<std::size_t> seen;
  for (int s = 0; s < kSymmetries; ++s) seen.insert(symmetry_cube(s).hash());
  EXPECT_EQ(seen.size(), 48u);
  EXPECT_TRUE(symmetry_cube(kSymIdentity).is_solved());
}

TEST(Symmetry, ClosedUnderMultiplicationWithInverses) {
  for (int a = 0; a < kSymmetries; ++a) {
    EXPECT_TRUE((symmetry_cube(a) * symmetry_cube(symmetry_inverse(a))).is_solved());
    EXPECT_EQ(symmetry_cube(symmetry_inverse(a)), symmetry_cube(a).inverse());
    for (int b = 0; b < kSymmetries; ++b)
      EXPECT_EQ(symmetry_cube(a) * symmetry_cube(b), symmetry_cube(symmetry_multiply(a, b)));
  }
}

TEST(Symmetry, GeneratorOrders) {
  auto order = [](int s) {
    CubieCube c = symmetry_cube(s);
    int n = 1;
    while (!c.is_solved() && n < 100) c.multiply(symmetry_cube(s)), ++n;
    return n;
  };
  EXPECT_EQ(order(kSymURF3), 3);
  EXPECT_EQ(order(kSymF2), 2);
  EXPECT_EQ(order(kSymU4), 4);
  EXPECT_EQ(order(kSymLR2), 2);
}

TEST(Symmetry, ConjugatedMovesAreMoves) {
  // Rotations keep the direction of a turn; mirrors reverse it. Half turns stay half turns.
  for (int s = 0; s < kSymmetries; ++s) {
    std::set<Move> image;
    for (Move m = 0; m < kMoves; ++m) {
      Move c = conjugate_move(m, s);
      image.insert(c);
      EXPECT_EQ(conjugate(CubieCube::move_cube(m), s), CubieCube::move_cube(c));
      if (move_power(m) == 2)
        EXPECT_EQ(move_power(c), 2);
      else
        EXPECT_EQ(move_power(c) == move_power(m), !symmetry_is_mirror(s)) << s << " " << int(m);
    }
    EXPECT_EQ(image.size(), 18u);
  }
}

TEST(Symmetry, SixteenKeepTheUdAxis) {
  for (int s = 0; s < kSymmetries; ++s) {
    int u = conjugate_face(U, s);
    bool keeps = u == U || u == D;
    EXPECT_EQ(keeps, s < kUdSymmetries) << s;
  }
  // Conjugating by URF3 cycles the three axes: U -> F -> R -> U.
  EXPECT_EQ(conjugate_face(U, kSymURF3), F);
  EXPECT_EQ(conjugate_face(F, kSymURF3), R);
  EXPECT_EQ(conjugate_face(R, kSymURF3), U);
  EXPECT_EQ(conjugate_face(R, kSymLR2), L);
  EXPECT_EQ(conjugate_face(U, kSymF2), D);
}

TEST(Symmetry, ConjugationMapsSolutionsToSolutions) {
  Rng rng(3);
  for (int i = 0; i < 20; ++i) {
    Alg scramble = random_moves(rng, 15);
    const CubieCube c = test::cube_after(scramble);
    for (int s = 0; s < kSymmetries; ++s) {
      CubieCube conj = conjugate(c, s);
      EXPECT_TRUE(conj.is_solvable());
      for (Move m : scramble.inverse().moves) conj.apply(conjugate_move(m, s));
      EXPECT_TRUE(conj.is_solved());
    }
  }
}

TEST(Symmetry, SelfSymmetries) {
  EXPECT_EQ(self_symmetries(CubieCube{}), (uint64_t{1} << 48) - 1);
  // The superflip commutes with every symmetry.
  CubieCube superflip;
  superflip.eo.fill(1);
  EXPECT_EQ(self_symmetries(superflip), (uint64_t{1} << 48) - 1);
  CubieCube u;
  u.apply(make_move(U, 1));
  EXPECT_EQ(self_symmetries(u, 16) & 1, 1u);
  EXPECT_EQ(self_symmetries(u, 16) >> kSymU4 & 1, 1u);   // a y rotation keeps U
  EXPECT_EQ(self_symmetries(u, 16) >> kSymLR2 & 1, 0u);  // a mirror turns U into U'
}

}  // namespace
}  // namespace cubelab
