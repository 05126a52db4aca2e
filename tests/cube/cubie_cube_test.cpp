#include "cubelab/cube/cubie_cube.h"

#include <gtest/gtest.h>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

int order_of(const Alg& alg) {
  CubieCube c;
  for (int n = 1; n < 10000; ++n) {
    c.apply(alg.moves);
    if (c.is_solved()) return n;
  }
  return -1;
}

TEST(CubieCube, EveryMoveHasOrderFour) {
  for (Move m = 0; m < kMoves; ++m) EXPECT_EQ(order_of(Alg({m})), move_power(m) == 2 ? 2 : 4);
}

TEST(CubieCube, MoveTimesInverseIsIdentity) {
  for (Move m = 0; m < kMoves; ++m) {
    CubieCube c = CubieCube::move_cube(m) * CubieCube::move_cube(inverse_move(m));
    EXPECT_TRUE(c.is_solved()) << move_name(m);
    EXPECT_EQ(CubieCube::move_cube(m).inverse(), CubieCube::move_cube(inverse_move(m)));
  }
}

TEST(CubieCube, OppositeFacesCommute) {
  for (int f = 0; f < 3; ++f)
    for (int p = 1; p <= 3; ++p)
      for (int q = 1; q <= 3; ++q) {
        const auto& a = CubieCube::move_cube(make_move(f, p));
        const auto& b = CubieCube::move_cube(make_move(f + 3, q));
        EXPECT_EQ(a * b, b * a);
      }
}

TEST(CubieCube, InverseOfProduct) {
  Rng rng(7);
  for (int i = 0; i < 100; ++i) {
    CubieCube a = random_state(rng), b = random_state(rng);
    EXPECT_EQ((a * b).inverse(), b.inverse() * a.inverse());
    EXPECT_TRUE((a * a.inverse()).is_solved());
  }
}

TEST(CubieCube, KnownOrders) {
  EXPECT_EQ(order_of(Alg::parse("R U")), 105);
  EXPECT_EQ(order_of(Alg::parse("R2 U2")), 6);
  EXPECT_EQ(order_of(Alg::parse("R U R' U'")), 6);
}

TEST(CubieCube, RandomStatesAreSolvable) {
  Rng rng(1);
  for (int i = 0; i < 1000; ++i) EXPECT_TRUE(random_state(rng).is_solvable());
}

TEST(Facelets, ReproducesReferenceMoveSequences) {
  CUBELAB_REQUIRE_REFERENCE();
  auto lines = test::reference_lines("moves-facelets.tsv");
  ASSERT_EQ(lines.size(), 2000u);
  for (const auto& line : lines) {
    auto tab = line.find('\t');
    ASSERT_NE(tab, std::string::npos);
    const CubieCube c = test::cube_after(Alg::parse(line.substr(0, tab)));
    std::string expected = line.substr(tab + 1);
    ASSERT_EQ(to_facelets(c), expected) << line;
    ASSERT_EQ(from_facelets(expected), c) << line;
  }
}

void facelet_round_trips(int count) {
  Rng rng(3);
  for (int i = 0; i < count; ++i) {
    CubieCube c = random_state(rng);
    ASSERT_EQ(from_facelets(to_facelets(c)), c);
  }
}

TEST(Facelets, RoundTripOnRandomStates) { facelet_round_trips(3000); }
TEST(Facelets, RoundTripOn100000RandomStatesSlow) { facelet_round_trips(100000); }

}  // namespace
}  // namespace cubelab
