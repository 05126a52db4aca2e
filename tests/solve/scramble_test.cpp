// Scrambles: random moves, and random states turned into moves by whatever solver is
// registered (skipped, with a check of the fallback, when none is).
#include "cubelab/solve/scramble.h"

#include <gtest/gtest.h>

#include <set>

#include "cubelab/cube/facelets.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/solve/registry.h"

namespace cubelab {
namespace {

bool has_default_solver(Puzzle puzzle) {
  for (const auto& s : all_solvers())
    if (s->name() == default_solver_name(puzzle) && s->puzzle() == puzzle) return true;
  return false;
}

TEST(Scramble, RandomMovesLeadToTheState) {
  for (Puzzle p : {Puzzle::Cube3, Puzzle::Cube2}) {
    Rng rng(51);
    Scramble s = random_move_scramble(p, rng, 25);
    ASSERT_TRUE(s.moves);
    EXPECT_EQ(s.moves->size(), 25u);
    CubieCube c;
    c.apply(s.moves->moves);
    if (p == Puzzle::Cube2) c = normalise_pocket(c);
    EXPECT_EQ(c, s.cube);
  }
}

void check_state_scramble(Puzzle p) {
  Rng rng(52);
  for (int i = 0; i < 3; ++i) {
    ASSERT_TRUE(has_default_solver(p)) << puzzle_name(p);
    Scramble s = random_state_scramble(p, rng);
    ASSERT_TRUE(s.moves);
    EXPECT_GE(s.moves->htm(), min_scramble_length(p));
    EXPECT_TRUE(verify_solution(p, CubieCube{}, *s.moves, s.cube)) << s.moves->str();
  }
}

TEST(Scramble, RandomStateCube3) { check_state_scramble(Puzzle::Cube3); }
TEST(Scramble, RandomStateCube2) { check_state_scramble(Puzzle::Cube2); }

}  // namespace
}  // namespace cubelab

namespace cubelab {
namespace {

TEST(Scramble, SubsetStatesKeepTheirGoalAndVary) {
  Rng rng(3);
  for (const char* name : {"f2l", "oll", "cross", "eo", "domino", "xcross", "roux-fb"}) {
    const Goal goal = Goal::parse(name);
    std::set<std::string> seen;
    for (int i = 0; i < 20; ++i) {
      const CubieCube c = random_state_reaching(goal.alternatives().front(), rng);
      EXPECT_TRUE(c.is_solvable()) << name;
      EXPECT_TRUE(goal.satisfied(c)) << name;
      seen.insert(to_facelets(c));
    }
    EXPECT_GT(seen.size(), 10u) << name;
  }
  // A random last layer: every LL corner position sees each of its three twists.
  std::array<std::array<int, 3>, 4> twists{};
  for (int i = 0; i < 3000; ++i) {
    const CubieCube c = random_state_reaching(Goal::parse("f2l").alternatives().front(), rng);
    for (int k = 0; k < 4; ++k) ++twists[k][c.co[k]];
  }
  for (const auto& t : twists)
    for (int n : t) EXPECT_NEAR(n, 1000, 150);
}

TEST(Scramble, SubsetAndMoveSetScramblesLeadToTheirState) {
  Rng rng(4);
  const Scramble ll = random_subset_scramble(rng, Goal::parse("f2l"));
  ASSERT_TRUE(ll.moves);
  CubieCube c;
  c.apply(ll.moves->moves);
  EXPECT_EQ(c, ll.cube);
  EXPECT_TRUE(Goal::parse("f2l").satisfied(c));

  const MoveSet ru = MoveSet::parse("R,U");
  const Scramble two_gen = random_move_set_scramble(rng, ru);
  ASSERT_TRUE(two_gen.moves);
  for (Move m : two_gen.moves->moves) EXPECT_TRUE(ru.contains(m));
  CubieCube d;
  d.apply(two_gen.moves->moves);
  EXPECT_EQ(d, two_gen.cube);
  EXPECT_GE(two_gen.moves->htm(), 2);
}

}  // namespace
}  // namespace cubelab
