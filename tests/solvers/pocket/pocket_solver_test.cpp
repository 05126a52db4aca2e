// The `pocket` solver: optimal, verified, several solutions, limits. Most tests call the
// solver directly and verify every answer themselves, so they do not depend on how the
// registry validates 2x2x2 input; one test goes through run_solver.
#include <gtest/gtest.h>

#include <set>

#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/random.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/pocket/solver.h"
#include "cubelab/solvers/pocket/tables.h"

namespace cubelab {
namespace {

// A random normalised 2x2x2 made with U, R, F turns only (DBL never moves), edges solved.
CubieCube urf_scramble(Rng& rng, int n) {
  CubieCube c;
  for (int i = 0; i < n; ++i) c.apply(static_cast<Move>(rng.below(pocket::kPocketMoves)));
  c.ep = CubieCube{}.ep;
  c.eo = CubieCube{}.eo;
  return c;
}

SolveRequest pocket_request(const CubieCube& c) {
  SolveRequest r;
  r.puzzle = Puzzle::Cube2;
  r.cube = c;
  return r;
}

bool corners_solved(CubieCube c, const Alg& alg) {
  c.apply(alg.moves);
  return c.cp == CubieCube{}.cp && c.co == CubieCube{}.co;
}

// Solves directly and checks every returned solution, as run_solver does.
SolveResult solve(const SolveRequest& r) {
  SolveResult res = find_solver("pocket").solve(r);
  if (res.status == SolveStatus::Solved) {
    EXPECT_TRUE(corners_solved(r.cube, res.solution)) << res.solution.str();
    for (const Alg& a : res.solutions) EXPECT_TRUE(corners_solved(r.cube, a)) << a.str();
  }
  return res;
}

TEST(PocketSolver, IsRegisteredForTheTwoByTwo) {
  Solver& s = find_solver("pocket");
  EXPECT_EQ(s.puzzle(), Puzzle::Cube2);
  EXPECT_EQ(default_solver_name(Puzzle::Cube2), "pocket");
}

TEST(PocketSolver, RunSolverVerifiesAPocketSolve) {
  CubieCube c;
  c.apply(Alg::parse("R U R' U'").moves);
  c.ep = CubieCube{}.ep;  // a 2x2x2 has no edges; the corner permutation here is even, so
  c.eo = CubieCube{}.eo;  // both the 3x3x3 and the 2x2x2 validation accept the cube
  SolveResult res = run_solver(find_solver("pocket"), pocket_request(c));
  ASSERT_EQ(res.status, SolveStatus::Solved) << res.message;
  EXPECT_EQ(res.solution.htm(), 4);
  EXPECT_TRUE(corners_solved(c, res.solution));
  EXPECT_TRUE(res.proven_optimal);
}

TEST(PocketSolver, SolvesRandomStatesOptimallyInBothMetrics) {
  Rng rng(42);
  for (int i = 0; i < 300; ++i) {
    CubieCube c = urf_scramble(rng, 30);
    for (Metric metric : {Metric::Htm, Metric::Qtm}) {
      SolveRequest r = pocket_request(c);
      r.metric = metric;
      SolveResult res = solve(r);
      ASSERT_EQ(res.status, SolveStatus::Solved) << res.message;
      EXPECT_TRUE(res.proven_optimal);
      const int len = metric == Metric::Htm ? res.solution.htm() : res.solution.qtm();
      EXPECT_EQ(len, pocket_distance(c, metric));
      for (Move m : res.solution.moves) EXPECT_LT(m, pocket::kPocketMoves) << "only U R F";
    }
  }
}

TEST(PocketSolver, TracesEachMoveWithTheCubeAfterItAndTheDistanceLeft) {
  Rng rng(5);
  for (Metric metric : {Metric::Htm, Metric::Qtm}) {
    const CubieCube c = urf_scramble(rng, 20);
    SolveRequest r = pocket_request(c);
    r.metric = metric;
    const SolveResult res = solve(r);
    ASSERT_EQ(res.status, SolveStatus::Solved) << res.message;
    ASSERT_EQ(res.stages.size(), 1u);
    const Stage& stage = res.stages[0];
    EXPECT_EQ(stage.alg.str(), res.solution.str());
    ASSERT_EQ(stage.steps.size(), res.solution.moves.size());
    CubieCube after = c;
    int done = 0;
    for (size_t i = 0; i < stage.steps.size(); ++i) {
      const StageStep& step = stage.steps[i];
      ASSERT_EQ(step.alg.moves.size(), 1u);
      EXPECT_EQ(step.alg.moves[0], res.solution.moves[i]);
      after.apply(step.alg.moves);
      done += pocket::move_cost(step.alg.moves[0], metric);
      EXPECT_EQ(step.moves_so_far, done);
      EXPECT_EQ(step.facelets, facelets_for(Puzzle::Cube2, after));
      const int left = pocket_distance(after, metric);
      EXPECT_EQ(left + done, pocket_distance(c, metric)) << "each move is on an optimal path";
      EXPECT_NE(step.note.find(left == 0 ? "solved" : std::to_string(left) + " move"),
                std::string::npos)
          << step.note;
    }
    EXPECT_EQ(stage.steps.back().facelets, "UUUURRRRFFFFDDDDLLLLBBBB");
  }
}

TEST(PocketSolver, ScrambleLengthBoundsTheSolution) {
  Rng rng(9);
  for (int n = 0; n <= 8; ++n) {
    CubieCube c = urf_scramble(rng, n);
    SolveResult res = solve(pocket_request(c));
    ASSERT_EQ(res.status, SolveStatus::Solved);
    EXPECT_LE(res.solution.htm(), n);
  }
}

TEST(PocketSolver, HardestStateNeedsElevenMoves) {
  auto dist = pocket::distance_table(Metric::Htm);
  uint32_t hardest = 0;
  while (dist[hardest] != 11) ++hardest;
  SolveResult res = solve(pocket_request(pocket::state_cube(hardest)));
  ASSERT_EQ(res.status, SolveStatus::Solved);
  EXPECT_EQ(res.solution.htm(), 11);
}

// Every canonical sequence (no face twice in a row) of exactly `length` U/R/F turns.
void all_sequences(int length, std::vector<Move>& prefix, std::vector<std::vector<Move>>& out) {
  if (static_cast<int>(prefix.size()) == length) {
    out.push_back(prefix);
    return;
  }
  for (Move m = 0; m < pocket::kPocketMoves; ++m) {
    if (!prefix.empty() && move_face(prefix.back()) == move_face(m)) continue;
    prefix.push_back(m);
    all_sequences(length, prefix, out);
    prefix.pop_back();
  }
}

TEST(PocketSolver, CountListsDistinctOptimalSolutions) {
  Rng rng(17);
  for (int i = 0; i < 20; ++i) {
    CubieCube c = urf_scramble(rng, 25);
    SolveRequest r = pocket_request(c);
    r.count = 12;
    SolveResult res = solve(r);
    ASSERT_EQ(res.status, SolveStatus::Solved);
    const int optimal = pocket_distance(c, Metric::Htm);
    std::set<std::string> distinct;
    for (const Alg& a : res.solutions) {
      EXPECT_EQ(a.htm(), optimal);
      EXPECT_TRUE(corners_solved(c, a)) << a.str();
      distinct.insert(a.str());
    }
    EXPECT_EQ(distinct.size(), res.solutions.size());
    EXPECT_EQ(res.solutions.front(), res.solution);
    const size_t exist = pocket_optimal_solutions(c, Metric::Htm, 1000000).size();
    EXPECT_EQ(res.solutions.size(), std::min<size_t>(12, exist));
  }
}

TEST(PocketSolver, AllOptimalSolutionsMatchBruteForce) {
  // Up to 5 moves, try every canonical sequence of the optimal length.
  Rng rng(23);
  for (int length = 1; length <= 5; ++length) {
    std::vector<std::vector<Move>> candidates;
    std::vector<Move> prefix;
    all_sequences(length, prefix, candidates);
    for (int i = 0; i < 4; ++i) {
      CubieCube c;
      do {
        c = urf_scramble(rng, length + i % 2);
      } while (pocket_distance(c, Metric::Htm) != length);
      std::set<std::string> brute;
      for (const auto& seq : candidates)
        if (corners_solved(c, Alg(seq))) brute.insert(Alg(seq).str());
      std::set<std::string> listed;
      for (const Alg& a : pocket_optimal_solutions(c, Metric::Htm, 1000000)) listed.insert(a.str());
      EXPECT_EQ(listed, brute) << "length " << length;
    }
  }
}

TEST(PocketSolver, CountStopsAtTheNumberThatExists) {
  // One move from solved has exactly one optimal solution.
  CubieCube c;
  c.apply(Alg::parse("R").moves);
  SolveRequest r = pocket_request(c);
  r.count = 5;
  SolveResult res = solve(r);
  ASSERT_EQ(res.status, SolveStatus::Solved);
  ASSERT_EQ(res.solutions.size(), 1u);
  EXPECT_EQ(res.solution.str(), "R'");
}

TEST(PocketSolver, SolvedCubeNeedsNothing) {
  SolveResult res = solve(pocket_request(CubieCube{}));
  ASSERT_EQ(res.status, SolveStatus::Solved);
  EXPECT_TRUE(res.solution.empty());
}

TEST(PocketSolver, NodesCountTheTableEntriesRead) {
  EXPECT_EQ(solve(pocket_request(CubieCube{})).stats["nodes"], 1);  // the start's entry only
  Rng rng(17);
  for (int k = 0; k < 50; ++k) {
    const CubieCube c = urf_scramble(rng, 12);
    const SolveResult res = solve(pocket_request(c));
    ASSERT_EQ(res.status, SolveStatus::Solved);
    // One entry a move of the solution at least, and never more than the nine turns of each
    // step: the table leads straight down, without backtracking.
    const double d = res.solution.htm();
    EXPECT_GE(res.stats.at("nodes"), d + 1);
    EXPECT_LE(res.stats.at("nodes"), 1 + 9 * d);
  }
}

TEST(PocketSolver, MaxLengthBelowTheOptimumIsNoSolution) {
  CubieCube c;
  c.apply(Alg::parse("R U F R' U2").moves);
  SolveRequest r = pocket_request(c);
  r.max_length = pocket_distance(c, Metric::Htm) - 1;
  SolveResult res = solve(r);
  EXPECT_EQ(res.status, SolveStatus::NoSolution);
  EXPECT_TRUE(res.solution.empty());
}

TEST(PocketSolver, RejectsACubeWithDblMoved) {
  CubieCube c;
  c.apply(Alg::parse("L").moves);
  c.ep = CubieCube{}.ep;
  c.eo = CubieCube{}.eo;
  EXPECT_THROW(solve(pocket_request(c)), InputError);
}

}  // namespace
}  // namespace cubelab
