// The optimal solver in the axial metric, against plain breadth-first search over axial moves.
#include "cubelab/cube/axial.h"

#include <gtest/gtest.h>

#include "cubelab/cube/error.h"
#include "cubelab/cube/random.h"
#include "cubelab/solve/registry.h"
#include "support/axial_reference.h"
#include "support/input_error.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

SolveResult solve_axial(const CubieCube& c, int max_length = -1, int count = 1, int threads = 1) {
  SolveRequest r;
  r.cube = c;
  r.metric = Metric::Axial;
  r.max_length = max_length;
  r.count = count;
  r.threads = threads;
  return run_solver(find_solver("optimal"), r);
}

// A cube `n` random axial moves from solved, no two in a row on one axis.
CubieCube axial_scramble(Rng& rng, int n) { return test::cube_after(test::random_axial(rng, n)); }

TEST(OptimalAxialSlow, LengthsEqualBreadthFirstSearch) {
  const test::AxialReference reference;
  Rng rng(17);
  for (int n = 0; n <= 2 * test::AxialReference::kSide; ++n)
    for (int i = 0; i < 10; ++i) {
      const CubieCube c = axial_scramble(rng, n);
      const int optimum = reference.optimal(c);
      ASSERT_GE(optimum, 0);
      ASSERT_TRUE(test::is_optimal_axial_answer(solve_axial(c, -1, 1, i % 2 + 1), optimum));
    }
}

TEST(OptimalAxialSlow, NoSolutionBelowTheOptimumAndSeveralAtIt) {
  const test::AxialReference reference;
  Rng rng(23);
  const CubieCube c = axial_scramble(rng, 5);
  const int optimum = reference.optimal(c);
  ASSERT_GT(optimum, 1);
  EXPECT_EQ(solve_axial(c, optimum - 1).status, SolveStatus::NoSolution);
  const SolveResult r = solve_axial(c, -1, 3);
  ASSERT_EQ(r.status, SolveStatus::Solved);
  for (const Alg& a : r.solutions) EXPECT_EQ(a.axial(), optimum) << a.axial_str();
}

TEST(OptimalAxialSlow, TenAxialMoves) {
  Rng rng(29);
  const CubieCube c = axial_scramble(rng, 10);
  const SolveResult r = solve_axial(c);
  ASSERT_EQ(r.status, SolveStatus::Solved) << r.message;
  EXPECT_LE(r.solution.axial(), 10);
  // Never shorter than the axial phase-1 bound, never longer than an HTM optimum re-counted.
  SolveRequest h;
  h.cube = c;
  h.max_length = 20;
  const SolveResult twophase = run_solver(find_solver("twophase"), h);
  ASSERT_EQ(twophase.status, SolveStatus::Solved);
  EXPECT_LE(r.solution.axial(), twophase.solution.axial());
}

TEST(OptimalAxial, MoveSetsAreRefused) {
  SolveRequest r;
  r.cube.apply(Alg::parse("R U").moves);
  r.metric = Metric::Axial;
  r.moves = MoveSet::parse("R,U");
  EXPECT_TRUE(test::refuses_with([&] { run_solver(find_solver("optimal"), r); }, ErrorCode::Option,
                                 "axial"))
      << "a move set in the axial metric";
}

}  // namespace
}  // namespace cubelab
