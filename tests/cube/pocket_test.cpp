// The 2x2x2 model: facelets both ways, normalisation, orientations, errors, random states.
#include "cubelab/cube/pocket.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "chi_square.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/rotation.h"
#include "support/lettering.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

using test::kStandardColours;
using test::recolour;

CubieCube pocket_moves(std::string_view text) { return parse_cube_for(Puzzle::Cube2, text).cube; }

std::string pocket_code_of(std::string_view text) {
  try {
    parse_cube_for(Puzzle::Cube2, text);
  } catch (const InputError& e) {
    return e.code_name();
  }
  return "none";
}

TEST(Pocket, SolvedAndOneTurn) {
  EXPECT_EQ(pocket_facelets(CubieCube{}), kSolvedPocketFacelets);
  EXPECT_EQ(pocket_from_facelets(kSolvedPocketFacelets), CubieCube{});
  EXPECT_EQ(pocket_facelets(pocket_moves("R")), "UFUFRRRRFDFDDBDBLLLLUBUB");
  EXPECT_EQ(pocket_from_facelets("UFUFRRRRFDFDDBDBLLLLUBUB"), pocket_moves("R"));
  EXPECT_EQ(pocket_singmaster(CubieCube{}), "UFR URB UBL ULF DRF DFL DLB DBR");
  EXPECT_EQ(pocket_from_singmaster("FDR FRU UBL ULF BRD DFL DLB BUR"), pocket_moves("R"));
}

TEST(Pocket, OppositeTurnsAreTheSameUpToRotation) {
  EXPECT_EQ(pocket_moves("L"), pocket_moves("R"));
  EXPECT_EQ(pocket_moves("D'"), pocket_moves("U'"));
  EXPECT_EQ(pocket_moves("B2"), pocket_moves("F2"));
  EXPECT_EQ(pocket_moves("x y R z"), pocket_moves("x y R"));
  EXPECT_TRUE(is_normalised_pocket(pocket_moves("L D B")));
}

void pocket_round_trips(int count) {
  Rng rng(31);
  for (int i = 0; i < count; ++i) {
    CubieCube c = random_pocket_state(rng);
    ASSERT_TRUE(is_normalised_pocket(c));
    ASSERT_NO_THROW(require_solvable_pocket(c));
    ASSERT_EQ(normalise_pocket(c), c);
    std::string f = pocket_facelets(c);
    ASSERT_EQ(pocket_from_facelets(f), c) << f;
    ASSERT_EQ(pocket_from_singmaster(pocket_singmaster(c)), c);
    const Rotation& g = Rotation::all()[rng.below(24)];
    ASSERT_EQ(pocket_from_facelets(recolour(rotate_facelets(f, g), kStandardColours)), c);
    const std::string letters = test::six_random_letters(rng);
    ASSERT_EQ(pocket_from_facelets(recolour(f, letters)), c) << letters;
  }
}

TEST(Pocket, RoundTripsOnRandomStates) { pocket_round_trips(3000); }
TEST(Pocket, RoundTripsOn100000RandomStatesSlow) { pocket_round_trips(100000); }

TEST(Pocket, All24OrientationsGiveOneState) {
  Rng rng(32);
  for (int i = 0; i < 200; ++i) {
    CubieCube c = random_pocket_state(rng);
    std::string f = pocket_facelets(c);
    for (const Rotation& g : Rotation::all()) {
      std::string held = rotate_facelets(f, g);
      ASSERT_EQ(pocket_from_facelets(held), c) << g.str();
      std::string lower = recolour(held, "wrgyob");
      ASSERT_EQ(parse_cube_for(Puzzle::Cube2, lower).cube, c);
      // Turning the whole puzzle (as moves) changes nothing either.
      ASSERT_EQ(normalise_pocket(c * rotation_corners(g)), c);
    }
  }
}

TEST(Pocket, NormaliseMovesStates) {
  Rng rng(33);
  for (int i = 0; i < 1000; ++i) {
    Alg a = random_moves(rng, 20);
    const CubieCube c = test::cube_after(a);
    CubieCube n = normalise_pocket(c);
    ASSERT_TRUE(is_normalised_pocket(n));
    // The same stickers up to turning the whole puzzle.
    std::string f = pocket_facelets(c);
    bool found = false;
    for (const Rotation& g : Rotation::all()) found |= rotate_facelets(f, g) == pocket_facelets(n);
    ASSERT_TRUE(found) << a.str();
  }
  // Corner parity is free on the 2x2x2: R is a single 4-cycle of corners.
  EXPECT_EQ(pocket_moves("R").corner_parity(), 1);
  EXPECT_NO_THROW(require_solvable_pocket(pocket_moves("R")));
}

TEST(Pocket, Detection) {
  EXPECT_EQ(parse_cube_for(Puzzle::Cube2, "UUUU RRRR FFFF DDDD LLLL BBBB").cube, CubieCube{});
  EXPECT_EQ(parse_cube_for(Puzzle::Cube2, "UFR URB UBL ULF DRF DFL DLB DBR").kind,
            InputKind::Singmaster);
  EXPECT_EQ(parse_cube_for(Puzzle::Cube2, "R U").kind, InputKind::Moves);
  EXPECT_EQ(pocket_code_of("UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB"), "E_FORMAT");
}

TEST(Pocket, ErrorCodes) {
  std::string solved(kSolvedPocketFacelets);
  auto with = [&](std::initializer_list<std::pair<int, char>> changes) {
    std::string s = solved;
    for (auto [i, c] : changes) s[i] = c;
    return s;
  };
  EXPECT_EQ(pocket_code_of(solved.substr(0, 23)), "E_FORMAT");
  EXPECT_EQ(pocket_code_of(solved + "U"), "E_FORMAT");
  EXPECT_EQ(pocket_code_of(with({{0, 'R'}})), "E_COLOR_COUNT");
  EXPECT_EQ(pocket_code_of(with({{0, 'K'}})), "E_COLOR_COUNT");        // seven colours
  EXPECT_EQ(pocket_code_of(with({{3, 'D'}, {13, 'U'}})), "E_CORNER");  // URF shows D R F
  EXPECT_EQ(pocket_code_of("UFR URB UBL ULF DRF DFL DLB DBR UF"), "E_FORMAT");
  EXPECT_EQ(pocket_code_of("FRU URB UBL ULF DRF DFL DLB DBR"), "E_TWIST");
  EXPECT_EQ(pocket_code_of("URB URB UBL ULF DRF DFL DLB DBR"), "E_COLOR_COUNT");
  // Two URF corners (and no DFR one): right colour counts, impossible cube.
  EXPECT_EQ(pocket_code_of("UFR UFR UBL ULF DBR DFL DLB DRB"), "E_CORNER");
  // The same impossible corner in ad-hoc colours.
  EXPECT_EQ(pocket_code_of(recolour(with({{3, 'D'}, {13, 'U'}}), "ACEHIJ")), "E_CORNER");
  // require_solvable_pocket on states built directly.
  CubieCube edges;
  edges.ep[0] = 1, edges.ep[1] = 0;
  EXPECT_THROW(require_solvable_pocket(edges), InputError);
  CubieCube moved = test::cube_after("L");
  moved.ep = CubieCube{}.ep;
  try {
    require_solvable_pocket(moved);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_STREQ(e.code_name(), "E_CORNER");
  }
}

TEST(Pocket, RandomStateIsUniform) {
  Rng rng(34);
  const int n = 210000;
  // Cells: (place, corner) for the 7 free places, (place, twist), and the corner parity.
  std::vector<long> where(8 * 8), twist(8 * 3), parity(2);
  for (int i = 0; i < n; ++i) {
    CubieCube c = random_pocket_state(rng);
    for (int p = 0; p < 8; ++p) ++where[8 * p + c.cp[p]], ++twist[3 * p + c.co[p]];
    ++parity[c.corner_parity()];
  }
  std::vector<long> free_where, free_twist;
  for (int p = 0; p < 8; ++p) {
    if (p == DBL) continue;
    for (int k = 0; k < 8; ++k)
      if (k != DBL) free_where.push_back(where[8 * p + k]);
    for (int t = 0; t < 3; ++t) free_twist.push_back(twist[3 * p + t]);
  }
  EXPECT_EQ(where[8 * DBL + DBL], n);
  EXPECT_EQ(twist[3 * DBL], n);
  EXPECT_LT(test::chi_square(free_where, n / 7.0), test::chi_square_limit(36));
  EXPECT_LT(test::chi_square(free_twist, n / 3.0), test::chi_square_limit(14));
  EXPECT_LT(test::chi_square(parity, n / 2.0), test::chi_square_limit(1));
}

TEST(Pocket, RandomMovesUseURFNeverTwiceInARow) {
  Rng rng(35);
  Alg a = random_pocket_moves(rng, 1000);
  ASSERT_EQ(a.size(), 1000u);
  for (size_t i = 0; i < a.size(); ++i) {
    int f = move_face(a.moves[i]);
    ASSERT_TRUE(f == U || f == R || f == F);
    if (i > 0) {
      ASSERT_NE(f, move_face(a.moves[i - 1]));
    }
  }
}

}  // namespace
}  // namespace cubelab
