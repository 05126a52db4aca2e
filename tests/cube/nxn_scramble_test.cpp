// NxNxN random-move scrambles: WCA lengths and moves, nothing that cancels or merges,
// reproducible from a seed, every move of the set used; any sequence written with the
// scrambles' moves.
#include "cubelab/cube/nxn/nxn_scramble.h"

#include <gtest/gtest.h>

#include <set>
#include <span>
#include <string>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_geometry.h"
#include "cubelab/cube/nxn/nxn_validate.h"
#include "support/nxn.h"

namespace cubelab::nxn {
namespace {

TEST(NxnScramble, WcaLengths) {
  EXPECT_EQ(scramble_length(2), 25);
  EXPECT_EQ(scramble_length(3), 25);
  EXPECT_EQ(scramble_length(4), 40);
  EXPECT_EQ(scramble_length(5), 60);
  EXPECT_EQ(scramble_length(6), 80);
  EXPECT_EQ(scramble_length(7), 100);
  EXPECT_EQ(scramble_length(8), 120);
  EXPECT_EQ(scramble_length(33), 620);
}

TEST(NxnScramble, MoveSets) {
  EXPECT_EQ(to_string(scramble_moves(2), 2), "U U2 U' R R2 R' F F2 F'");
  EXPECT_EQ(scramble_moves(3).size(), 18u);
  // 4x4x4: the outer layer of every face, two layers from R U F only.
  const std::vector<NxnMove> four = scramble_moves(4);
  ASSERT_EQ(four.size(), 18u + 9u);
  EXPECT_EQ(to_string(std::span(four).subspan(18), 4), "Uw Uw2 Uw' Rw Rw2 Rw' Fw Fw2 Fw'");
  EXPECT_EQ(scramble_moves(5).size(), 36u);
  EXPECT_EQ(scramble_moves(6).size(), 36u + 9u);
  EXPECT_EQ(scramble_moves(7).size(), 54u);
  for (const NxnMove& m : scramble_moves(7)) EXPECT_LE(m.last_layer, 3);
}

TEST(NxnScramble, NoMoveCancelsOrMergesWithTheOnesBefore) {
  Rng rng(41);
  for (int n : {2, 3, 4, 5, 6, 7, 8, 12, 33}) {
    const std::vector<NxnMove> moves = scramble_moves(n);
    for (int i = 0; i < 20; ++i) {
      const std::vector<NxnMove> s = random_scramble(n, rng);
      ASSERT_EQ(static_cast<int>(s.size()), scramble_length(n));
      ASSERT_EQ(obtm(s, n), scramble_length(n));
      std::set<std::pair<int, int>> run;  // face and width of the moves on the current axis
      for (size_t k = 0; k < s.size(); ++k) {
        ASSERT_NE(std::find(moves.begin(), moves.end(), s[k]), moves.end());
        if (k > 0 && axis_of(s[k].face) != axis_of(s[k - 1].face)) run.clear();
        ASSERT_TRUE(run.insert({s[k].face, s[k].last_layer}).second)
            << n << ": " << to_string(s, n) << " at move " << k + 1;
      }
    }
  }
}

TEST(NxnScramble, SeededAndScrambling) {
  for (int n : {4, 5, 6, 7, 33}) {
    Rng a(7), b(7), c(8);
    const std::vector<NxnMove> s = random_scramble(n, a);
    EXPECT_EQ(s, random_scramble(n, b)) << n;
    EXPECT_NE(s, random_scramble(n, c)) << n;
    NxnCube cube(n);
    cube.apply(s);
    EXPECT_FALSE(cube.is_solved());
    EXPECT_NO_THROW(require_solvable_nxn(cube));
    // Printed and read back, it turns the same.
    EXPECT_EQ(after(n, to_string(s, n)), cube);
  }
  Rng rng(9);
  EXPECT_EQ(random_scramble(5, rng, 7).size(), 7u);
  EXPECT_TRUE(random_scramble(5, rng, 0).empty());
}

TEST(NxnScramble, EveryMoveOfTheSetIsDrawn) {
  Rng rng(10);
  for (int n : {4, 5, 6, 7}) {
    std::set<std::string> seen;
    for (int i = 0; i < 50; ++i)
      for (const NxnMove& m : random_scramble(n, rng)) seen.insert(to_string(m, n));
    EXPECT_EQ(seen.size(), scramble_moves(n).size()) << n;
  }
}

TEST(NxnScramble, AnySequenceIsWrittenWithTheScramblesMoves) {
  Rng rng(12);
  for (int n : {2, 3, 4, 5, 6, 7, 10}) {
    const std::vector<NxnMove> allowed = scramble_moves(n);
    for (int trial = 0; trial < 40; ++trial) {
      const std::vector<NxnMove> moves = random_any_moves(rng, n, 25);
      const std::vector<NxnMove> written = in_scramble_form(moves, n);
      for (const NxnMove& m : written)
        ASSERT_NE(std::find(allowed.begin(), allowed.end(), m), allowed.end())
            << n << ": " << to_string(m, n) << " in " << to_string(written, n);
      // The same state, held another way.
      NxnCube a(n), b(n);
      a.apply(moves);
      b.apply(written);
      ASSERT_EQ(standard_orientation(a), standard_orientation(b))
          << n << ": " << to_string(moves, n) << " -> " << to_string(written, n);
    }
  }
  EXPECT_EQ(to_string(in_scramble_form(parse_moves("Lw U", 4), 4), 4), "Rw B");
  EXPECT_EQ(to_string(in_scramble_form(parse_moves("2R U 3Rw' x", 4), 4), 4), "Rw R' U L'");
  EXPECT_EQ(to_string(in_scramble_form(parse_moves("R Rw R'", 4), 4), 4), "Rw");
  EXPECT_EQ(to_string(in_scramble_form(parse_moves("4Lw F", 7), 7), 7), "3Rw U");
}

}  // namespace
}  // namespace cubelab::nxn
