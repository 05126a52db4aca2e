// The greedy baseline of the interactive-cube blog post: its sticker score, its one-move successes,
// and honest failure (status solved only for cubes it really solved, never a partial sequence).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/greedy/search.h"
#include "cubelab/solvers/greedy/sticker_score.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

// The post's getScore on the facelet string, written here from its description: per
// non-centre sticker 0 on its own face, 2 on the opposite face, 1 otherwise.
int score_from_facelets(const CubieCube& c) {
  const std::string f = to_facelets(c);
  const std::string faces = "URFDLB";
  int score = 0;
  for (int i = 0; i < 54; ++i) {
    if (i % 9 == 4) continue;  // centres are not scored (the post does not store them)
    int on = i / 9;
    int colour = static_cast<int>(faces.find(f[i]));
    score += colour == on ? 0 : colour == (on + 3) % 6 ? 2 : 1;
  }
  return score;
}

TEST(GreedyScore, MatchesTheStickerCountOnFacelets) {
  EXPECT_EQ(greedy::sticker_score(CubieCube{}), 0);
  const CubieCube u = test::cube_after("U");
  EXPECT_EQ(greedy::sticker_score(u), 12);  // 12 side stickers each on a neighbouring face
  const CubieCube u2 = test::cube_after("U2");
  EXPECT_EQ(greedy::sticker_score(u2), 24);  // each on the opposite face
  Rng rng(3);
  for (int i = 0; i < 500; ++i) {
    CubieCube c = random_state(rng);
    EXPECT_EQ(greedy::sticker_score(c), score_from_facelets(c));
  }
}

TEST(GreedySolver, SolvesEveryOneMoveScramble) {
  Solver& solver = find_solver("greedy");
  for (Move m = 0; m < kMoves; ++m) {
    SolveRequest req;
    req.cube.apply(m);
    SolveResult r = run_solver(solver, req);
    ASSERT_EQ(r.status, SolveStatus::Solved) << move_name(m) << ": " << r.message;
    EXPECT_EQ(r.solution, Alg({inverse_move(m)})) << move_name(m);
  }
}

TEST(GreedySolver, AlreadySolved) {
  SolveResult r = run_solver(find_solver("greedy"), SolveRequest{});
  EXPECT_EQ(r.status, SolveStatus::Solved);
  EXPECT_TRUE(r.solution.empty());
}

// Solved implies verified; otherwise no_solution, no moves, and the best score reported.
void expect_honest(const CubieCube& cube, const SolveResult& r, int* solved) {
  if (r.status == SolveStatus::Solved) {
    EXPECT_TRUE(verify_solution(Puzzle::Cube3, cube, r.solution, CubieCube{})) << to_facelets(cube);
    EXPECT_LE(r.stages.at(0).alg.htm(), 100);
    ++*solved;
  } else {
    EXPECT_EQ(r.status, SolveStatus::NoSolution) << r.message;
    EXPECT_TRUE(r.solution.empty());
    EXPECT_TRUE(r.solutions.empty());
    EXPECT_NE(r.message.find("best sticker score"), std::string::npos) << r.message;
    EXPECT_GT(r.stats.at("best_score"), 0);
    EXPECT_LE(r.stats.at("best_score"), r.stats.at("final_score"));
  }
}

// Scrambles of 1..max_length moves and random states; returns how many were solved.
void check_honesty(int max_length, int per_length, int random_states, uint64_t seed) {
  Solver& solver = find_solver("greedy");
  Rng rng(seed);
  int solved = 0, runs = 0;
  for (int length = 1; length <= max_length; ++length)
    for (int i = 0; i < per_length; ++i, ++runs) {
      SolveRequest req;
      req.cube.apply(random_moves(rng, length).moves);
      expect_honest(req.cube, run_solver(solver, req), &solved);
    }
  for (int i = 0; i < random_states; ++i, ++runs) {
    SolveRequest req;
    req.cube = random_state(rng);
    expect_honest(req.cube, run_solver(solver, req), &solved);
  }
  EXPECT_GE(solved, per_length);  // at least the one-move scrambles
  EXPECT_LT(solved, runs);        // and real failures on the long ones
}

TEST(GreedySolver, NeverClaimsAnUnsolvedCube) { check_honesty(8, 3, 3, 2002); }

TEST(GreedySolver, SlowNeverClaimsAnUnsolvedCubeMany) { check_honesty(12, 25, 50, 2003); }

TEST(GreedySolver, FollowsTheSeedsRules) {
  // The walk never returns to a state it stood on, takes at most max_moves moves, and each
  // step is a best unvisited successor.
  Rng rng(7);
  for (int i = 0; i < 10; ++i) {
    CubieCube start = random_state(rng);
    greedy::GreedyWalk w = greedy::greedy_walk(start, 40, nullptr);
    EXPECT_FALSE(w.solved);
    EXPECT_EQ(w.moves.htm(), 40);
    std::vector<CubieCube> visited = {start};
    CubieCube c = start;
    for (Move m : w.moves.moves) {
      // Ties go to the first move of the post's list (up, left, front, down, right, back;
      // each clockwise, half, anticlockwise), as Python's min() over its dict does.
      int best = 1000;
      Move first_best = 0;
      for (Move n : greedy::kSeedMoveOrder) {
        CubieCube next = c;
        next.apply(n);
        if (std::find(visited.begin(), visited.end(), next) != visited.end()) continue;
        int s = greedy::sticker_score(next);
        if (s < best) best = s, first_best = n;
      }
      EXPECT_EQ(m, first_best);
      c.apply(m);
      EXPECT_EQ(greedy::sticker_score(c), best);
      EXPECT_EQ(std::find(visited.begin(), visited.end(), c), visited.end());
      visited.push_back(c);
    }
    EXPECT_EQ(w.final_score, greedy::sticker_score(c));
  }
}

TEST(GreedySolver, OptionsAndLimits) {
  Solver& solver = find_solver("greedy");
  SolveRequest req;
  req.cube = from_facelets(test::reference_lines("random-state-1000.txt").empty()
                               ? std::string(kSolvedFacelets)
                               : test::reference_lines("random-state-1000.txt")[0]);
  req.options["max_moves"] = "5";
  SolveResult r = run_solver(solver, req);
  if (!req.cube.is_solved()) {
    EXPECT_EQ(r.status, SolveStatus::NoSolution);
    EXPECT_EQ(r.stats.at("walk_length"), 5);
  }
  req.options["max_moves"] = "0";
  EXPECT_THROW(run_solver(solver, req), InputError);

  int reports = 0;
  SolveRequest watched;
  watched.cube.apply(Alg::parse("R U").moves);
  watched.progress = [&](const Progress& p) {
    ++reports;
    EXPECT_EQ(p.phase, "greedy walk");
  };
  EXPECT_EQ(run_solver(solver, watched).status, SolveStatus::Solved);
  EXPECT_EQ(reports, 2);

  CancelToken token;
  token.cancel();
  SolveRequest cancelled;
  cancelled.cube.apply(Alg::parse("R U F").moves);
  cancelled.cancel = &token;
  EXPECT_EQ(run_solver(solver, cancelled).status, SolveStatus::Cancelled);
}

}  // namespace
}  // namespace cubelab
