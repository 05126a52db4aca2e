#include <gtest/gtest.h>

#include <unordered_map>

#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"
#include "cubelab/solve/registry.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

SolveResult solve(const CubieCube& c, int max_length = -1, int count = 1, int threads = 1) {
  SolveRequest r;
  r.cube = c;
  r.max_length = max_length;
  r.count = count;
  r.threads = threads;
  return run_solver(find_solver("twophase"), r);
}

// An independent optimal-length reference: meet in the middle over plain breadth-first
// search, every state within 5 moves of solved in a hash map (about 620,000 states).
class Reference {
 public:
  Reference() {
    std::vector<CubieCube> layer{CubieCube{}};
    dist_[CubieCube{}] = 0;
    for (int d = 1; d <= 5; ++d) layer = expand(layer, dist_, d);
  }
  // Optimal length of a cube at most 10 moves from solved.
  int optimal(const CubieCube& c) const {
    int best = 99;
    std::unordered_map<CubieCube, int> seen{{c, 0}};
    std::vector<CubieCube> layer{c};
    for (int d1 = 0; d1 <= 5 && d1 < best; ++d1) {
      for (const CubieCube& x : layer) {
        auto it = dist_.find(x);
        if (it != dist_.end()) best = std::min(best, d1 + it->second);
      }
      if (d1 < 5) layer = expand(layer, seen, d1 + 1);
    }
    return best;
  }

 private:
  static std::vector<CubieCube> expand(const std::vector<CubieCube>& layer,
                                       std::unordered_map<CubieCube, int>& seen, int d) {
    std::vector<CubieCube> next;
    for (const CubieCube& x : layer)
      for (Move m = 0; m < kMoves; ++m) {
        CubieCube y = x;
        y.apply(m);
        if (seen.emplace(y, d).second) next.push_back(y);
      }
    return next;
  }
  std::unordered_map<CubieCube, int> dist_;
};

TEST(TwophaseSlow, SolvedCubeGetsTheEmptySolution) {
  SolveResult r = solve(CubieCube{});
  ASSERT_EQ(r.status, SolveStatus::Solved);
  EXPECT_TRUE(r.solution.empty());
  EXPECT_TRUE(r.proven_optimal);
}

TEST(TwophaseSlow, ShortScramblesGetOptimalSolutions) {
  static const Reference ref;
  Rng rng(2024);
  for (int n = 1; n <= 10; ++n) {
    for (int k = 0; k < (n <= 6 ? 3 : n <= 8 ? 2 : 1); ++k) {
      Alg scramble = random_moves(rng, n);
      CubieCube c = test::cube_after(scramble);
      SolveResult r = solve(c);
      ASSERT_EQ(r.status, SolveStatus::Solved) << scramble.str();
      EXPECT_EQ(r.solution.htm(), ref.optimal(c)) << scramble.str() << " -> " << r.solution.str();
      EXPECT_TRUE(r.proven_optimal);
    }
  }
}

TEST(TwophaseSlow, ThreeMoveScrambleGetsThreeMoves) {
  SolveResult r = solve(test::cube_after(Alg::parse("R U F")));
  ASSERT_EQ(r.status, SolveStatus::Solved);
  EXPECT_EQ(r.solution.str(), "F' U' R'");
}

TEST(TwophaseSlow, RandomStatesWithin20AndStagesAddUp) {
  Rng rng(77);
  for (int i = 0; i < 20; ++i) {
    CubieCube c = random_state(rng);
    SolveResult r = solve(c, 20);
    ASSERT_EQ(r.status, SolveStatus::Solved);
    EXPECT_LE(r.solution.htm(), 20);
    ASSERT_EQ(r.stages.size(), 2u);
    EXPECT_EQ(r.stages[0].alg + r.stages[1].alg, r.solution);
    EXPECT_TRUE(verify_solution(Puzzle::Cube3, c, r.solution, CubieCube{}));
  }
}

TEST(TwophaseSlow, AllReferenceCubesWithin20) {
  CUBELAB_REQUIRE_REFERENCE();
  auto lines = test::reference_lines("random-state-1000.txt");
  ASSERT_EQ(lines.size(), 1000u);
  for (const auto& line : lines) {
    CubieCube c = from_facelets(line);
    SolveResult r = solve(c, 20);
    ASSERT_EQ(r.status, SolveStatus::Solved) << line;
    ASSERT_LE(r.solution.htm(), 20) << line;
    ASSERT_TRUE(verify_solution(Puzzle::Cube3, c, r.solution, CubieCube{})) << line;
  }
}

TEST(TwophaseSlow, NeverShorterThanTheKnownOptimum) {
  CUBELAB_REQUIRE_REFERENCE();
  auto lines = test::reference_lines("optimal-lengths.txt");
  ASSERT_GE(lines.size(), 10u);
  for (size_t i = 0; i < 10; ++i) {
    auto tab = lines[i].find('\t');
    CubieCube c = from_facelets(lines[i].substr(0, tab));
    int optimal = std::stoi(lines[i].substr(tab + 1));
    SolveRequest r;
    r.cube = c;
    r.time_limit_s = 0.05;
    SolveResult res = run_solver(find_solver("twophase"), r);
    ASSERT_EQ(res.status, SolveStatus::Solved);
    EXPECT_GE(res.solution.htm(), optimal);
    if (res.proven_optimal) {
      EXPECT_EQ(res.solution.htm(), optimal);
    }
  }
}

TEST(TwophaseSlow, SolveToPatternOnRandomPairs) {
  Rng rng(5);
  for (int i = 0; i < 10; ++i) {
    CubieCube from = random_state(rng), to = random_state(rng);
    SolveRequest r;
    r.cube = from;
    r.max_length = 21;
    SolveResult res = run_solver(find_solver("twophase"), r, &to);
    ASSERT_EQ(res.status, SolveStatus::Solved);
    CubieCube x = from;
    x.apply(res.solution.moves);
    EXPECT_EQ(x, to);
  }
}

TEST(TwophaseSlow, CountGivesDistinctVerifiedSolutions) {
  Rng rng(6);
  CubieCube c = random_state(rng);
  SolveResult r = solve(c, 21, 4);
  ASSERT_EQ(r.status, SolveStatus::Solved);
  ASSERT_EQ(r.solutions.size(), 4u);
  for (size_t i = 0; i < r.solutions.size(); ++i) {
    EXPECT_TRUE(verify_solution(Puzzle::Cube3, c, r.solutions[i], CubieCube{}));
    EXPECT_LE(r.solutions[i].htm(), 21);
    for (size_t j = 0; j < i; ++j) EXPECT_NE(r.solutions[i], r.solutions[j]);
  }
  EXPECT_EQ(r.solution, r.solutions[0]);
}

TEST(TwophaseSlow, TwoThreadsSplitOneSearch) {
  Rng rng(8);
  for (int i = 0; i < 5; ++i) {
    SolveResult r = solve(random_state(rng), 20, 1, 2);
    ASSERT_EQ(r.status, SolveStatus::Solved);
    EXPECT_LE(r.solution.htm(), 20);
  }
}

TEST(TwophaseSlow, ImpossibleLengthIsNoSolution) {
  SolveResult r = solve(test::cube_after(Alg::parse("R U F D L")), 3);
  EXPECT_EQ(r.status, SolveStatus::NoSolution);
  EXPECT_TRUE(r.solution.empty());
}

TEST(TwophaseSlow, TimeLimitAndCancellation) {
  Rng rng(9);
  CubieCube c = random_state(rng);
  SolveRequest r;
  r.cube = c;
  r.max_length = 14;  // no random state is that short: runs into the time limit
  r.time_limit_s = 0.05;
  EXPECT_EQ(run_solver(find_solver("twophase"), r).status, SolveStatus::TimedOut);
  CancelToken cancel;
  cancel.cancel();
  r.time_limit_s = 0;
  r.cancel = &cancel;
  EXPECT_EQ(run_solver(find_solver("twophase"), r).status, SolveStatus::Cancelled);
}

TEST(TwophaseSlow, TimeWithoutTargetKeepsImproving) {
  Rng rng(10);
  CubieCube c = random_state(rng);
  SolveRequest r;
  r.cube = c;
  r.time_limit_s = 0.1;
  int progress_calls = 0;
  r.progress = [&](const Progress&) { ++progress_calls; };
  SolveResult res = run_solver(find_solver("twophase"), r);
  ASSERT_EQ(res.status, SolveStatus::Solved);
  EXPECT_LE(res.solution.htm(), 20);
  EXPECT_GE(progress_calls, 1);
}

TEST(TwophaseSlow, OptionsAreChecked) {
  SolveRequest r;
  r.options["phase2_max"] = "99";
  EXPECT_THROW(run_solver(find_solver("twophase"), r), InputError);
  r.options = {{"nonsense", "1"}};
  EXPECT_THROW(run_solver(find_solver("twophase"), r), InputError);
  r.options = {{"inverse", "false"}, {"three_axes", "false"}};
  r.cube = test::cube_after(Alg::parse("R U R' U' F2 D L2 B"));
  r.max_length = 22;
  r.options["optimal_depth"] = "-1";
  SolveResult res = run_solver(find_solver("twophase"), r);
  EXPECT_EQ(res.status, SolveStatus::Solved);
}

}  // namespace
}  // namespace cubelab
