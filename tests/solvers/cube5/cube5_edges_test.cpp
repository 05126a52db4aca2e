// cube5's edge model (edges.h) against the sticker model; phase 3 (phase3.h): its coordinates
// against the cube's, its goal on reduced cubes, its tables against its moves; phase 5's
// mirrored high wings (phase5.h); phases 1 to 5
// chained (edge_search.h) and the solver (cube5.h) on random states, each answer applied.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include "cubelab/cube/error.h"
#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_random_state.h"
#include "cubelab/cube/nxn/nxn_transform.h"
#include "cubelab/solve.h"
#include "cubelab/solvers/cube5/centres.h"
#include "cubelab/solvers/cube5/cube5.h"
#include "cubelab/solvers/cube5/edge_search.h"
#include "cubelab/solvers/cube5/edges.h"
#include "cubelab/solvers/cube5/phase3.h"
#include "cubelab/solvers/cube5/phase5.h"
#include "cubelab/solvers/cube5/search.h"
#include "cubelab/solvers/reduction/wings.h"
#include "support/nxn.h"
#include "support/reductions.h"

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

// labelled_states gives state_of's state for every labelling (edge 11's label 0) at once.
TEST(Cube5Phase3, EveryLabellingAtOnceIsEachAlone) {
  const Phase3& phase3 = Phase3::get();
  Rng rng(19);
  std::vector<Phase3State> all(size_t{1} << (kSlots - 1));
  for (int trial = 0; trial < 10; ++trial) {
    NxnCube cube(kN);
    for (int i = 0; i < 40; ++i) turn(cube, static_cast<int>(rng.below(kStageMoves)));
    const Edges e = edges_of(cube);
    const uint16_t centres = static_cast<uint16_t>(rng.below(4900));
    phase3.labelled_states(e, centres, all);
    for (uint32_t labels = 0; labels < all.size(); ++labels)
      ASSERT_EQ(all[labels], phase3.state_of(e, labels, centres)) << trial << " " << labels;
  }
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
      while (!model.phase4[phase3.stage_move(j)]);
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

// Phase 5 reads its high wings' distance off the low wings' table at the cube's mirror image
// (phase5.h): the state, turned by the mirrored moves, stays the one read off the cube, and
// each of its three parts is a distance: at most the moves made, changed by at most one by a
// move, and one less after some move unless zero.
TEST(Cube5Phase5, TheMirroredHighWingsTurnAsTheCubeAndAreDistances) {
  const Phase5& phase5 = Phase5::get();
  Rng rng(29);
  for (int trial = 0; trial < 200; ++trial) {
    NxnCube cube(kN);
    Phase5State s = phase5.state_of(cube, edges_of(cube));
    ASSERT_TRUE(phase5.at_goal(s));
    const int length = static_cast<int>(rng.below(20));
    for (int k = 0; k < length; ++k) {
      const int i = static_cast<int>(rng.below(kPhase5Moves));
      s = phase5.apply(s, i);
      turn(cube, phase5.stage_move(i));
    }
    ASSERT_EQ(s, phase5.state_of(cube, edges_of(cube))) << trial;
    const int d[3] = {phase5.low_distance(s), phase5.high_distance(s), phase5.centre_distance(s)};
    bool closer[3] = {d[0] == 0, d[1] == 0, d[2] == 0};
    for (int part = 0; part < 3; ++part) ASSERT_LE(d[part], length) << trial;
    EXPECT_EQ(phase5.bound(s) == 0, phase5.at_goal(s));
    for (int j = 0; j < kPhase5Moves; ++j) {
      const Phase5State t = phase5.apply(s, j);
      const int e[3] = {phase5.low_distance(t), phase5.high_distance(t), phase5.centre_distance(t)};
      for (int part = 0; part < 3; ++part) {
        ASSERT_LE(std::abs(e[part] - d[part]), 1) << trial << " part " << part;
        closer[part] = closer[part] || e[part] == d[part] - 1;
      }
    }
    EXPECT_TRUE(closer[0] && closer[1] && closer[2]) << trial;
  }
}

// Whether every centre piece shows its face's colour and every edge slot's five stickers on
// each of its faces one colour, read off the stickers.
bool reduced(const NxnCube& cube) {
  const auto& faces = cube.sticker_faces();
  for (int f = 0; f < 6; ++f)
    for (int row = 1; row < kN - 1; ++row)
      for (int col = 1; col < kN - 1; ++col)
        if (faces[nxn::facelet_index(kN, {nxn::cell_of(kN, f, row, col), f})] != f) return false;
  for (int s = 0; s < kSlots; ++s)
    for (int side = 0; side < 2; ++side) {
      const int colour = faces[nxn::facelet_index(kN, reduction::wing_sticker(kN, {s, 2}, side))];
      for (int c = 1; c < kN - 1; ++c)
        if (faces[nxn::facelet_index(kN, reduction::wing_sticker(kN, {s, c}, side))] != colour)
          return false;
    }
  return true;
}

// Phases 1 to 5 on random states: each phase's solutions applied reach its goal, read off the
// cube as it is held, and the last leaves it reduced.
TEST(Cube5Phase3, ThePhasesReduceRandomStatesSlow) {
  const Phase3& phase3 = Phase3::get();
  const CentreStage& five = CentreStage::five();
  Rng rng(19);
  for (int trial = 0; trial < 3; ++trial) {
    const NxnCube cube = nxn::random_state(kN, rng);
    CentreLimits limits;
    limits.phase1_paths = 20;
    limits.phase2_solutions = 10;
    // Phases 1 and 2 from the cube held three ways, their moves given as it is held first.
    const std::vector<Partial> from = search_centre_phases(cube, {}, limits);
    ASSERT_FALSE(from.empty());
    for (const Partial& p : from) {
      NxnCube check = cube;
      check.apply(five.moves_of(p.moves));
      EXPECT_EQ(check, nxn::recoloured(p.cube, p.frame.inverse()));
    }
    PhaseLimits each;
    each.solutions = 10;
    const std::vector<Partial> after3 = search_phase3(from, {}, each);
    ASSERT_FALSE(after3.empty());
    // Phase 4 holds them turned about x too (edge_search.h): that keeps phase 3's goal.
    for (const Partial& p : after3) {
      EXPECT_TRUE(phase3.at_goal(p.cube));
      EXPECT_TRUE(phase3.at_goal(nxn::recoloured(p.cube, Rotation::about('x'))));
    }
    const std::vector<Partial> after4 = search_phase4(after3, {}, each);
    ASSERT_FALSE(after4.empty());
    const std::vector<Partial> after5 = search_phase5(after4, {}, each);
    ASSERT_FALSE(after5.empty());
    for (const Partial& p : after5) {
      NxnCube check = cube;
      check.apply(five.moves_of(p.moves));
      EXPECT_TRUE(reduced(check)) << trial;
      EXPECT_GE(p.moves.size(), after5.front().moves.size());
    }
  }
}

// The solver: random states solved, each answer verified here by applying it, in three stages
// whose notes say what they are; the facade names it for the 5x5x5 only.
TEST(Cube5Solver, SolvesRandomStatesSlow) {
  Rng rng(23);
  for (int trial = 0; trial < 3; ++trial) {
    const NxnCube cube = nxn::random_state(kN, rng);
    const reduction::Result r = solve(cube);
    NxnCube check = cube;
    check.apply(r.moves);
    EXPECT_TRUE(check.is_solved()) << trial;
    ASSERT_EQ(r.stages.size(), 3u);
    EXPECT_EQ(r.stages[0].name, "centres");
    EXPECT_EQ(r.stages[1].name, "edges");
    EXPECT_EQ(r.stages[2].name, "3x3x3");
    EXPECT_LT(nxn::obtm(r.moves, kN), 85) << trial;  // reduction's mean is 92
  }
}

// Its reductions (the 7x7x7's inner cube's ways): different reduced cubes, the shortest
// first, each reduced by its stages before the 3x3x3 stage and solved by all of them; the
// solved cube's is the empty answer, and another size is refused.
TEST(Cube5Solver, ReductionsAreDifferentReducedCubesShortestFirstSlow) {
  Rng rng(29);
  size_t most_found = 0;
  for (int trial = 0; trial < 2; ++trial) {
    SCOPED_TRACE(trial);
    const NxnCube cube = nxn::random_state(kN, rng);
    const std::vector<reduction::Result> found = reductions(cube, {}, 4, nxn::TurnMetric::Obtm);
    test::expect_reductions(cube, found, 4);
    most_found = std::max(most_found, found.size());
  }
  EXPECT_GT(most_found, 1u);  // random states' phases end on several
  EXPECT_EQ(reductions(NxnCube(kN), {}, 4, nxn::TurnMetric::Obtm).size(), 1u);
  EXPECT_TRUE(reductions(NxnCube(kN), {}, 4, nxn::TurnMetric::Obtm).front().moves.empty());
  EXPECT_THROW(reductions(NxnCube(7), {}, 4, nxn::TurnMetric::Obtm), InputError);
}

TEST(Cube5Solver, RefusesAnotherSizeAndSolvesTheSolvedCube) {
  EXPECT_THROW(solve(NxnCube(4)), InputError);
  EXPECT_TRUE(solve(NxnCube(kN)).moves.empty());
  cubelab::Request r;
  r.puzzle = "4x4x4";
  r.solver = "cube5";
  r.cube = "R U";
  EXPECT_THROW(cubelab::solve(r), cubelab::Error);
}

TEST(Cube5Solver, TheFacadeSolvesWithItWhenNamedSlow) {
  cubelab::Request r;
  r.puzzle = "5x5x5";
  r.solver = "cube5";
  r.cube = "Rw U2 Fw' L Dw2 B' Uw R2 Lw' F";
  // A budget that leaves the 3x3x3 stage the tiny profile, built in memory: this folder's
  // table cache (tests/CMakeLists.txt) then holds cube5's tables and no second copy of the
  // two-phase files the other tests build.
  r.options["memory"] = "400M";
  const cubelab::Solution s = cubelab::solve(r);
  ASSERT_TRUE(s.solved()) << s.message;
  EXPECT_EQ(s.solver, "cube5");
  EXPECT_TRUE(cubelab::solves(r.cube, s.moves, "5x5x5")) << s.moves;
  ASSERT_EQ(s.stages.size(), 3u);
  EXPECT_NE(s.stages[2].note.find("(tiny tables)"), std::string::npos) << s.stages[2].note;
}

}  // namespace
}  // namespace cubelab::cube5
