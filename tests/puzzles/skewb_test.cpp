// The skewb: its moves, text format and validation, the complete table against the published
// distance counts, the optimal solver against a breadth-first search that uses no table, and
// the random-state scrambles.
#include "cubelab/puzzles/skewb/skewb.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

#include "cubelab/cube/error.h"
#include "cubelab/cube/random.h"
#include "cubelab/puzzles/skewb/solver.h"
#include "support/test_support.h"

namespace cubelab::skewb {
namespace {

std::vector<Move> all_moves() {
  std::vector<Move> out;
  for (int a = 0; a < kAxes; ++a)
    for (int t = 1; t <= 2; ++t) out.push_back(Move{a, t});
  return out;
}

std::vector<Move> random_skewb_moves(Rng& rng, int n) {
  const std::vector<Move> moves = all_moves();
  std::vector<Move> out;
  for (int i = 0; i < n; ++i) out.push_back(moves[rng.below(moves.size())]);
  return out;
}

ErrorCode code_of(const std::string& stickers) {
  try {
    const Skewb s = Skewb::from_stickers(stickers);
    check_reachable(s);
  } catch (const InputError& e) {
    return e.code();
  }
  ADD_FAILURE() << stickers << " was accepted";
  return ErrorCode::Request;
}

const std::string kSolved = "UUUUURRRRRFFFFFDDDDDLLLLLBBBBB";

TEST(Skewb, EachMoveIsAThirdTurnOfHalfThePuzzle) {
  for (const Move& m : all_moves()) {
    Skewb s;
    s.apply(m);
    EXPECT_FALSE(s.is_solved()) << to_string(m);
    // Half the puzzle: 3 centres and 4 corners (the turned corner's own stickers stay on
    // their faces only when they turn in place: 3 centres + 3 corners x 3 + 3 twisted).
    int moved = 0;
    for (int i = 0; i < kStickers; ++i) moved += s.stickers()[i] != kSolved[i];
    EXPECT_EQ(moved, 15) << to_string(m);
    // The corner URF (U9 R1 F3 of the cube: U's bottom-right, R's top-left, F's top-right).
    EXPECT_EQ(s.stickers()[4], 'U');
    EXPECT_EQ(s.stickers()[5], 'R');
    EXPECT_EQ(s.stickers()[11], 'F');
    s.apply(m);
    s.apply(m);
    EXPECT_TRUE(s.is_solved()) << to_string(m);
  }
}

TEST(Skewb, NotationReadsWcaMovesAndInverts) {
  EXPECT_EQ(to_string(parse_moves("R U' L B2 R2'")), "R U' L B' R");
  EXPECT_EQ(to_string(invert(parse_moves("R U' L"))), "L' U R'");
  for (const char* bad : {"F", "R3", "x", "R''", "r"}) {
    try {
      parse_moves(bad);
      ADD_FAILURE() << bad;
    } catch (const InputError& e) {
      EXPECT_EQ(e.code(), ErrorCode::Notation) << bad;
    }
  }
}

TEST(Skewb, TextRoundTripsAndAnyOrientationIsTurnedToUfr) {
  Rng rng(7);
  for (int i = 0; i < 50; ++i) {
    Skewb s;
    s.apply(random_skewb_moves(rng, 20));
    EXPECT_EQ(Skewb::from_stickers(s.stickers()).stickers(), s.stickers());
  }
  // The solved skewb turned a quarter about U (y): the front shows R's colour, and so on.
  EXPECT_EQ(Skewb::from_stickers("UUUUU BBBBB RRRRR DDDDD FFFFF LLLLL").stickers(), kSolved);
  // Upside down (x2): U's colour below.
  EXPECT_TRUE(Skewb::from_stickers("DDDDD RRRRR BBBBB UUUUU LLLLL FFFFF").is_solved());
}

TEST(Skewb, RefusesWhatNoSkewbShows) {
  EXPECT_EQ(code_of(kSolved.substr(1)), ErrorCode::Format);
  std::string s = kSolved;
  s[0] = 'X';
  EXPECT_EQ(code_of(s), ErrorCode::Format);
  s = kSolved;
  s[0] = 'R';
  EXPECT_EQ(code_of(s), ErrorCode::ColorCount);
  // U's centre and a corner sticker of R swapped: two centres R.
  s = kSolved;
  std::swap(s[2], s[6]);
  EXPECT_EQ(code_of(s), ErrorCode::Centers);
  // Two stickers of the corner ULB (U1 L1 B2) swapped: a mirrored corner.
  s = kSolved;
  std::swap(s[0], s[20]);
  EXPECT_EQ(code_of(s), ErrorCode::Corner);
  // Two centres swapped.
  s = kSolved;
  std::swap(s[2], s[12]);
  EXPECT_EQ(code_of(s), ErrorCode::Parity);
  // The corner DBL (D4 B5 L4) turned in place.
  s = kSolved;
  const char d = s[18], b = s[29], l = s[23];
  s[18] = l;
  s[29] = d;
  s[23] = b;
  EXPECT_EQ(code_of(s), ErrorCode::Twist);
}

TEST(Skewb, TheTableHoldsEveryStateAtThePublishedDistances) {
  // Jaap Scherphuis, "Skewb" (Jaap's Puzzle Page): the states of the fixed-corner skewb by
  // distance in moves of a third turn.
  const std::vector<size_t> published = {1,     8,      48,      288,     1728,  10248,
                                         59304, 315198, 1225483, 1455856, 81028, 90};
  EXPECT_EQ(distance_counts(), published);
  EXPECT_EQ(table_states(), kStates);
}

// The shortest solution's length by a breadth-first search over the stickers, no table.
int bfs_distance(const Skewb& start) {
  std::set<std::string> seen = {start.stickers()};
  std::vector<Skewb> frontier = {start};
  for (int depth = 0; depth < 12; ++depth) {
    std::vector<Skewb> next;
    for (const Skewb& s : frontier) {
      if (s.is_solved()) return depth;
      for (const Move& m : all_moves()) {
        Skewb t = s;
        t.apply(m);
        if (seen.insert(t.stickers()).second) next.push_back(t);
      }
    }
    frontier = std::move(next);
  }
  return -1;
}

// Forty cubes of 1 to 6 random moves; twelve under the sanitizers (each length twice).
TEST(Skewb, SolutionsAreOptimalAgainstABreadthFirstSearch) {
  Rng rng(11);
  for (int i = 0; i < (test::kSanitized ? 12 : 40); ++i) {
    Skewb s;
    s.apply(random_skewb_moves(rng, 1 + i % 6));
    const std::vector<Move> solution = solve(s);
    EXPECT_EQ(static_cast<int>(solution.size()), bfs_distance(s)) << s.stickers();
    EXPECT_EQ(distance(s), static_cast<int>(solution.size()));
  }
}

TEST(Skewb, EverySolutionSolves) {
  Rng rng(3);
  for (int i = 0; i < 500; ++i) {
    Skewb s;
    s.apply(random_skewb_moves(rng, 30));
    const std::vector<Move> solution = solve(s);
    EXPECT_LE(solution.size(), 11u);
    s.apply(solution);
    EXPECT_TRUE(s.is_solved());
  }
}

TEST(Skewb, ScramblesAreElevenMovesToAFarRandomState) {
  Rng rng(5);
  std::set<std::string> states;
  for (int i = 0; i < 200; ++i) {
    const std::vector<Move> moves = random_state_scramble(rng);
    ASSERT_EQ(moves.size(), static_cast<size_t>(kScrambleLength));
    for (size_t k = 1; k < moves.size(); ++k) EXPECT_NE(moves[k].axis, moves[k - 1].axis);
    Skewb s;
    s.apply(moves);
    EXPECT_GE(distance(s), kMinScrambleDistance);
    states.insert(s.stickers());
  }
  EXPECT_GT(states.size(), 195u);
}

}  // namespace
}  // namespace cubelab::skewb
