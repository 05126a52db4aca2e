// The optimal solver with a restricted move set: the same IDA* skipping the turns not in
// the set, and cubes outside the set's group answered at once (move_set_group.h).
#include <gtest/gtest.h>

#include "cubelab/cube/error.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/optimal/move_set_group.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

CubieCube cube_of(const std::string& alg) {
  const CubieCube c = test::cube_after(Alg::parse(alg));
  return c;
}

SolveResult solve_in(const std::string& scramble, const std::string& moves,
                     const std::string& solver = "optimal") {
  SolveRequest r;
  r.cube = cube_of(scramble);
  r.moves = MoveSet::parse(moves);
  r.threads = 2;
  if (solver == "optimal") r.options["table"] = "fallback";
  return run_solver(find_solver(solver), r);
}

// The optimal solver's answer for `scramble` in the moves `set`, checked to be as long as
// the goal solver's (an optimal search of its own) and both to solve the cube.
SolveResult optimal_as_long_as_goal(const std::string& scramble, const std::string& set) {
  const SolveResult opt = solve_in(scramble, set);
  const SolveResult goal = solve_in(scramble, set, "goal");
  EXPECT_EQ(opt.status, SolveStatus::Solved) << scramble;
  EXPECT_EQ(goal.status, SolveStatus::Solved) << scramble;
  EXPECT_EQ(opt.solution.htm(), goal.solution.htm()) << scramble << " in " << set;
  return opt;
}

TEST(OptimalMoveSets, InvariantsOfTheGroupRuleCubesOut) {
  using optimal::outside_move_group;
  const MoveSet ru = MoveSet::parse("R,U");
  EXPECT_EQ(outside_move_group(cube_of("R U R' U R U2 R'"), ru), "");
  EXPECT_NE(outside_move_group(cube_of("F"), ru), "");  // a piece where R and U never go
  EXPECT_NE(outside_move_group(cube_of("R U F2 U' R' F2"), ru), "");
  const MoveSet domino = MoveSet::parse("U,D,R2,L2,F2,B2");
  EXPECT_EQ(outside_move_group(cube_of("U R2 D' F2 L2"), domino), "");
  // F R F' R': pieces stay in the domino orbits but twisted and flipped.
  EXPECT_NE(outside_move_group(cube_of("R"), domino), "");
  EXPECT_NE(outside_move_group(cube_of("F R F' R'"), domino), "");
  // Half turns only: the corner permutation stays even.
  const MoveSet squares = MoveSet::parse("U2,D2,R2,L2,F2,B2");
  EXPECT_EQ(outside_move_group(cube_of("U2 R2 F2"), squares), "");
  EXPECT_NE(outside_move_group(cube_of("U D"), squares), "");
  EXPECT_NE(outside_move_group(cube_of("U"), squares), "");
  // <U,D,R,L>: the edges' orientation only F and B quarter turns change.
  const std::string why = outside_move_group(cube_of("F"), MoveSet::parse("U,D,R,L"));
  EXPECT_NE(why, "");
  // <R,U> ties its corners' twists to their places: a T permutation (its corners swapped
  // and untwisted) passes every invariant but is not in the group.
  EXPECT_EQ(outside_move_group(cube_of("R U R' U' R' F R2 U' R' U' R U R' F'"), ru),
            "its corners are in a state these moves never reach");
  // Five faces generate every cube.
  EXPECT_EQ(outside_move_group(cube_of("B R B' F2"), MoveSet::parse("no B")), "");
}

TEST(OptimalMoveSets, ACubeOutsideTheGroupIsAnsweredAtOnce) {
  const SolveResult res = solve_in("F", "R,U");
  EXPECT_EQ(res.status, SolveStatus::NoSolution);
  EXPECT_NE(res.message.find("cannot be solved with the moves <U,R>"), std::string::npos)
      << res.message;
}

// Short positions are answered before any large table is needed.
TEST(OptimalMoveSets, ShortPositionsMatchTheGoalSolver) {
  for (const auto& [scramble, set] :
       std::vector<std::pair<std::string, std::string>>{{"R U R' U R U2 R'", "R,U"},
                                                        {"R U F", "no F"},
                                                        {"R2 U F2 D' L2", "U,D,R2,L2,F2,B2"},
                                                        {"R U2 F' R2", "R,U,F"}}) {
    const SolveResult opt = optimal_as_long_as_goal(scramble, set);
    for (Move m : opt.solution.moves) EXPECT_TRUE(MoveSet::parse(set).contains(m));
  }
}

TEST(OptimalMoveSets, QuarterTurnsNeedEveryTurnOfAFace) {
  SolveRequest r;
  r.cube = cube_of("R2 U2");
  r.moves = MoveSet::parse("U,R2");
  r.metric = Metric::Qtm;
  EXPECT_THROW(run_solver(find_solver("optimal"), r), InputError);
}

TEST(OptimalMoveSetsSlow, LongerPositionsMatchTheGoalSolver) {
  for (const auto& [scramble, set] : std::vector<std::pair<std::string, std::string>>{
           {"R U R' U R U2 R' U' R U' R' U2 R U R2", "R,U"},
           {"R U F D L R2 F' U2 D' L2 F R'", "no B"}}) {
    const SolveResult opt = optimal_as_long_as_goal(scramble, set);
    EXPECT_TRUE(opt.proven_optimal);
  }
}

}  // namespace
}  // namespace cubelab
