// The NxNxN sticker model: the reference data of an independent model, agreement with the
// 3x3x3 and 2x2x2 models, known facts about move sequences, and the biggest sizes.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/any_facelets.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/cube/random.h"
#include "support/input_error.h"
#include "support/nxn.h"
#include "support/test_support.h"

namespace cubelab::nxn {
namespace {

// How many times `moves` must be applied to the n-layer cube for it to be solved again.
int order_of(int n, std::string_view moves) {
  const std::vector<NxnMove> seq = parse_moves(moves, n);
  NxnCube cube(n);
  for (int k = 1; k <= 10000; ++k) {
    cube.apply(seq);
    if (cube == NxnCube(n)) return k;
  }
  return -1;
}

TEST(NxnCube, SolvedCube) {
  EXPECT_EQ(NxnCube(2).facelets(), "UUUURRRRFFFFDDDDLLLLBBBB");
  EXPECT_EQ(NxnCube(3).facelets(), kSolvedFacelets);
  const NxnCube big(33);
  EXPECT_EQ(big.facelets().size(), 6u * 33 * 33);
  EXPECT_TRUE(big.is_solved());
  EXPECT_EQ(big.sticker(B, 32, 32), B);
  EXPECT_EQ(NxnCube::from_facelets(33, big.facelets()), big);
}

TEST(NxnCube, SizesOutOfRangeAreRefused) {
  EXPECT_TRUE(test::refuses_with([] { NxnCube c(1); }, ErrorCode::Limit, "not 1"));
  EXPECT_TRUE(test::refuses_with([] { NxnCube c(kMaxSize + 1); }, ErrorCode::Limit));
  EXPECT_TRUE(test::refuses_with([] { parse_moves("R", 0); }, ErrorCode::Limit));
}

TEST(NxnCube, FromFaceletsChecksLengthAndLetters) {
  EXPECT_TRUE(test::refuses_with([] { NxnCube::from_facelets(2, "UUUU"); }, ErrorCode::Format,
                                 "24 characters, this one has 4"));
  EXPECT_TRUE(test::refuses_with([] { NxnCube::from_facelets(2, "UUUURRRRFFFFDDDDLLLLBBBW"); },
                                 ErrorCode::Format, "'W' at position 24"));
  // Unchecked otherwise: a sticker model holds whatever it is given.
  EXPECT_EQ(NxnCube::from_facelets(2, "UUUURRRRFFFFDDDDLLLLBBBU").facelets(),
            "UUUURRRRFFFFDDDDLLLLBBBU");
}

TEST(NxnCube, ReproducesReferenceMoveSequences) {
  CUBELAB_REQUIRE_REFERENCE();
  const auto lines = test::reference_lines("nxn-moves-facelets.tsv");
  ASSERT_EQ(lines.size(), 241u);  // a header, then 40 lines for each of 2x2x2..7x7x7
  ASSERT_EQ(lines[0], "puzzle\tmoves\tfacelets");
  int checked[8] = {};
  for (size_t i = 1; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    const size_t tab1 = line.find('\t'), tab2 = line.find('\t', tab1 + 1);
    ASSERT_NE(tab2, std::string::npos) << line;
    const int n = std::stoi(line.substr(0, tab1));
    ASSERT_EQ(line.substr(0, tab1), fmt::format("{}x{}x{}", n, n, n));
    const std::string moves = line.substr(tab1 + 1, tab2 - tab1 - 1);
    const NxnCube cube = after(n, moves);
    ASSERT_EQ(cube.facelets(), line.substr(tab2 + 1)) << line;
    ASSERT_EQ(NxnCube::from_facelets(n, line.substr(tab2 + 1)), cube);
    // The canonical form of the sequence turns the same.
    ASSERT_EQ(after(n, to_string(parse_moves(moves, n), n)), cube) << line;
    ++checked[n];
  }
  for (int n = 2; n <= 7; ++n) EXPECT_EQ(checked[n], 40) << n;
}

// The 3x3x3's model (CubieCube and its facelet writer) agrees sticker for sticker.
TEST(NxnCube, AgreesWithTheCubieModelOn3x3x3) {
  Rng rng(11);
  for (int i = 0; i < 300; ++i) {
    const Alg alg = random_moves(rng, static_cast<int>(rng.below(40)));
    ASSERT_EQ(after(3, alg.str()).facelets(), to_facelets(test::cube_after(alg))) << alg.str();
  }
  // Slices, wide turns and rotations: the 3x3x3's reading turns them into face turns
  // relative to the centres, the same cube once held with its centres in place.
  for (std::string_view moves : {"M", "E2", "S'", "Rw U Lw'", "x R y' U z2 F", "M E S r u' f2 M'"})
    EXPECT_EQ(cube_from_any_facelets(after(3, moves).facelets()), test::cube_after(moves)) << moves;
}

// The 2x2x2's model: equal once both are held with the DBL corner in place (the 2x2x2
// reader normalises; the sticker model keeps the cube as it was turned).
TEST(NxnCube, AgreesWithThePocketModelOn2x2x2) {
  Rng rng(12);
  for (int i = 0; i < 300; ++i) {
    const Alg alg = random_moves(rng, static_cast<int>(rng.below(30)));
    const NxnCube cube = after(2, alg.str());
    const CubieCube cubies = test::cube_after(alg);
    // Facelet for facelet: the 2x2x2's stickers are the 3x3x3's corner stickers.
    ASSERT_EQ(cube.facelets(), pocket_facelets(cubies)) << alg.str();
    ASSERT_EQ(pocket_from_facelets(cube.facelets()), normalise_pocket(cubies)) << alg.str();
  }
  // Turns of U R F alone keep DBL in place: the 2x2x2's own scrambles need no normalising.
  for (int i = 0; i < 100; ++i) {
    const Alg alg = random_pocket_moves(rng, 15);
    ASSERT_EQ(pocket_facelets(test::cube_after(alg)), after(2, alg.str()).facelets());
  }
}

TEST(NxnCube, OrderOfRU) {
  // On the 2x2x2 only the corners move: 15. From the 3x3x3 up the edges' 7-cycle joins them
  // (wings of a big cube travel with their edge under outer turns), and centres that turn
  // only within their face show one colour: 105 on every size.
  EXPECT_EQ(order_of(2, "R U"), 15);
  for (int n : {3, 4, 5, 6, 7, 8, 9, 12, 33}) EXPECT_EQ(order_of(n, "R U"), 105) << n;
  EXPECT_EQ(order_of(3, "R U R' U'"), 6);
  EXPECT_EQ(order_of(5, "R U R' U'"), 6);
}

TEST(NxnCube, InverseSequencesSolve) {
  for (int n : {2, 3, 4, 5, 6, 7, 10, 17, 33}) {
    const std::string_view moves =
        n < 4 ? "R U2 F' Rw 2R x y' z2 L D B' Lw2 Dw' 2L' 2D2 (R U)' r' l u d f b"
              : "R U2 F' Rw 3Rw' 2R (2-3r U)2 x y' z2 L D B' Lw2 Dw' 2L' 2D2 (R U)' r' l u d f b";
    const std::vector<NxnMove> seq = parse_moves(moves, n);
    NxnCube cube(n);
    cube.apply(seq);
    EXPECT_FALSE(cube.is_solved()) << n;
    cube.apply(inverse(seq));
    EXPECT_EQ(cube, NxnCube(n)) << n;
  }
}

TEST(NxnCube, RotationsKeepASolvedCubeSolved) {
  for (int n : {2, 3, 4, 5, 33}) {
    const NxnCube cube = after(n, "x y2 z' x2 y");
    EXPECT_TRUE(cube.is_solved()) << n;
    EXPECT_NE(cube, NxnCube(n)) << n;  // held otherwise
    EXPECT_FALSE(after(n, "x y R").is_solved()) << n;
  }
}

TEST(NxnCube, TheBiggestCubesTurn) {
  // A 33x33x33 scramble of every kind of move, undone; and the half-turn identities of its
  // deepest layers.
  const int n = 33;
  std::string text;
  for (int k = 1; k <= n; ++k) text += fmt::format("{}R {}Uw' {}-{}f2 ", k, k, k, n);
  const std::vector<NxnMove> seq = parse_moves(text, n);
  NxnCube cube(n);
  cube.apply(seq);
  cube.apply(inverse(seq));
  EXPECT_EQ(cube, NxnCube(n));
  EXPECT_EQ(after(n, "17R 17L"), NxnCube(n));  // the middle layer, turned both ways
  EXPECT_EQ(after(n, "17R"), after(n, "M'"));
  EXPECT_EQ(after(n, "33Rw"), after(n, "x"));
  EXPECT_EQ(after(n, "(16Rw 17Lw')"), after(n, "x"));
}

// Cubes bigger than the 64x64x64 work their layers' cycles out every turn (nxn_cube.cpp);
// the smaller ones keep them. A big cube holds a smaller one: its layers up to M/2 deep from
// each face (and the middle one of two odd cubes) turn the stickers of those rows and columns
// as the M-layer cube turns its own. So the 100x100x100 and the 101x101x101, turned at
// random, must show on those stickers what the 40x40x40 and the 41x41x41 show.
TEST(NxnCube, CubesTooBigToKeepTheirCyclesTurnAsTheSmallerOnesDo) {
  Rng rng(13);
  for (const std::pair<int, int>& sizes : {std::pair{40, 100}, std::pair{41, 101}}) {
    const int small = sizes.first, big = sizes.second, half = small / 2;
    // Row or column i of the small cube's faces in the big one.
    const auto place = [&](int i) {
      if (small % 2 == 1 && i == half) return big / 2;
      return i < half ? i : i + big - small;
    };
    NxnCube a(small), b(big);
    for (int k = 0; k < 300; ++k) {
      const int face = static_cast<int>(rng.below(6));
      const int turns = 1 + static_cast<int>(rng.below(3));
      if (small % 2 == 1 && rng.below(8) == 0) {  // the middle layer
        a.apply(NxnMove{face, half + 1, half + 1, turns});
        b.apply(NxnMove{face, big / 2 + 1, big / 2 + 1, turns});
        continue;
      }
      const int first = 1 + static_cast<int>(rng.below(half));
      const int last = first + static_cast<int>(rng.below(half - first + 1));
      a.apply(NxnMove{face, first, last, turns});
      b.apply(NxnMove{face, first, last, turns});
    }
    EXPECT_FALSE(b.is_solved());
    for (int f = 0; f < kFaces; ++f)
      for (int row = 0; row < small; ++row)
        for (int col = 0; col < small; ++col)
          ASSERT_EQ(b.sticker(f, place(row), place(col)), a.sticker(f, row, col))
              << big << ": face " << f << " row " << row << " col " << col;
  }
  // And the whole biggest cube: an order of R U as on every size from the 3x3x3.
  EXPECT_EQ(order_of(kMaxSize, "R U"), 105);
}

TEST(NxnCube, ApplyRefusesMovesTheCubeDoesNotHave) {
  NxnCube cube(4);
  EXPECT_THROW(cube.apply(NxnMove{R, 1, 5, 1}), std::invalid_argument);
  EXPECT_THROW(cube.apply(NxnMove{R, 3, 2, 1}), std::invalid_argument);
  EXPECT_THROW(cube.apply(NxnMove{R, 1, 1, 0}), std::invalid_argument);
  EXPECT_THROW(cube.apply(NxnMove{6, 1, 1, 1}), std::invalid_argument);
  EXPECT_EQ(cube, NxnCube(4));
}

}  // namespace
}  // namespace cubelab::nxn
