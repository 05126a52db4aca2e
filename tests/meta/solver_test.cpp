// The registered metaheuristic solvers end to end, with small budgets so the test stays
// fast: every solution verified, every phase's result in its goal group (by the group
// invariants, not the fitness), seeds reproducible with any thread count, limits honoured.
#include <gtest/gtest.h>

#include "cubelab/cube/error.h"
#include "cubelab/cube/random.h"
#include "cubelab/cube/subgroups.h"
#include "cubelab/solve/registry.h"

namespace cubelab {
namespace {

using Options = std::map<std::string, std::string>;

// Small budgets: lengths grow quickly instead of searching long at each one.
Options quick(Options extra = {}) {
  Options o = {{"p1", "100"}, {"p2", "100"}, {"p3", "100"}, {"p4", "100"}};
  for (auto& [k, v] : extra) o[k] = v;
  return o;
}

SolveRequest request(const CubieCube& cube, uint64_t seed, Options options, int threads = 1) {
  SolveRequest r;
  r.cube = cube;
  r.seed = seed;
  r.options = std::move(options);
  r.threads = threads;
  return r;
}

CubieCube scramble(uint64_t seed) {
  Rng rng(seed);
  CubieCube c;
  c.apply(random_moves(rng, 25).moves);
  return c;
}

// Applies the stages one by one: after stage k the cube is in the goal group of phase k.
void expect_phases_reach_groups(const CubieCube& start, const SolveResult& r, int phases) {
  ASSERT_EQ(static_cast<int>(r.stages.size()), phases);
  const std::vector<int> groups = phases == 4 ? std::vector<int>{1, 2, 3, 4}
                                              : std::vector<int>{2, 3, 4};
  CubieCube c = start;
  Alg joined;
  for (int k = 0; k < phases; ++k) {
    c.apply(r.stages[k].alg.moves);
    joined += r.stages[k].alg;
    EXPECT_TRUE(in_thistlethwaite_group(c, groups[k]))
        << r.stages[k].name << " did not reach G" << groups[k];
  }
  EXPECT_EQ(r.solution, joined.simplified());
  CubieCube s = start;
  s.apply(r.solution.moves);
  EXPECT_TRUE(s.is_solved());
}

TEST(MetaSolvers, SolveAndEveryPhaseReachesItsGroup) {
  struct Run {
    std::string solver;
    Options options;
    int phases;
  };
  const std::vector<Run> runs = {
      {"msls", quick({{"ls_iterations", "50"}}), 4},
      {"msls", quick({{"ls_iterations", "50"}, {"phases", "3"}}), 3},
      {"ga", quick({{"population", "30"}, {"mutations", "10"}}), 4},
      {"memetic", quick({{"preset", "AM1"}, {"population", "20"}}), 4},
      {"memetic", quick({{"population", "20"}, {"ls_iterations", "30"}}), 3},
  };
  for (const Run& run : runs)
    for (uint64_t seed : {1, 2}) {
      CubieCube cube = scramble(100 + seed);
      SolveResult r = run_solver(find_solver(run.solver), request(cube, seed, run.options));
      ASSERT_EQ(r.status, SolveStatus::Solved) << run.solver << ": " << r.message;
      EXPECT_EQ(r.stats.at("phases"), run.phases);
      expect_phases_reach_groups(cube, r, run.phases);
    }
}

TEST(MetaSolvers, SolvedCubeGivesEmptySolution) {
  for (const char* name : {"msls", "ga", "memetic"}) {
    SolveResult r = run_solver(find_solver(name), request(CubieCube{}, 1, quick()));
    ASSERT_EQ(r.status, SolveStatus::Solved) << name;
    EXPECT_TRUE(r.solution.empty());
  }
}

TEST(MetaSolvers, SameSeedSameResultAlsoWithThreads) {
  const CubieCube cube = scramble(7);
  // Settings big enough for the local searches to be spread over the threads.
  const std::vector<std::pair<std::string, Options>> runs = {
      {"memetic", quick({{"population", "40"}, {"ls_iterations", "100"}, {"ls_every", "2"}})},
      {"msls", quick({{"ls_iterations", "200"}})},
      {"ga", quick({{"population", "40"}})},
  };
  for (const auto& [name, options] : runs) {
    SolveResult a = run_solver(find_solver(name), request(cube, 5, options, 1));
    SolveResult b = run_solver(find_solver(name), request(cube, 5, options, 1));
    SolveResult c = run_solver(find_solver(name), request(cube, 5, options, 2));
    ASSERT_EQ(a.status, SolveStatus::Solved) << name;
    EXPECT_EQ(a.solution, b.solution) << name;
    EXPECT_EQ(a.solution, c.solution) << name << " with 2 threads";
    EXPECT_EQ(a.stats.at("evaluations"), c.stats.at("evaluations")) << name;
  }
}

TEST(MetaSolvers, TimeLimitGivesTimedOutAndNoSolution) {
  // Phase 1 at one turn with an endless budget cannot finish.
  Options o = {{"length1", "1"}, {"max_phase_length", "1"}, {"p1", "1000000000"},
               {"p2", "1000000000"}};
  for (const char* name : {"msls", "ga", "memetic"}) {
    SolveRequest r = request(scramble(3), 1, o);
    r.time_limit_s = 0.05;
    SolveResult res = run_solver(find_solver(name), r);
    EXPECT_EQ(res.status, SolveStatus::TimedOut) << name;
    EXPECT_TRUE(res.solution.empty());
  }
}

TEST(MetaSolvers, CancelGivesCancelled) {
  CancelToken token;
  token.cancel();
  SolveRequest r = request(scramble(3), 1, quick());
  r.cancel = &token;
  EXPECT_EQ(run_solver(find_solver("memetic"), r).status, SolveStatus::Cancelled);
}

TEST(MetaSolvers, ProgressReportsPhaseAndFitness) {
  SolveRequest r = request(scramble(4), 1, quick({{"population", "20"}}));
  int calls = 0;
  bool saw_fitness = false;
  r.progress = [&](const Progress& p) {
    ++calls;
    EXPECT_NE(p.phase.find("phase"), std::string::npos);
    saw_fitness = saw_fitness || p.best_fitness >= 0;
  };
  ASSERT_EQ(run_solver(find_solver("ga"), r).status, SolveStatus::Solved);
  EXPECT_GE(calls, 4);
  (void)saw_fitness;
}

TEST(MetaSolvers, MaxLengthTooShortIsNoSolution) {
  SolveRequest r = request(scramble(5), 1, quick({{"population", "20"}}));
  r.max_length = 5;
  SolveResult res = run_solver(find_solver("ga"), r);
  EXPECT_EQ(res.status, SolveStatus::NoSolution);
  EXPECT_TRUE(res.solution.empty());
}

TEST(MetaSolvers, BadOptionsAreInputErrors) {
  SolveRequest r = request(scramble(5), 1, {{"preset", "AM42"}});
  EXPECT_THROW(run_solver(find_solver("memetic"), r), InputError);
  r.options = {{"phases", "5"}};
  EXPECT_THROW(run_solver(find_solver("ga"), r), InputError);
  r.options = {{"preset", "AG1"}};  // a GA preset is not a memetic one
  EXPECT_THROW(run_solver(find_solver("memetic"), r), InputError);
  r.options = {{"ls_every", "3"}};  // the plain GA has no local search
  EXPECT_THROW(run_solver(find_solver("ga"), r), InputError);
}

// The 2x2x2: U R F turns only, corners of a normalised cube (DBL in place).
CubieCube pocket_scramble(Rng& rng) {
  CubieCube c;
  for (int i = 0; i < 30; ++i) c.apply(make_move(static_cast<int>(rng.below(3)), 1 + static_cast<int>(rng.below(3))));
  return c;
}

TEST(PocketMsls, SolvesWithinElevenTurns) {
  Rng rng(9);
  for (int i = 0; i < 5; ++i) {
    CubieCube cube = pocket_scramble(rng);
    SolveRequest r = request(cube, i, {{"restarts", "3000"}});
    r.puzzle = Puzzle::Cube2;
    SolveResult res = run_solver(find_solver("msls2"), r);
    ASSERT_EQ(res.status, SolveStatus::Solved) << res.message;
    EXPECT_LE(res.solution.htm(), 11);
    CubieCube c = cube;
    c.apply(res.solution.moves);
    EXPECT_EQ(c.cp, CubieCube{}.cp);
    EXPECT_EQ(c.co, CubieCube{}.co);
    for (Move m : res.solution.moves) EXPECT_LT(move_face(m), 3);  // U R F only
    SolveRequest r2 = r;
    r2.threads = 2;
    EXPECT_EQ(run_solver(find_solver("msls2"), r2).solution, res.solution);
  }
}

TEST(PocketMsls, RejectsACubeWithDblOutOfPlace) {
  CubieCube c;
  c.apply(Alg::parse("D").moves);
  SolveRequest r = request(c, 1, {});
  r.puzzle = Puzzle::Cube2;
  EXPECT_THROW(run_solver(find_solver("msls2"), r), InputError);
}

}  // namespace
}  // namespace cubelab
