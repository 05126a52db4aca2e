// The 1,000 reference cubes: every one solved and verified, every stage leaving its goal
// done (checked on facelets by stage_goals.h), and the length target of the issue.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "cubelab/cube/facelets.h"
#include "cubelab/solve/registry.h"
#include "stage_goals.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

struct Totals {
  int solved = 0;
  long moves = 0;
  int longest = 0;
};

Totals solve_all(const std::string& cross) {
  Totals totals;
  Solver& solver = find_solver("beginner");
  for (const std::string& line : test::reference_lines("random-state-1000.txt")) {
    SolveRequest request;
    request.cube = from_facelets(line);
    request.options["cross"] = cross;
    SolveResult r = run_solver(solver, request);
    EXPECT_EQ(r.status, SolveStatus::Solved) << line << ": " << r.message;
    if (r.status != SolveStatus::Solved) continue;
    EXPECT_TRUE(verify_solution(Puzzle::Cube3, request.cube, r.solution, CubieCube{})) << line;
    EXPECT_EQ(r.solution, r.solution.simplified()) << line;
    ++totals.solved;
    totals.moves += r.solution.htm();
    totals.longest = std::max(totals.longest, r.solution.htm());

    // Replay the stages one by one: after stage s, goal s (and every earlier one) holds.
    EXPECT_EQ(r.stages.size(), 7u) << line;
    CubieCube cube = request.cube;
    for (size_t s = 0; s < r.stages.size(); ++s) {
      cube.apply(r.stages[s].alg.moves);
      EXPECT_TRUE(test::stage_goal_done(cube, static_cast<int>(s) + 1))
          << line << ": after " << r.stages[s].name << " the goal '"
          << test::stage_goal_name(static_cast<int>(s) + 1) << "' is not done";
      EXPECT_FALSE(r.stages[s].note.empty());
      EXPECT_EQ(r.stages[s].note.find("stage " + std::to_string(s + 1)), 0u) << r.stages[s].note;
    }
  }
  return totals;
}

TEST(BeginnerReference, SlowAllThousandCubesSolvedStageByStage) {
  CUBELAB_REQUIRE_REFERENCE();
  Totals t = solve_all("astar");
  EXPECT_EQ(t.solved, 1000);
  double mean = static_cast<double>(t.moves) / std::max(t.solved, 1);
  std::printf("beginner (A* cross): %d/1000 solved, mean %.2f moves, longest %d\n", t.solved, mean,
              t.longest);
  EXPECT_LE(mean, 91.0);  // the document's mean for full seven-stage runs
}

TEST(BeginnerReference, SlowAllThousandCubesWithTheCrossTable) {
  CUBELAB_REQUIRE_REFERENCE();
  Totals t = solve_all("table");
  EXPECT_EQ(t.solved, 1000);
  double mean = static_cast<double>(t.moves) / std::max(t.solved, 1);
  std::printf("beginner (table cross): %d/1000 solved, mean %.2f moves, longest %d\n", t.solved,
              mean, t.longest);
  EXPECT_LE(mean, 91.0);
}

}  // namespace
}  // namespace cubelab
