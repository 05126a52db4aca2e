// The parallel IDA* driver (search/parallel_ida.h) on a small made-up puzzle: from 0, reach
// a target number with the moves +1, +3 and x2. Its optimal lengths are easy to know by
// breadth-first search, so the driver's answers, limits and stops can be checked apart from
// any cube.
#include "cubelab/search/parallel_ida.h"

#include <gtest/gtest.h>

#include <map>
#include <queue>

#include "search/number_puzzle.h"

namespace cubelab {
namespace {

// Fewest moves from 0 to each number up to `limit`.
std::map<int64_t, int> distances(int64_t limit) {
  std::map<int64_t, int> d{{0, 0}};
  std::queue<int64_t> open;
  open.push(0);
  while (!open.empty()) {
    const int64_t x = open.front();
    open.pop();
    for (Move m = 0; m < 3; ++m) {
      const int64_t y = test::number_after(x, m);
      if (y <= limit && d.emplace(y, d[x] + 1).second) open.push(y);
    }
  }
  return d;
}

class Counter {
 public:
  explicit Counter(int64_t target) : target_(target) {}
  // Admissible: one more move at least while short of the target; past it, never (every
  // move makes the number larger).
  int bound(int64_t x) const {
    if (x == target_) return 0;
    return x > target_ ? 99 : 1;
  }
  int root_bound() const { return bound(0); }
  void prefixes(int bound_, int depth, std::vector<ida::Prefix>& out) {
    ida::Prefix p;
    collect(0, 0, bound_, depth, p, out);
  }
  void search(const ida::Prefix& p, int bound_, ida::SearchContext& ctx) {
    int64_t x = 0;
    path_.assign(p.moves.begin(), p.moves.begin() + p.length);
    for (Move m : path_) x = test::number_after(x, m);
    descend(x, p.length, bound_, ctx);
  }

 private:
  void collect(int64_t x, int g, int b, int depth, ida::Prefix& p, std::vector<ida::Prefix>& out) {
    if (g + bound(x) > b) return;
    if (g == depth) return out.push_back(p);
    for (Move m = 0; m < 3; ++m) {
      p.moves[p.length++] = m;
      collect(test::number_after(x, m), g + 1, b, depth, p, out);
      --p.length;
    }
  }
  bool descend(int64_t x, int g, int b, ida::SearchContext& ctx) {
    ctx.count(1);
    if (ctx.should_stop()) return true;
    if (g + bound(x) > b) return false;
    if (g == b) {
      if (x == target_) ctx.solution(path_);
      return false;
    }
    for (Move m = 0; m < 3; ++m) {
      path_.push_back(m);
      const bool stop = descend(test::number_after(x, m), g + 1, b, ctx);
      path_.pop_back();
      if (stop) return true;
    }
    return false;
  }
  int64_t target_;
  std::vector<Move> path_;
};

ida::Outcome run(int64_t target, int threads, int wanted = 1, int max_length = -1,
                 double time_limit = 0, const CancelToken* cancel = nullptr) {
  SolveRequest request;
  request.time_limit_s = time_limit;
  request.cancel = cancel;
  ida::Settings settings;
  settings.threads = threads;
  settings.wanted = wanted;
  settings.max_length = max_length;
  return ida::run<Counter>(request, settings, [&] { return std::make_unique<Counter>(target); });
}

TEST(ParallelIda, FindsOptimalLengthsOnOneAndSeveralThreads) {
  const auto d = distances(2000);
  for (int64_t target : {1, 7, 100, 513, 1999}) {
    for (int threads : {1, 2, 3}) {
      const ida::Outcome out = run(target, threads);
      ASSERT_EQ(out.status, SolveStatus::Solved) << target;
      ASSERT_FALSE(out.solutions.empty());
      EXPECT_EQ(static_cast<int>(out.solutions[0].size()), d.at(target)) << target;
      int64_t x = 0;
      for (Move m : out.solutions[0]) x = test::number_after(x, m);
      EXPECT_EQ(x, target);
      EXPECT_GT(out.nodes, 0);
    }
  }
}

TEST(ParallelIda, SeveralSolutionsAreDistinctAndOfTheOptimalLength) {
  // 1999 has at least three shortest ways to it.
  const ida::Outcome out = run(1999, 2, 3);
  ASSERT_EQ(out.status, SolveStatus::Solved);
  EXPECT_EQ(out.solutions.size(), 3u);
  for (const auto& a : out.solutions) EXPECT_EQ(a.size(), out.solutions[0].size());
  EXPECT_NE(out.solutions[0], out.solutions[1]);
  EXPECT_NE(out.solutions[1], out.solutions[2]);
}

TEST(ParallelIda, ToResultKeepsDistinctSolutionsAndClaimsOnlyWhenSolved) {
  const Move r = make_move(R, 1), u = make_move(U, 1), f = make_move(F, 1);
  ida::Outcome out;
  out.status = SolveStatus::Solved;
  out.solutions = {{r, u}, {r, u}, {f, f}};  // F F prints as F2
  out.nodes = 10;
  const SolveResult res = ida::to_result(out, 2);
  ASSERT_EQ(res.solutions.size(), 2u);
  EXPECT_EQ(res.solution.str(), "R U");
  EXPECT_EQ(res.solutions[1].str(), "F2");
  EXPECT_TRUE(res.proven_optimal);
  EXPECT_EQ(res.stats.at("nodes"), 10);
  out.status = SolveStatus::TimedOut;
  EXPECT_FALSE(ida::to_result(out, 1).proven_optimal);
}

TEST(ParallelIda, LimitsAndStops) {
  const ida::Outcome none = run(100, 1, 1, 3);
  EXPECT_EQ(none.status, SolveStatus::NoSolution);
  EXPECT_NE(none.message.find("3 moves"), std::string::npos) << none.message;
  // Unreachable within a search of any depth it may try: the time limit ends it.
  const ida::Outcome timed = run(int64_t{1} << 40, 2, 1, -1, 0.05);
  EXPECT_TRUE(timed.status == SolveStatus::TimedOut || timed.status == SolveStatus::Error)
      << status_name(timed.status);
  CancelToken cancel;
  cancel.cancel();
  const ida::Outcome cancelled = run(int64_t{1} << 40, 1, 1, -1, 0, &cancel);
  EXPECT_TRUE(cancelled.status == SolveStatus::Cancelled || cancelled.status == SolveStatus::Error)
      << status_name(cancelled.status);
}

}  // namespace
}  // namespace cubelab
