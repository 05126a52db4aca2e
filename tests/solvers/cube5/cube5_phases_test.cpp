// cube5's first two phases (centres.h, search.h): the compact centre model against the sticker
// model, the phases' moves against their goals, and the searches' solutions applied to random
// states.
#include <gtest/gtest.h>

#include <algorithm>

#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_random_state.h"
#include "cubelab/solvers/cube5/centres.h"
#include "cubelab/solvers/cube5/phase1_near.h"
#include "cubelab/solvers/cube5/search.h"
#include "cubelab/solvers/reduction/centre_orbits.h"
#include "cubelab/solvers/reduction/centre_tables.h"
#include "cubelab/solvers/reduction/wings.h"
#include "support/nxn.h"
#include "support/test_support.h"

namespace cubelab::cube5 {
namespace {

using nxn::NxnCube;

const CentreStage& five() { return CentreStage::five(); }
Centres centres_of(const NxnCube& cube) { return five().centres_of(cube); }
Centres apply(const Centres& c, int m) { return five().apply(c, m); }
nxn::NxnMove move_of(int m) { return five().move(m); }
// (A function, not a constant: the stage loads its tables, which listing the tests must not.)
int stage_moves() { return five().moves(); }

// Whether every x-centre and "+" centre of `colours` lies on a face of `colours`.
bool on_their_faces(const NxnCube& cube, int a, int b) {
  const reduction::CentreOrbits orbits = reduction::centre_orbits(kN);
  for (const reduction::CentreOrbit& orbit : orbits.orbits) {
    const uint32_t mask =
        reduction::colour_mask(cube, orbit, a) | reduction::colour_mask(cube, orbit, b);
    if (mask != (reduction::face_positions(a) | reduction::face_positions(b))) return false;
  }
  return true;
}

TEST(Cube5Centres, TheModelTurnsAsTheStickers) {
  Rng rng(5);
  for (int trial = 0; trial < 20; ++trial) {
    NxnCube cube(kN);
    Centres c = centres_of(cube);
    for (int i = 0; i < 30; ++i) {
      const int m = static_cast<int>(rng.below(stage_moves()));
      cube.apply(std::vector{move_of(m)});
      c = apply(c, m);
      ASSERT_EQ(c, centres_of(cube)) << "trial " << trial << " move " << i;
    }
  }
}

// reduction searches the 7x7x7's first stage with cube5's phases: its orbits (the x-centres
// and "+" centres next to the faces) must turn as the 5x5x5's under the same blocks.
TEST(Cube5Centres, TheSevenBySevensFirstStageTurnsAsTheFiveByFive) {
  const reduction::CentreOrbits five = reduction::centre_orbits(kN);
  const reduction::CentreOrbits seven = reduction::centre_orbits(7, 1, 1);
  ASSERT_EQ(five.orbits.size(), 2u);
  ASSERT_EQ(seven.orbits.size(), 2u);
  EXPECT_EQ(seven.max_layers, 2);
  for (int o = 0; o < 2; ++o) {
    EXPECT_EQ(five.types[five.orbits[o].type].perms, seven.types[seven.orbits[o].type].perms);
    EXPECT_EQ(five.orbits[o].combo(2), seven.orbits[o].combo(2));
  }
}

TEST(Cube5Centres, PhaseTwoKeepsPhaseOnesGoalAndHalfWideTurnsKeepTheParity) {
  Rng rng(7);
  std::vector<int> moves;
  for (int m = 0; m < stage_moves(); ++m)
    if (five().phase_moves(2) >> m & 1) moves.push_back(m);
  EXPECT_EQ(moves.size(), 22u);
  NxnCube cube(kN);
  for (int i = 0; i < 200; ++i) {
    const int m = moves[rng.below(moves.size())];
    cube.apply(std::vector{move_of(m)});
    ASSERT_TRUE(on_their_faces(cube, U, D)) << "after " << i << " moves";
  }
  for (int m = 0; m < stage_moves(); ++m) {
    const nxn::NxnMove move = move_of(m);
    NxnCube turned(kN);
    turned.apply(std::vector{move});
    EXPECT_EQ(reduction::orbit_is_odd(turned, 1), move.last_layer == 2 && move.turns != 2) << m;
  }
}

TEST(Cube5Centres, BoundsAreZeroOnlyAtTheGoals) {
  const NxnCube solved(kN);
  EXPECT_EQ(five().phase1_bound(centres_of(solved)), 0);
  EXPECT_EQ(five().phase2_bound(centres_of(solved)), 0);
  // Rw keeps no axis' centres; Uw' keeps U/D's but leaves the parity odd.
  EXPECT_GT(five().phase1_bound(centres_of(nxn::after(kN, "Rw"))), 0);
  const Centres uw = centres_of(nxn::after(kN, "Uw'"));
  EXPECT_EQ(five().phase1_bound(uw), 0);
  EXPECT_GT(five().phase2_bound(uw), 0);
  EXPECT_EQ(five().phase2_bound(centres_of(nxn::after(kN, "Uw2 Rw2 F"))), 0);
}

// The joint bound near phase 1's goal reads at most the length of any way there.
TEST(Cube5Centres, PhaseOnesJointBoundIsAtMostTheMovesFromTheGoal) {
  const Phase1Near& near = five().near();
  const Centres goal = centres_of(NxnCube(kN));
  EXPECT_EQ(near.distance(goal.ud[0], goal.ud[1]), 0);
  Rng rng(13);
  int far = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const int length = 1 + static_cast<int>(rng.below(near.depth() + 2));
    Centres c = goal;
    for (int i = 0; i < length; ++i) c = apply(c, static_cast<int>(rng.below(stage_moves())));
    const int d = near.distance(c.ud[0], c.ud[1]);
    ASSERT_LE(d, length) << "trial " << trial;
    far += d == near.depth() + 1;
  }
  EXPECT_GT(far, 0);  // walks of 7 moves that end 7 away
}

// Phase 1's plain IDA*: each orbit's exact distance alone, the goal tested directly.
bool phase1_within(const Centres& c, int depth) {
  static const reduction::CentreOrbits orbits = reduction::centre_orbits(kN);
  const auto distance = [&](int o) {
    const auto& t = reduction::centre_tables(orbits.types[orbits.orbits[o].type], false);
    return static_cast<int>(t.separate[reduction::separate_index(c.ud[o])]);
  };
  if (std::max(distance(0), distance(1)) > depth) return false;
  if (depth == 0) return five().phase1_bound(c) == 0;
  for (int m = 0; m < stage_moves(); ++m)
    if (phase1_within(apply(c, m), depth - 1)) return true;
  return false;
}

// On cubes 6 or 7 moves from phase 1's goal (deeper ones take the plain search too long).
TEST(Cube5Search, PhaseOnesSolutionsAreTheShortest) {
  Rng rng(17);
  int tested = 0;
  for (int trial = 0; tested < 3 && trial < 100; ++trial) {
    NxnCube cube(kN);
    for (int i = 0; i < 12; ++i)
      cube.apply(std::vector{move_of(static_cast<int>(rng.below(stage_moves())))});
    const Centres c = centres_of(cube);
    CentreLimits limits;
    limits.phase1_extra_moves = 0;
    limits.phase2_solutions = 1;
    const std::vector<CentrePath> paths = search_centres(five(), c, {}, limits);
    ASSERT_EQ(paths.size(), 1u);
    const int length = static_cast<int>(paths[0].phase1.size());
    if (length < 6 || length > 7) continue;
    ++tested;
    EXPECT_TRUE(phase1_within(c, length)) << trial;
    EXPECT_FALSE(phase1_within(c, length - 1)) << trial;
  }
  EXPECT_EQ(tested, 3);
}

TEST(Cube5Search, PhasesOneAndTwoSplitTheCentresOfRandomStates) {
  Rng rng(11);
  // One random state under the sanitizers (about 9 s each there), three in Release.
  for (int trial = 0; trial < (test::kSanitized ? 1 : 3); ++trial) {
    const NxnCube cube = nxn::random_state(kN, rng);
    CentreLimits limits;
    limits.phase1_paths = 50;
    limits.phase2_solutions = 20;
    const std::vector<CentrePath> paths = search_centres(five(), centres_of(cube), {}, limits);
    ASSERT_FALSE(paths.empty());
    EXPECT_LE(paths.size(), 20u);
    for (size_t i = 0; i < paths.size(); ++i) {
      if (i > 0) {
        EXPECT_LE(paths[i - 1].length(), paths[i].length());
      }
      NxnCube c = cube;
      c.apply(five().moves_of(paths[i].phase1));
      EXPECT_TRUE(on_their_faces(c, U, D));
      c.apply(five().moves_of(paths[i].phase2));
      EXPECT_TRUE(on_their_faces(c, U, D));
      EXPECT_TRUE(on_their_faces(c, F, B));
      EXPECT_TRUE(on_their_faces(c, R, L));
      EXPECT_FALSE(reduction::orbit_is_odd(c, 1));
    }
  }
}

// From several starts at once (cubes 10 moves from solved): phase 1's solutions are those of
// the least length over all of them, each path applied to its own start reaching the goals.
TEST(Cube5Search, SeveralStartsGiveTheShortestOverAll) {
  Rng rng(29);
  for (int trial = 0; trial < 3; ++trial) {
    std::vector<NxnCube> cubes;
    std::vector<Centres> starts;
    for (int k = 0; k < 3; ++k) {
      NxnCube cube(kN);
      for (int i = 0; i < 10; ++i)
        cube.apply(std::vector{move_of(static_cast<int>(rng.below(stage_moves())))});
      cubes.push_back(cube);
      starts.push_back(centres_of(cube));
    }
    CentreLimits limits;
    limits.phase1_extra_moves = 0;
    limits.phase2_solutions = 10;
    size_t least = 99;
    for (const Centres& c : starts)
      least = std::min(least, search_centres(five(), c, {}, limits).front().phase1.size());
    const std::vector<CentrePath> paths = search_centres(five(), starts, {}, limits);
    ASSERT_FALSE(paths.empty());
    for (const CentrePath& path : paths) {
      EXPECT_EQ(path.phase1.size(), least) << trial;
      ASSERT_LT(path.start, cubes.size());
      NxnCube c = cubes[path.start];
      c.apply(five().moves_of(path.phase1));
      c.apply(five().moves_of(path.phase2));
      EXPECT_TRUE(on_their_faces(c, U, D));
      EXPECT_TRUE(on_their_faces(c, F, B));
      EXPECT_FALSE(reduction::orbit_is_odd(c, 1));
    }
  }
}

TEST(Cube5Search, ACubeAFewMovesAwayTakesNoMore) {
  // Phase 1 is optimal: three moves from solved are undone in at most three.
  const NxnCube cube = nxn::after(kN, "Rw Fw' Lw2");
  const std::vector<CentrePath> paths = search_centres(five(), centres_of(cube), {});
  ASSERT_FALSE(paths.empty());
  EXPECT_LE(paths[0].phase1.size(), 3u);
  EXPECT_LE(paths[0].length(), 3u);
}

}  // namespace
}  // namespace cubelab::cube5
