// The prefix walk of the IDA* toolkit (search/prefix_walk.h) on a small made-up puzzle: from
// 0, the moves +1, +3 and x2, pruned when the number passes a target. Its prefixes are
// easy to list by brute force.
#include "cubelab/search/prefix_walk.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "search/number_puzzle.h"

namespace cubelab {
namespace {

// Every sequence of `depth` moves from 0 that stays at or below `limit` at every step.
std::vector<std::vector<Move>> prefixes_by_brute_force(int depth, int64_t limit) {
  std::vector<std::vector<Move>> out;
  std::vector<Move> seq(depth, 0);
  int total = 1;
  for (int i = 0; i < depth; ++i) total *= 3;
  for (int code = 0; code < total; ++code) {
    int c = code;
    for (int i = depth - 1; i >= 0; --i, c /= 3) seq[i] = static_cast<Move>(c % 3);
    int64_t x = 0;
    bool ok = true;
    for (Move m : seq) ok = ok && (x = test::number_after(x, m)) <= limit;
    if (ok) out.push_back(seq);
  }
  return out;
}

std::vector<Move> moves_of(const ida::Prefix& p) {
  return {p.moves.begin(), p.moves.begin() + p.length};
}

// Children in move order, those above `limit` pruned.
auto below(int64_t limit) {
  return [limit](const int64_t& x, int, auto&& visit) {
    for (Move m = 0; m < 3; ++m)
      if (test::number_after(x, m) <= limit) visit(test::number_after(x, m), m);
    return true;
  };
}

TEST(PrefixWalk, ListsEverySurvivingPathInTheSearchOrder) {
  for (int depth = 0; depth <= 5; ++depth) {
    for (int64_t limit : {3, 10, 40}) {
      std::vector<ida::Prefix> out;
      ida::collect_prefixes(int64_t{0}, depth, below(limit), out);
      std::vector<std::vector<Move>> got;
      for (const ida::Prefix& p : out) {
        EXPECT_EQ(p.length, depth);
        EXPECT_EQ(p.back, 0u);
        got.push_back(moves_of(p));
      }
      EXPECT_EQ(got, prefixes_by_brute_force(depth, limit))
          << "depth " << depth << ", limit " << limit;
    }
  }
}

TEST(PrefixWalk, GivesEachPrefixWithItsNode) {
  int leaves = 0;
  ida::for_each_prefix(int64_t{0}, 4, below(20), [&](const int64_t& x, const ida::Prefix& p) {
    int64_t y = 0;
    for (Move m : moves_of(p)) y = test::number_after(y, m);
    EXPECT_EQ(x, y);
    ++leaves;
  });
  EXPECT_EQ(leaves, static_cast<int>(prefixes_by_brute_force(4, 20).size()));
}

TEST(PrefixWalk, RecordsTheSideOfEachMove) {
  // A bidirectional search: here the x2 moves are said to be chosen from the back.
  std::vector<ida::Prefix> out;
  ida::collect_prefixes(
      int64_t{0}, 3,
      [](const int64_t& x, int, auto&& visit) {
        for (Move m = 0; m < 3; ++m) visit(test::number_after(x, m), m, m == 2);
        return true;
      },
      out);
  ASSERT_EQ(out.size(), 27u);
  for (const ida::Prefix& p : out)
    for (int i = 0; i < 3; ++i) EXPECT_EQ(p.back >> i & 1, p.moves[i] == 2 ? 1u : 0u);
}

TEST(PrefixWalk, ANodeThatEndsItsPathIsAShorterPrefix) {
  // Nodes at 4 or more stop there (as a path that has used up its bound does).
  std::vector<ida::Prefix> out;
  ida::collect_prefixes(
      int64_t{0}, 3,
      [](const int64_t& x, int, auto&& visit) {
        if (x >= 4) return false;
        for (Move m = 0; m < 3; ++m) visit(test::number_after(x, m), m);
        return true;
      },
      out);
  std::vector<std::vector<Move>> got;
  for (const ida::Prefix& p : out) got.push_back(moves_of(p));
  // +3 then +3 reaches 6 after two moves; +1 +3 reaches 4; x2 from 0 stays 0.
  EXPECT_NE(std::find(got.begin(), got.end(), std::vector<Move>{1, 1}), got.end());
  EXPECT_NE(std::find(got.begin(), got.end(), std::vector<Move>{0, 1}), got.end());
  EXPECT_NE(std::find(got.begin(), got.end(), std::vector<Move>{2, 2, 2}), got.end());
  for (const auto& seq : got) {
    int64_t x = 0;
    for (size_t i = 0; i < seq.size(); ++i) {
      EXPECT_LT(x, 4) << "a prefix goes on past a node that ended";
      x = test::number_after(x, seq[i]);
    }
    if (seq.size() < 3) {
      EXPECT_GE(x, 4);
    }
  }
}

}  // namespace
}  // namespace cubelab
