// cube5's edge model (edges.h) against the sticker model, and phase 3 (phase3.h): its
// coordinates against the cube's, its goal on reduced cubes, its tables against its moves,
// and its search's solutions applied to states at phase 2's goal.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_random_state.h"
#include "cubelab/solvers/cube5/centres.h"
#include "cubelab/solvers/cube5/edges.h"
#include "cubelab/solvers/cube5/phase3.h"
#include "cubelab/solvers/cube5/search.h"
#include "support/nxn.h"

namespace cubelab::cube5 {
namespace {

using nxn::NxnCube;

void turn(NxnCube& cube, int m) { cube.apply(std::vector{five_move(m)}); }

TEST(Cube5Edges, TheModelTurnsAsTheStickers) {
  Rng rng(7);
  for (int trial = 0; trial < 10; ++trial) {
    NxnCube cube(kN);
    Edges e = edges_of(cube);
    for (int i = 0; i < 40; ++i) {
      const int m = static_cast<int>(rng.below(kStageMoves));
      turn(cube, m);
      e = edges_after(e, m);
      ASSERT_EQ(e, edges_of(cube)) << "trial " << trial << " move " << i;
    }
  }
}

// The types: kept by U, D, F and B by any power and by every half turn; every wing an outer R
// or L quarter turn moves changes type (as Chen Shuang's cube555 reads them).
TEST(Cube5Edges, OnlyRAndLQuarterTurnsChangeTheWingTypes) {
  const EdgeModel& model = edge_model();
  for (int m = 0; m < kStageMoves; ++m) {
    const nxn::NxnMove mv = five_move(m);
    if (mv.last_layer != 1 && mv.turns != 2) continue;  // not a phase-3 move
    const bool swaps = (mv.face == R || mv.face == L) && mv.turns != 2;
    for (int p = 0; p < kWings; ++p) {
      if (model.wing_after[m][p] == p) continue;
      EXPECT_EQ(model.type[model.wing_after[m][p]] != model.type[p], swaps) << m << " " << p;
    }
  }
}

// The labelling under which a reduced cube's edges are at the goal: the wing on each slot's
// type-0 position low.
uint32_t reduced_labels(const Edges& e) {
  uint32_t labels = 0;
  for (int s = 0; s < kSlots; ++s) {
    const int w = e.wing[edge_model().typed[s][0]];
    labels |= uint32_t(w & 1) << (w / 2);
  }
  return labels >> 11 & 1 ? labels ^ 0xFFF : labels;
}

// Applies random phase-3 moves from `cube`, checking the coordinates against the cube's
// after each under `labels`, and that the bound changes by at most one a move.
void check_walk(NxnCube cube, uint32_t labels, Rng& rng, int moves) {
  const Phase3& phase3 = Phase3::get();
  Phase3State s = phase3.state_of(cube, edges_of(cube), labels);
  for (int i = 0; i < moves; ++i) {
    const int j = static_cast<int>(rng.below(kPhase3Moves));
    turn(cube, phase3.stage_move(j));
    const int before = phase3.bound(s);
    s = phase3.apply(s, j);
    ASSERT_EQ(s, phase3.state_of(cube, edges_of(cube), labels)) << "move " << i;
    ASSERT_LE(std::abs(phase3.bound(s) - before), 1) << "move " << i;
  }
}

TEST(Cube5Phase3, TheCoordinatesTurnAsTheCube) {
  Rng rng(11);
  for (int trial = 0; trial < 8; ++trial)
    check_walk(NxnCube(kN), static_cast<uint32_t>(rng.below(4096)), rng, 30);
}

// A reduced cube (every edge paired, the centres solved) is at the goal under the labelling
// that makes each edge's wing on the type-0 position its low wing; the later phases' moves
// keep the goal.
TEST(Cube5Phase3, ReducedCubesAreAtTheGoal) {
  const Phase3& phase3 = Phase3::get();
  const EdgeModel& model = edge_model();
  Rng rng(13);
  for (int trial = 0; trial < 20; ++trial) {
    NxnCube cube(kN);
    for (int i = 0; i < 30; ++i)  // outer turns
      turn(cube, static_cast<int>(rng.below(6) * 6 + rng.below(3)));
    const Edges e = edges_of(cube);
    Phase3State st = phase3.state_of(cube, e, reduced_labels(e));
    EXPECT_TRUE(phase3.at_goal(st)) << trial;
    EXPECT_EQ(phase3.bound(st), 0) << trial;
    for (int i = 0; i < 20; ++i) {
      int j;
      do j = static_cast<int>(rng.below(kPhase3Moves));
      while (!model.later[phase3.stage_move(j)]);
      st = phase3.apply(st, j);
      ASSERT_TRUE(phase3.at_goal(st)) << trial << " " << i;
      ASSERT_EQ(phase3.bound(st), 0);
    }
  }
}

// The tables' distances are exact: one move changes each by at most one, and a state away
// from the goal has a move that brings it one closer.
TEST(Cube5Phase3, TheTablesAreDistances) {
  const Phase3& phase3 = Phase3::get();
  Rng rng(17);
  for (int trial = 0; trial < 200; ++trial) {
    NxnCube cube(kN);
    const int length = static_cast<int>(rng.below(25));
    Phase3State s = phase3.state_of(cube, edges_of(cube), reduced_labels(edges_of(cube)));
    for (int i = 0; i < length; ++i) s = phase3.apply(s, static_cast<int>(rng.below(kPhase3Moves)));
    const int e = phase3.edge_distance(s), c = phase3.centre_distance(s);
    ASSERT_LE(std::max(e, c), length);
    EXPECT_EQ(phase3.bound(s) == 0, phase3.at_goal(s));
    bool e_closer = e == 0, c_closer = c == 0;
    for (int j = 0; j < kPhase3Moves; ++j) {
      const Phase3State t = phase3.apply(s, j);
      ASSERT_LE(std::abs(phase3.edge_distance(t) - e), 1) << trial;
      ASSERT_LE(std::abs(phase3.centre_distance(t) - c), 1) << trial;
      e_closer = e_closer || phase3.edge_distance(t) == e - 1;
      c_closer = c_closer || phase3.centre_distance(t) == c - 1;
    }
    EXPECT_TRUE(e_closer && c_closer) << trial;
  }
}

TEST(Cube5Phase3, SolvesStatesAtPhaseTwosGoal) {
  const Phase3& phase3 = Phase3::get();
  const CentreStage& five = CentreStage::five();
  Rng rng(19);
  for (int trial = 0; trial < 3; ++trial) {
    NxnCube cube = nxn::random_state(kN, rng);
    CentreLimits limits;
    limits.phase1_paths = 5;
    limits.phase2_solutions = 1;
    const CentrePath centres = search_centres(five, five.centres_of(cube), {}, limits).front();
    cube.apply(five.moves_of(centres.phase1));
    cube.apply(five.moves_of(centres.phase2));
    Phase3Limits p3;
    p3.solutions = 3;
    const std::vector<Phase3Path> paths = search_phase3(cube, {}, p3);
    ASSERT_FALSE(paths.empty());
    for (const Phase3Path& path : paths) {
      EXPECT_EQ(path.moves.size(), paths.front().moves.size());
      NxnCube after = cube;
      after.apply(five.moves_of(path.moves));
      EXPECT_TRUE(phase3.at_goal(phase3.state_of(after, edges_of(after), path.labels)));
    }
  }
}

}  // namespace
}  // namespace cubelab::cube5
