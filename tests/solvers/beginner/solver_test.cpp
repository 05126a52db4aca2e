// The beginner solver through the common interface, and stages 2 and 3 on many random cubes.
#include <gtest/gtest.h>

#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/beginner/stages.h"
#include "stage_goals.h"
#include "support/solve_with.h"

namespace cubelab {
namespace {

TEST(BeginnerSolver, RandomCubesStageByStage) {
  Rng rng(2011);
  for (int i = 0; i < 300; ++i) {
    CubieCube c = random_state(rng);
    beginner::Trace t(c);
    ASSERT_TRUE(beginner::solve_u_cross(t, beginner::CrossMethod::Table));
    ASSERT_TRUE(test::stage_goal_done(t.cube(), 1));
    ASSERT_TRUE(beginner::place_u_corners(t)) << to_facelets(c);
    ASSERT_TRUE(test::stage_goal_done(t.cube(), 2)) << to_facelets(c);
    ASSERT_TRUE(beginner::place_middle_edges(t)) << to_facelets(c);
    ASSERT_TRUE(test::stage_goal_done(t.cube(), 3)) << to_facelets(c);
    // Stage 2 places at most one corner per pass plus the ones macro 3 lifts out; stage 3
    // needs one insert per edge.
    int inserts = 0;
    for (int s = 0; s < t.step_count(); ++s)
      inserts += t.step(s).stage == 3 && t.step(s).kind == beginner::StepKind::Macro &&
                 t.step(s).macro != beginner::kEdgeTakeOut;
    EXPECT_LE(inserts, 4);
  }
}

TEST(BeginnerSolver, SolvedAndNearlySolvedCubes) {
  Solver& solver = find_solver("beginner");
  SolveRequest req;
  SolveResult r = run_solver(solver, req);
  ASSERT_EQ(r.status, SolveStatus::Solved);
  EXPECT_TRUE(r.solution.empty());
  ASSERT_EQ(r.stages.size(), 7u);
  for (const Stage& s : r.stages) EXPECT_NE(s.note.find("already done"), std::string::npos);

  for (Move m = 0; m < kMoves; ++m) {
    req.cube = CubieCube{};
    req.cube.apply(m);
    r = run_solver(solver, req);
    ASSERT_EQ(r.status, SolveStatus::Solved) << move_name(m);
    EXPECT_TRUE(verify_solution(Puzzle::Cube3, req.cube, r.solution, CubieCube{}));
  }
}

TEST(BeginnerSolver, ExplainsEachStage) {
  SolveRequest req;
  req.cube.apply(Alg::parse("R U2 F' L D2 B R' U F2 D' L2 B' U R2 F D").moves);
  SolveResult r = run_solver(find_solver("beginner"), req);
  ASSERT_EQ(r.status, SolveStatus::Solved);
  ASSERT_EQ(r.stages.size(), 7u);
  EXPECT_EQ(r.stages[0].name, "stage 1: U cross");
  EXPECT_EQ(r.stages[6].name, "stage 7: orient D corners");
  Alg all;
  for (size_t i = 0; i < r.stages.size(); ++i) {
    const Stage& s = r.stages[i];
    all += s.alg;
    EXPECT_EQ(s.note.find('\n'), std::string::npos) << "one line";
    EXPECT_EQ(s.note.find(s.name), 0u) << s.note;
    // Stages 2-7 say which macro or setup turn they used; the cross says it is optimal.
    if (s.alg.empty()) continue;
    bool named = i == 0 ? s.note.find("optimal") != std::string::npos
                        : s.note.find("macro") != std::string::npos ||
                              s.note.find("set up") != std::string::npos;
    EXPECT_TRUE(named) << s.note;
  }
  EXPECT_EQ(r.solution, all.simplified());
  EXPECT_GE(r.stats.at("moves_before_simplification"), r.solution.htm());
  EXPECT_EQ(r.stats.count("cross_nodes_expanded"), 0u);  // default cross: the table

  // The document's A* reports its search effort, and finds a cross just as short.
  req.options["cross"] = "astar";
  SolveResult a = run_solver(find_solver("beginner"), req);
  ASSERT_EQ(a.status, SolveStatus::Solved);
  EXPECT_GT(a.stats.at("cross_nodes_expanded"), 0);
  EXPECT_EQ(a.stages[0].alg.htm(), r.stages[0].alg.htm());
}

// Every operator is a step with the cube after it and the running move count; played in
// order from the scramble they solve it, and each stage's moves are its steps' merged.
TEST(BeginnerSolver, TracesEveryOperator) {
  Rng rng(12);
  for (int i = 0; i < 20; ++i) {
    const CubieCube start = random_state(rng);
    const SolveResult res = test::solve_with("beginner", start);
    ASSERT_EQ(res.status, SolveStatus::Solved);
    CubieCube c = start;
    int so_far = 0;
    for (const Stage& stage : res.stages) {
      Alg merged;
      for (const StageStep& step : stage.steps) {
        c.apply(step.alg.moves);
        merged += step.alg;
        EXPECT_EQ(step.facelets, to_facelets(c));
        EXPECT_EQ(step.moves_so_far, so_far + step.alg.htm());
        so_far = step.moves_so_far;
        EXPECT_FALSE(step.note.empty());
      }
      EXPECT_EQ(merged.simplified(), stage.alg) << stage.name;
    }
    EXPECT_TRUE(c.is_solved());
    EXPECT_EQ(so_far, static_cast<int>(res.stats.at("moves_before_simplification")));
  }
}

TEST(BeginnerSolver, HonoursMaxLengthAndOptions) {
  Solver& solver = find_solver("beginner");
  SolveRequest req;
  req.cube.apply(Alg::parse("R U F D L B R2 U2").moves);
  req.max_length = 5;
  SolveResult r = run_solver(solver, req);
  EXPECT_EQ(r.status, SolveStatus::NoSolution);
  EXPECT_TRUE(r.solution.empty());

  req.max_length = -1;
  req.options["cross"] = "bfs";
  EXPECT_THROW(run_solver(solver, req), InputError);
  req.options["cross"] = "table";
  EXPECT_EQ(run_solver(solver, req).status, SolveStatus::Solved);
}

TEST(BeginnerSolver, HonoursCancellation) {
  CancelToken token;
  token.cancel();
  SolveRequest req;
  req.cube.apply(Alg::parse("R U F").moves);
  req.cancel = &token;
  EXPECT_EQ(run_solver(find_solver("beginner"), req).status, SolveStatus::Cancelled);
}

}  // namespace
}  // namespace cubelab
