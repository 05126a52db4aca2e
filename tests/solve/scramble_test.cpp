// Scrambles: random moves, and random states turned into moves by whatever solver is
// registered (skipped, with a check of the fallback, when none is).
#include "cubelab/solve/scramble.h"

#include <gtest/gtest.h>

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
    Scramble s = random_state_scramble(p, rng);
    if (!has_default_solver(p)) {
      EXPECT_FALSE(s.moves);
      EXPECT_NE(s.note.find("no " + std::string(puzzle_name(p)) + " solver"), std::string::npos);
      if (p == Puzzle::Cube2) {
        EXPECT_NO_THROW(validate_pocket(s.cube));
      }
      if (p == Puzzle::Cube3) {
        EXPECT_TRUE(s.cube.is_solvable());
      }
      GTEST_SKIP() << "no " << puzzle_name(p) << " solver registered; only the fallback checked";
    }
    ASSERT_TRUE(s.moves);
    EXPECT_GE(s.moves->htm(), min_scramble_length(p));
    EXPECT_TRUE(verify_solution(p, CubieCube{}, *s.moves, s.cube)) << s.moves->str();
  }
}

TEST(Scramble, RandomStateCube3) { check_state_scramble(Puzzle::Cube3); }
TEST(Scramble, RandomStateCube2) { check_state_scramble(Puzzle::Cube2); }

}  // namespace
}  // namespace cubelab
