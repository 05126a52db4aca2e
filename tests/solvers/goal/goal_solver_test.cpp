// The `goal` solver: optimal lengths checked against a plain breadth-first search of each
// goal's own state space, move sets, metrics, orientations, counts and refusals.
#include <gtest/gtest.h>

#include <functional>
#include <queue>
#include <string>
#include <unordered_map>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/goal/pattern.h"
#include "cubelab/solvers/goal/tables.h"
#include "support/solve_with.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

using Key = std::function<std::string(const CubieCube&)>;

// Where the named edges and corners are and how they are turned: the state a goal that
// names exactly these pieces sees. `all_flips` adds every edge's flip (for EO goals).
Key pieces_key(std::vector<int> corners, std::vector<int> edges, bool all_flips = false) {
  return [=](const CubieCube& c) {
    std::string k;
    for (int p : corners)
      for (int i = 0; i < kCorners; ++i)
        if (c.cp[i] == p) k += {static_cast<char>(i), static_cast<char>(c.co[i])};
    for (int p : edges)
      for (int i = 0; i < kEdges; ++i)
        if (c.ep[i] == p) k += {static_cast<char>(i), static_cast<char>(c.eo[i])};
    if (all_flips)
      for (int i = 0; i < kEdges; ++i) k += static_cast<char>(c.eo[i]);
    return k;
  };
}

// Distances from the solved cube's key over `moves`, found by breadth-first search with a
// FIFO queue (a goal naming these pieces exactly has that one key as its goal).
std::unordered_map<std::string, int> distances(const Key& key, const std::vector<Move>& moves) {
  std::unordered_map<std::string, int> dist;
  std::queue<CubieCube> open;
  dist[key(CubieCube{})] = 0;
  open.push(CubieCube{});
  while (!open.empty()) {
    const CubieCube c = open.front();
    open.pop();
    const int d = dist[key(c)];
    for (Move m : moves) {
      const CubieCube n = c * CubieCube::move_cube(m);
      if (dist.emplace(key(n), d + 1).second) open.push(n);
    }
  }
  return dist;
}

std::vector<Move> all_moves(bool quarter_only = false) {
  std::vector<Move> v;
  for (Move m = 0; m < kMoves; ++m)
    if (!quarter_only || move_power(m) != 2) v.push_back(m);
  return v;
}

SolveResult solve(const CubieCube& cube, const Goal& goal, Metric metric = Metric::Htm,
                  const char* moves = nullptr) {
  SolveRequest r;
  r.cube = cube;
  r.goal = goal;
  r.metric = metric;
  if (moves) r.moves = MoveSet::parse(moves);
  return run_solver(find_solver("goal"), r);
}

CubieCube after(const char* moves) {
  const CubieCube c = test::cube_after(Alg::parse(moves));
  return c;
}

struct Case {
  const char* goal;
  Key key;
  Metric metric;
};

// Slow: each breadth-first search visits a few hundred thousand states.
TEST(GoalSolverSlowTest, LengthsAreTheBreadthFirstDistances) {
  const Case cases[] = {
      {"cross", pieces_key({}, {DR, DF, DL, DB}), Metric::Htm},
      {"cross", pieces_key({}, {DR, DF, DL, DB}), Metric::Qtm},
      {"eoline", pieces_key({}, {DF, DB}, true), Metric::Htm},
      {"2x2x2", pieces_key({DBL}, {DL, DB, BL}), Metric::Htm},
  };
  Rng rng(2026);
  for (const Case& c : cases) {
    const auto dist = distances(c.key, all_moves(c.metric == Metric::Qtm));
    for (int i = 0; i < 12; ++i) {
      const CubieCube cube = random_state(rng);
      const SolveResult r = solve(cube, Goal::parse(c.goal), c.metric);
      ASSERT_EQ(r.status, SolveStatus::Solved) << c.goal << ": " << r.message;
      EXPECT_TRUE(r.proven_optimal);
      const int length = c.metric == Metric::Qtm ? r.solution.qtm() : r.solution.htm();
      EXPECT_EQ(length, dist.at(c.key(cube))) << c.goal << " " << metric_name(c.metric);
      CubieCube reached = cube;
      reached.apply(r.solution.moves);
      EXPECT_TRUE(Goal::parse(c.goal).satisfied(reached));
    }
  }
}

// The cross's generated table holds the published distribution of the 190,080 cross states
// (data/reference/facts.md).
TEST(GoalSolverTest, TheCrossTableHasThePublishedDistribution) {
  const auto patterns = goal::patterns_for(Goal::parse("cross").alternatives()[0], 1 << 23);
  ASSERT_EQ(patterns.size(), 1u);
  EXPECT_EQ(patterns[0].size(), 190080u);
  const auto& table = goal::distance_table(patterns[0], MoveSet(), Metric::Htm);
  EXPECT_EQ(table.histogram(),
            (std::vector<uint64_t>{1, 15, 158, 1394, 9809, 46381, 97254, 34966, 102}));
}

TEST(GoalSolverTest, SolvesShortCasesOptimally) {
  const SolveResult r = solve(after("R U F"), Goal::parse("cross"));
  ASSERT_EQ(r.status, SolveStatus::Solved) << r.message;
  EXPECT_TRUE(r.proven_optimal);
  EXPECT_LE(r.solution.htm(), 3);
  // Already there: the empty solution.
  const SolveResult none = solve(after("U R U' R'"), Goal::parse("eo"));
  ASSERT_EQ(none.status, SolveStatus::Solved);
  EXPECT_EQ(none.solution.htm(), 0);
}

TEST(GoalSolverTest, SeveralSolutionsAreDistinctAndOptimal) {
  const SolveResult res = test::solve_with("goal", after("F R D' L2 B U'"), [](SolveRequest& r) {
    r.goal = Goal::parse("cross");
    r.count = 4;
  });
  ASSERT_EQ(res.status, SolveStatus::Solved);
  ASSERT_EQ(res.solutions.size(), 4u);
  for (const Alg& a : res.solutions) EXPECT_EQ(a.htm(), res.solution.htm());
  for (size_t i = 0; i < res.solutions.size(); ++i)
    for (size_t j = i + 1; j < res.solutions.size(); ++j)
      EXPECT_NE(res.solutions[i].moves, res.solutions[j].moves);
}

TEST(GoalSolverTest, OrientationsReportEachOptimum) {
  // D turned: the U cross is solved, the D cross one move away.
  const SolveResult r = solve(after("D"), Goal::parse("cross").on("all"));
  ASSERT_EQ(r.status, SolveStatus::Solved) << r.message;
  EXPECT_EQ(r.solution.htm(), 0);
  ASSERT_EQ(r.stages.size(), 6u);
  EXPECT_EQ(r.stages[0].name, "cross on D");
  EXPECT_EQ(r.stages[0].alg.htm(), 1);
  EXPECT_EQ(r.stages[1].name, "cross on U");
  EXPECT_EQ(r.stages[1].alg.htm(), 0);
  // Each stage reaches the goal on its face, and its mask is the cross there, solved.
  for (const Stage& s : r.stages) {
    CubieCube c = after("D");
    c.apply(s.alg.moves);
    EXPECT_TRUE(Goal::parse("cross").on(s.name.substr(s.name.size() - 1)).satisfied(c)) << s.name;
    const std::string facelets = to_facelets(c);
    ASSERT_EQ(s.mask.size(), 54u);
    int kept = 0;
    for (int i = 0; i < 54; ++i)
      if (s.mask[i] != '-') {
        ++kept;
        EXPECT_EQ(s.mask[i], facelets[i]) << s.name << " " << i;
      }
    EXPECT_EQ(kept, 6 + 8) << s.name;
  }
  ASSERT_EQ(r.masks.size(), 1u);
  EXPECT_EQ(r.masks[0], r.stages[1].mask) << "the solution is the U cross's";
}

TEST(GoalSolverTest, MoveSetsAreHonoured) {
  const SolveResult r = solve(after("D R"), Goal::parse("cross"), Metric::Htm, "no D");
  ASSERT_EQ(r.status, SolveStatus::Solved) << r.message;
  for (Move m : r.solution.moves) EXPECT_NE(move_face(m), D);
  EXPECT_GT(r.solution.htm(), 2);  // R' D' is not allowed
  // Edges are never flipped without F or B quarter turns.
  const SolveResult no = solve(after("F"), Goal::parse("eo"), Metric::Htm, "U,D,R,L,F2,B2");
  EXPECT_EQ(no.status, SolveStatus::NoSolution);
  EXPECT_NE(no.message.find("cannot be reached"), std::string::npos) << no.message;
  // The whole cube in <R,U>.
  const SolveResult ru = solve(after("R U R' U"), Goal(), Metric::Htm, "R,U");
  ASSERT_EQ(ru.status, SolveStatus::Solved) << ru.message;
  EXPECT_EQ(ru.solution.htm(), 4);
}

TEST(GoalSolverTest, LimitsAndRefusals) {
  const SolveResult too_short =
      test::solve_with("goal", after("F R D' L2 B U' R2 F'"), [](SolveRequest& r) {
        r.goal = Goal::parse("cross");
        r.max_length = 2;
      });
  EXPECT_EQ(too_short.status, SolveStatus::NoSolution);
  // The whole cube with every turn is the optimal solvers' work.
  EXPECT_THROW(run_solver(find_solver("goal"), SolveRequest{}), InputError);
  // Solvers of the whole cube refuse goals and move sets instead of ignoring them.
  for (const char* name : {"twophase", "optimal", "thistlethwaite"}) {
    SolveRequest g;
    g.goal = Goal::parse("cross");
    try {
      run_solver(find_solver(name), g);
      ADD_FAILURE() << name << " accepted a goal";
    } catch (const InputError& e) {
      EXPECT_EQ(e.code(), ErrorCode::Option);
    }
    // A move set: optimal honours any (its own tests), twophase five faces only.
    if (std::string(name) == "optimal") continue;
    SolveRequest m;
    m.moves = MoveSet::parse("R,U");
    EXPECT_THROW(run_solver(find_solver(name), m), InputError) << name;
  }
}

}  // namespace
}  // namespace cubelab
