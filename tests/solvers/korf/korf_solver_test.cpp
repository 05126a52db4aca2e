#include <gtest/gtest.h>

#include "../optimal/plain_search.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/random.h"
#include "cubelab/solve/registry.h"
#include "support/solve_with.h"

namespace cubelab {
namespace {

SolveResult korf(const CubieCube& c, int threads = 2) {
  SolveRequest r;
  r.cube = c;
  r.threads = threads;
  return run_solver(find_solver("korf"), r);
}

TEST(KorfSolverSlow, ShortScramblesMatchPlainSearch) {
  Rng rng(17);
  for (int n = 0; n <= 6; ++n) {
    Alg scramble = random_moves(rng, n);
    CubieCube c;
    c.apply(scramble.moves);
    SolveResult r = korf(c, n % 2 + 1);
    ASSERT_EQ(r.status, SolveStatus::Solved) << scramble.str();
    EXPECT_TRUE(r.proven_optimal);
    EXPECT_EQ(r.solution.htm(), test::plain_optimal_length(c, n, Metric::Htm)) << scramble.str();
    if (n > 0) {  // the solved cube needs no search
      EXPECT_GT(r.stats.at("nodes_per_s"), 0);
    }
  }
}

// Korf and the optimal solver agree on longer scrambles (up to 12 moves).
TEST(KorfSolverSlow, AgreesWithOptimalSolver) {
  Rng rng(18);
  for (int n : {8, 10, 12}) {
    Alg scramble = random_moves(rng, n);
    CubieCube c;
    c.apply(scramble.moves);
    SolveResult a = korf(c);
    SolveResult b = test::solve_with("optimal", c, [](SolveRequest& r) {
      r.threads = 2;
      r.options = {{"table", "fallback"}};
    });
    ASSERT_EQ(a.status, SolveStatus::Solved);
    ASSERT_EQ(b.status, SolveStatus::Solved);
    EXPECT_EQ(a.solution.htm(), b.solution.htm()) << scramble.str();
    EXPECT_LE(a.solution.htm(), n);
  }
}

TEST(KorfSolver, RefusesTheQuarterTurnMetric) {
  SolveRequest r;
  r.metric = Metric::Qtm;
  EXPECT_THROW(run_solver(find_solver("korf"), r), InputError);
}

}  // namespace
}  // namespace cubelab
