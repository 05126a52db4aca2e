// The axial metric: the 45 axial moves, axial lengths and the parenthesised text.
#include "cubelab/cube/axial.h"

#include <gtest/gtest.h>

#include <set>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/random.h"

namespace cubelab {
namespace {

TEST(AxialMoves, EighteenTurnsAndTwentySevenPairs) {
  const auto& all = axial_moves();
  int singles = 0, pairs = 0;
  std::set<std::pair<int, int>> seen;
  for (const AxialMove& a : all) {
    (a.count == 1 ? singles : pairs)++;
    if (a.count == 2) {
      // U before D, R before L, F before B: the order canonical() gives.
      EXPECT_EQ(move_face(a.turns[1]), opposite_face(move_face(a.turns[0])));
      EXPECT_LT(move_face(a.turns[0]), 3);
      EXPECT_EQ(a.axis(), move_face(a.turns[1]) % 3);
    }
    EXPECT_TRUE(seen.insert({a.turns[0], a.count == 2 ? a.turns[1] : -1}).second);
  }
  EXPECT_EQ(singles, 18);
  EXPECT_EQ(pairs, 27);
}

TEST(AxialLength, RunsOnOneAxisCountOnce) {
  EXPECT_EQ(Alg().axial(), 0);
  EXPECT_EQ(Alg::parse("R").axial(), 1);
  EXPECT_EQ(Alg::parse("U D'").axial(), 1);
  EXPECT_EQ(Alg::parse("R2 L U D' F B2").axial(), 3);
  EXPECT_EQ(Alg::parse("R U R' U'").axial(), 4);
  // Any run on one axis, however written.
  EXPECT_EQ(Alg::parse("U D U2").axial(), 1);
  EXPECT_EQ(Alg::parse("R L F B U D").axial(), 3);
}

TEST(AxialText, PairsInParenthesesAndParsedBack) {
  EXPECT_EQ(Alg::parse("R U D' F2 R2 L").axial_str(), "R (U D') F2 (R2 L)");
  EXPECT_EQ(Alg::parse("U2").axial_str(), "U2");
  EXPECT_EQ(Alg().axial_str(), "");
  EXPECT_EQ(Alg::parse("D' U2 B2 F").axial_str(), "(U2 D') (F B2)");
  EXPECT_EQ(Alg::parse("(U D') (R2 L)").str(), "U D' R2 L");
  // Printing then parsing gives the same turns, for random sequences.
  Rng rng(7);
  for (int i = 0; i < 200; ++i) {
    std::vector<Move> moves;
    for (int k = 0; k < 25; ++k) moves.push_back(static_cast<Move>(rng.below(kMoves)));
    const Alg a(moves);
    const Alg back = Alg::parse(a.axial_str());
    EXPECT_EQ(back.axial(), a.axial()) << a.str();
    CubieCube x, y;
    x.apply(a.moves);
    y.apply(back.moves);
    EXPECT_EQ(x, y) << a.str();
    EXPECT_LE(a.axial(), a.htm());
    // Merging turns never splits a run.
    EXPECT_LE(a.canonical().axial(), a.axial());
  }
}

TEST(AxialLength, CanonicalFormHasAtMostTwoTurnsARun) {
  Rng rng(11);
  for (int i = 0; i < 200; ++i) {
    std::vector<Move> moves;
    for (int k = 0; k < 30; ++k) moves.push_back(static_cast<Move>(rng.below(kMoves)));
    const Alg c = Alg(moves).canonical();
    // Each axial move of the canonical form is one or two turns.
    EXPECT_GE(c.axial() * 2, c.htm());
    EXPECT_LE(c.axial(), c.htm());
  }
}

}  // namespace
}  // namespace cubelab
