// cube5 on the 6x6x6 and 7x7x7 (as_five.h): whole solves, each answer applied, against the
// answer at hand.
#include <gtest/gtest.h>

#include <chrono>

#include "cubelab/cube/error.h"
#include "cubelab/solve.h"
#include "cubelab/solvers/cube5/as_five.h"
#include "cubelab/solvers/cube5/centres.h"
#include "cubelab/solvers/cube5/cube5.h"
#include "cubelab/solvers/reduction/as_five.h"
#include "support/nxn.h"

namespace cubelab::cube5 {
namespace {

using nxn::NxnCube;

void expect_solves(const NxnCube& cube, const reduction::Result& r) {
  NxnCube after = cube;
  after.apply(r.moves);
  EXPECT_TRUE(after.is_solved());
  ASSERT_EQ(r.stages.size(), 3u);
  EXPECT_EQ(r.stages[0].name, "centres");
  EXPECT_EQ(r.stages[1].name, "edges");
  EXPECT_EQ(r.stages[2].name, "3x3x3");
}

// Solved, and never longer than the answer at hand (the cube turned as a 5x5x5, its inner cube
// reduced by cube4 or cube5; then reduction's 5x5x5 with one way of its centre search): both
// without the 3x3x3 stage's timed search, so that each solve repeats. Under a time limit, a stop
// that comes after the answer at hand gives that answer.
TEST(Cube5AsFive, SolvesTheSixAndSevenNoLongerThanTheAnswerAtHandSlow) {
  // By the quickest settings (`ways` 1: the same code on one holding and a narrower beam)...
  const NxnCube six = nxn::scrambled(6, 1);
  long polls = 0;
  const auto count_polls = [&] { return ++polls < 0; };
  const std::optional<reduction::AsFive> turned =
      turn_as_five(six, count_polls, reduction::kReducedProfile, {}, 1);
  ASSERT_TRUE(turned.has_value());
  const reduction::Result at_hand = reduction::answer_as_five(
      six, *turned, reduction::solve(turned->five, count_polls, 0, 1), "reduction");
  const reduction::Result quickest = solve(six, {}, 0, reduction::kReducedProfile, 1);
  expect_solves(six, quickest);
  EXPECT_LE(nxn::obtm(quickest.moves, 6), nxn::obtm(at_hand.moves, 6));
  long count = 0;
  reduction::SearchTime limited(0);  // (the limit far off: the stop below comes first)
  limited.until = std::chrono::steady_clock::now() + std::chrono::hours(1);
  const reduction::Result stopped = solve(
      six, [&] { return ++count > polls; }, limited, reduction::kReducedProfile, 1);
  EXPECT_GT(count, polls);  // it was stopped
  EXPECT_EQ(stopped.moves, at_hand.moves);

  // ... and by the defaults. Its inner 4x4x4 reduced by cube4, its lines lined up
  // (reduction/centre_lines.h): about 120 OBTM, against about 240 with every oblique placed by
  // 3-cycles; the 7x7x7's about 170 against 316 (docs/results.md).
  const reduction::Result as_five = solve(six, {}, 0);
  expect_solves(six, as_five);
  EXPECT_NE(as_five.stages[0].note.find("lined up"), std::string::npos) << as_five.stages[0].note;
  EXPECT_NE(as_five.stages[0].note.find("by cube5"), std::string::npos) << as_five.stages[0].note;
  EXPECT_NE(as_five.stages[0].note.find("the inner 4x4x4"), std::string::npos);
  EXPECT_LE(nxn::obtm(as_five.moves, 6), 150);

  // The 7x7x7 by the quickest (its inner 5x5x5 by cube5, which the 5x5x5's tests solve).
  const NxnCube seven = nxn::scrambled(7, 1);
  const reduction::Result seven_as_five = solve(seven, {}, 0, reduction::kReducedProfile, 1);
  expect_solves(seven, seven_as_five);
  EXPECT_NE(seven_as_five.stages[0].note.find("lined up"), std::string::npos);
  EXPECT_NE(seven_as_five.stages[0].note.find("the inner 5x5x5"), std::string::npos);
  EXPECT_LE(nxn::obtm(seven_as_five.moves, 7), 220);
}

// The facade names it from the 5x5x5 to the 7x7x7 (the 6x6x6 here a few turns from solved:
// its shortest answer), and refuses it beyond. (Its budget leaves the 3x3x3 stage the tiny
// profile, built in memory, as in Cube5Solver.TheFacadeSolvesWithItWhenNamedSlow.)
TEST(Cube5AsFive, TheFacadeTakesItUpToTheSevenBySeven) {
  cubelab::Request r;
  r.puzzle = "6x6x6";
  r.solver = "cube5";
  r.cube = "Rw U 3Fw'";
  r.options["memory"] = "500M";
  const cubelab::Solution s = cubelab::solve(r);
  ASSERT_TRUE(s.solved()) << s.message;
  EXPECT_EQ(s.solver, "cube5");
  EXPECT_TRUE(cubelab::solves(r.cube, s.moves, "6x6x6")) << s.moves;
  r.puzzle = "8x8x8";
  EXPECT_THROW(cubelab::solve(r), cubelab::Error);
  EXPECT_THROW(solve(NxnCube(8)), InputError);
  EXPECT_TRUE(solve(NxnCube(7)).moves.empty());
}

}  // namespace
}  // namespace cubelab::cube5
