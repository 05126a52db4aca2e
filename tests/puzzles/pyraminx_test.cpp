// The pyraminx: its moves, text format and validation, the optimal solver against a
// breadth-first search that uses no table, and the random-state scrambles.
#include "cubelab/puzzles/pyraminx/pyraminx.h"

#include <cubelab/cubelab.h>
#include <gtest/gtest.h>

#include <set>

#include "cubelab/cube/error.h"
#include "cubelab/cube/random.h"
#include "cubelab/puzzles/pyraminx/solver.h"

namespace cubelab::pyraminx {
namespace {

std::vector<Move> all_moves() {
  std::vector<Move> out;
  for (int v = 0; v < kVertices; ++v)
    for (int tip = 0; tip < 2; ++tip)
      for (int t = 1; t <= 2; ++t) out.push_back(Move{v, tip == 1, t});
  return out;
}

std::vector<Move> random_pyraminx_moves(Rng& rng, int n) {
  const std::vector<Move> moves = all_moves();
  std::vector<Move> out;
  for (int i = 0; i < n; ++i) out.push_back(moves[rng.below(moves.size())]);
  return out;
}

TEST(Pyraminx, EachMoveIsAThirdTurnAndMovesStickers) {
  for (const Move& m : all_moves()) {
    Pyraminx p;
    p.apply(m);
    EXPECT_FALSE(p.is_solved()) << to_string(m);
    p.apply(m);
    p.apply(m);
    EXPECT_TRUE(p.is_solved()) << to_string(m);
  }
  // U turns the tip, the axial centre and three edges: 3 + 3 + 6 stickers off their face.
  Pyraminx p;
  p.apply(parse_moves("U"));
  int moved = 0;
  for (int i = 0; i < kStickers; ++i) moved += p.stickers()[i] != Pyraminx().stickers()[i];
  EXPECT_EQ(moved, 12);
}

TEST(Pyraminx, NotationReadsWcaMovesAndInverts) {
  EXPECT_EQ(to_string(parse_moves("U L' r b' R2 B")), "U L' r b' R' B");
  EXPECT_EQ(to_string(invert(parse_moves("U L' r"))), "r' L U'");
  for (const char* bad : {"F", "U3", "x", "U''"}) {
    try {
      parse_moves(bad);
      ADD_FAILURE() << bad;
    } catch (const InputError& e) {
      EXPECT_EQ(e.code(), ErrorCode::Notation) << bad;
    }
  }
}

TEST(Pyraminx, StickerTextRoundTripsAndBadStatesAreRefused) {
  Rng rng(7);
  Pyraminx p;
  p.apply(random_pyraminx_moves(rng, 30));
  EXPECT_EQ(Pyraminx::from_stickers(p.stickers()).stickers(), p.stickers());
  auto code_of = [](const std::string& text) {
    try {
      const Pyraminx q = Pyraminx::from_stickers(text);
      solve(q);
    } catch (const InputError& e) {
      return e.code();
    }
    return ErrorCode::Request;  // accepted
  };
  const std::string solved = Pyraminx().stickers();
  EXPECT_EQ(code_of(solved.substr(1)), ErrorCode::Format);
  std::string recoloured = solved;
  recoloured[20] = 'G';
  EXPECT_EQ(code_of(recoloured), ErrorCode::ColorCount);
  std::string tip = solved;  // the U tip's three stickers, two swapped
  std::swap(tip[0], tip[9]);
  EXPECT_EQ(code_of(tip), ErrorCode::Twist);
  std::string edge = solved;  // one edge flipped in place: no moves reach it
  std::swap(edge[2], edge[10]);
  EXPECT_NE(code_of(edge), ErrorCode::Request);
  EXPECT_EQ(code_of(solved), ErrorCode::Request);
}

TEST(Pyraminx, TableHoldsEveryStateWithoutTips) {
  EXPECT_EQ(table_states(), static_cast<size_t>(kBodyStates));
  Rng rng(3);
  int deepest = 0;
  for (int i = 0; i < 2000; ++i) {
    Pyraminx p;
    p.apply(random_pyraminx_moves(rng, 40));
    deepest = std::max(deepest, body_distance(p));
  }
  EXPECT_LE(deepest, 11);  // the pyraminx's diameter without tips
  EXPECT_GE(deepest, 9);
}

// The fewest U L R B turns that solve the body, by iterative deepening without the table.
int breadth_first_length(const Pyraminx& start) {
  std::set<uint64_t> seen = {start.body_key()};
  std::vector<Pyraminx> frontier = {start};
  const uint64_t solved = Pyraminx().body_key();
  for (int depth = 0; depth < 8; ++depth) {
    std::vector<Pyraminx> next;
    for (const Pyraminx& p : frontier) {
      if (p.body_key() == solved) return depth;
      for (int v = 0; v < kVertices; ++v)
        for (int t = 1; t <= 2; ++t) {
          Pyraminx q = p;
          q.apply(Move{v, false, t});
          if (seen.insert(q.body_key()).second) next.push_back(q);
        }
    }
    frontier = std::move(next);
  }
  return -1;
}

int tips_of(const std::vector<Move>& moves) {
  int n = 0;
  for (const Move& m : moves) n += m.tip;
  return n;
}

TEST(Pyraminx, SolutionsAreOptimalAgainstBreadthFirstSearchAndSolve) {
  Rng rng(11);
  for (int i = 0; i < 60; ++i) {
    Pyraminx p;
    p.apply(random_pyraminx_moves(rng, 1 + i % 6));
    const std::vector<Move> s = solve(p);
    Pyraminx check = p;
    check.apply(s);
    EXPECT_TRUE(check.is_solved());
    EXPECT_EQ(static_cast<int>(s.size()) - tips_of(s), breadth_first_length(p));
  }
  for (int i = 0; i < 500; ++i) {
    Pyraminx p;
    p.apply(random_pyraminx_moves(rng, 50));
    Pyraminx check = p;
    check.apply(solve(p));
    EXPECT_TRUE(check.is_solved());
  }
}

TEST(Pyraminx, RandomStateScramblesAreTnoodles) {
  // Eleven turns of U L R B, no vertex twice in a row, then the tips; the state at least six
  // moves from solved, tips counted.
  Rng rng(5);
  std::set<int> tip_counts;
  for (int i = 0; i < 300; ++i) {
    const std::vector<Move> s = random_state_scramble(rng);
    ASSERT_EQ(static_cast<int>(s.size()) - tips_of(s), kScrambleLength) << to_string(s);
    for (int k = 0; k < kScrambleLength; ++k) {
      EXPECT_FALSE(s[k].tip) << to_string(s);
      if (k > 0) {
        EXPECT_NE(s[k].vertex, s[k - 1].vertex) << to_string(s);
      }
    }
    Pyraminx p;
    p.apply(s);
    EXPECT_GE(static_cast<int>(solve(p).size()), kMinScrambleDistance) << to_string(s);
    tip_counts.insert(tips_of(s));
  }
  EXPECT_GE(tip_counts.size(), 4u);  // tips 0 to 4 turned, at random
}

TEST(Pyraminx, TheFacadeSolvesScramblesAndValidates) {
  ScrambleOptions o;
  o.puzzle = "pyraminx";
  o.seed = 9;
  const ScrambleResult scrambled = scramble(o);
  Request r;
  r.puzzle = "pyraminx";
  const Solution s = cubelab::solve(scrambled.cube.facelets(), r);
  ASSERT_EQ(s.status, Solution::Status::Solved) << s.message;
  Pyraminx p = Pyraminx::from_stickers(scrambled.cube.facelets());
  p.apply(parse_moves(s.moves));
  EXPECT_TRUE(p.is_solved());
  EXPECT_TRUE(validate("U L r'", "pyraminx").valid);
  EXPECT_FALSE(validate("U F", "pyraminx").valid);
  r.solver = "korf";
  r.cube = "U";
  EXPECT_THROW(cubelab::solve(r), Error);
}

}  // namespace
}  // namespace cubelab::pyraminx
