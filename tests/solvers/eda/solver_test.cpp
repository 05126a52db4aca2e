// The solver `eda` through the registry: solutions verified, determinism, limits, options.
#include <gtest/gtest.h>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/random.h"
#include "cubelab/cube/subgroups.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/eda/informed_tables.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

SolveRequest request(const CubieCube& c, uint64_t seed) {
  SolveRequest r;
  r.cube = c;
  r.seed = seed;
  r.options["generations"] = "100";
  return r;
}

void expect_solves(const CubieCube& c, const SolveResult& r) {
  ASSERT_EQ(r.status, SolveStatus::Solved) << r.message;
  CubieCube after = c;
  after.apply(r.solution.moves);
  EXPECT_TRUE(after.is_solved()) << r.solution.str();
}

TEST(EdaSolver, SolvesEasyScramblesWithEveryModel) {
  Solver& eda = find_solver("eda");
  Rng rng(2026);
  for (const char* model : {"bn", "umda", "markov"}) {
    for (int length = 1; length <= 5; ++length) {
      Alg scramble = random_moves(rng, length);
      CubieCube c = test::cube_after(scramble);
      SolveRequest req = request(c, 1);
      req.options["model"] = model;
      SolveResult r = run_solver(eda, req);
      expect_solves(c, r);
      EXPECT_LE(r.solution.htm(), length) << model << " " << scramble.str();
    }
  }
}

TEST(EdaSolver, SolvesEasyScramblesWithEverySimilarityFitness) {
  Solver& eda = find_solver("eda");
  Rng rng(3);
  for (const char* fitness : {"stickers", "position", "sticker-position", "position-orientation",
                              "position-orientation-distance"}) {
    for (int length : {1, 3, 4}) {
      CubieCube c = test::cube_after(random_moves(rng, length));
      SolveRequest req = request(c, 2);
      req.options["fitness"] = fitness;
      expect_solves(c, run_solver(eda, req));
    }
  }
}

TEST(EdaSolver, AlreadySolvedGivesTheEmptySolution) {
  SolveResult r = run_solver(find_solver("eda"), request(CubieCube{}, 1));
  ASSERT_EQ(r.status, SolveStatus::Solved);
  EXPECT_TRUE(r.solution.empty());
}

TEST(EdaSolver, SameSeedSameRunWithOneOrTwoThreads) {
  Solver& eda = find_solver("eda");
  CubieCube c = test::cube_after(Alg::parse("R U F' D2 L B2 U' F"));
  SolveRequest req = request(c, 42);
  req.options["generations"] = "4";  // usually unsolved: compares whole runs
  req.options["population"] = "40";
  req.options["selected"] = "12";
  req.options["elites"] = "3";
  std::vector<double> fitness_1, fitness_2;
  req.progress = [&](const Progress& p) { fitness_1.push_back(p.best_fitness); };
  SolveResult a = run_solver(eda, req);
  SolveResult b = run_solver(eda, req);
  req.threads = 2;
  req.progress = [&](const Progress& p) { fitness_2.push_back(p.best_fitness); };
  SolveResult c2 = run_solver(eda, req);
  EXPECT_EQ(a.status, b.status);
  EXPECT_EQ(a.solution, b.solution);
  EXPECT_EQ(a.stats, b.stats);
  EXPECT_EQ(a.status, c2.status);
  EXPECT_EQ(a.solution, c2.solution);
  EXPECT_EQ(a.stats, c2.stats);
  EXPECT_EQ(fitness_2,
            std::vector<double>(fitness_1.begin(), fitness_1.begin() + fitness_2.size()));
  ASSERT_FALSE(fitness_2.empty());
  for (size_t g = 1; g < fitness_2.size(); ++g) EXPECT_GE(fitness_2[g], fitness_2[g - 1] - 1e-9);
}

TEST(EdaSolver, ReportsProgressEveryGeneration) {
  CubieCube c = test::cube_after(Alg::parse("R U F' D2 L B2 U' F R2 D"));
  SolveRequest req = request(c, 5);
  req.options["generations"] = "4";
  req.options["population"] = "40";
  req.options["selected"] = "12";
  req.options["elites"] = "4";
  std::vector<int> generations;
  req.progress = [&](const Progress& p) {
    generations.push_back(p.generation);
    EXPECT_GE(p.best_fitness, 0);
    EXPECT_LE(p.best_fitness, 100);
  };
  SolveResult r = run_solver(find_solver("eda"), req);
  EXPECT_EQ(r.status, SolveStatus::NoSolution);
  EXPECT_TRUE(r.solution.empty());
  EXPECT_EQ(generations, (std::vector<int>{1, 2, 3, 4}));
}

TEST(EdaSolver, TimeLimitAndCancellationGiveNoPartialAnswer) {
  Rng rng(9);
  CubieCube c = random_state(rng);
  SolveRequest req = request(c, 1);
  req.options["generations"] = "100000";
  req.time_limit_s = 0.3;
  SolveResult r = run_solver(find_solver("eda"), req);
  EXPECT_EQ(r.status, SolveStatus::TimedOut);
  EXPECT_TRUE(r.solution.empty());
  CancelToken cancel;
  cancel.cancel();
  SolveRequest req2 = request(c, 1);
  req2.cancel = &cancel;
  SolveResult r2 = run_solver(find_solver("eda"), req2);
  EXPECT_EQ(r2.status, SolveStatus::Cancelled);
  EXPECT_TRUE(r2.solution.empty());
}

TEST(EdaSolver, RejectsInconsistentPopulationSizes) {
  SolveRequest req = request(CubieCube{}, 1);
  req.cube.apply(Alg::parse("R").moves);
  req.options["selected"] = "300";  // M > N
  EXPECT_THROW(run_solver(find_solver("eda"), req), InputError);
  req.options["selected"] = "60";
  req.options["elites"] = "100";  // P > M
  EXPECT_THROW(run_solver(find_solver("eda"), req), InputError);
  req.options.erase("elites");
  req.options["fitness"] = "colours";
  EXPECT_THROW(run_solver(find_solver("eda"), req), InputError);
  req.options["fitness"] = "informed";
  req.options["length"] = "100";
  EXPECT_THROW(run_solver(find_solver("eda"), req), InputError);
}

TEST(EdaSolver, CountGivesDistinctVerifiedSolutions) {
  // Short scrambles have few short solutions: the search forbids each one found and goes on,
  // returning what it found within the cap, all distinct and verified (by run_solver).
  CubieCube c = test::cube_after(Alg::parse("R U F"));
  SolveRequest req = request(c, 3);
  req.count = 2;
  req.options["generations"] = "10";
  req.options["population"] = "60";
  req.options["selected"] = "20";
  req.options["elites"] = "5";
  SolveResult r = run_solver(find_solver("eda"), req);
  ASSERT_EQ(r.status, SolveStatus::Solved);
  EXPECT_GE(r.solutions.size(), 1u);
  EXPECT_LE(r.solutions.size(), 2u);
  EXPECT_EQ(r.solution, r.solutions.front());
  for (size_t i = 0; i < r.solutions.size(); ++i)
    for (size_t j = 0; j < i; ++j) EXPECT_NE(r.solutions[i], r.solutions[j]);
}

TEST(EdaSolverSlow, InformedFitnessSolvesMediumScrambles) {
  Solver& eda = find_solver("eda");
  Rng rng(77);
  for (const char* estimate : {"phased", "phased-small"}) {
    for (int k = 0; k < 2; ++k) {
      CubieCube c = test::cube_after(random_moves(rng, 12));
      SolveRequest req = request(c, static_cast<uint64_t>(k + 1));
      req.options["fitness"] = "informed";
      req.options["estimate"] = estimate;
      req.options["generations"] = "500";
      expect_solves(c, run_solver(eda, req));
    }
  }
}

TEST(InformedTablesSlow, PhaseBoundsAreAdmissibleAndDetectTheSubgroup) {
  for (eda::PhaseSource source : {eda::PhaseSource::Small, eda::PhaseSource::TwoPhase}) {
    const auto& phase = eda::PhaseTables::get(source);
    Rng rng(1);
    for (int k = 0; k < 300; ++k) {
      int n = static_cast<int>(rng.below(14));
      CubieCube c = test::cube_after(random_moves(rng, n));
      eda::PhaseLookup p = phase.lookup(c);
      EXPECT_LE(p.phase1, n);
      EXPECT_EQ(p.in_h(), in_kociemba_h(c));
    }
    // Cubes in H: the phase-2 bounds and the exact distances near solved.
    const Move h_moves[] = {0, 1, 2, 9, 10, 11, 4, 13, 7, 16};  // U*, D*, R2, L2, F2, B2
    for (int k = 0; k < 300; ++k) {
      int n = static_cast<int>(rng.below(14));
      CubieCube c;
      for (int i = 0; i < n; ++i) c.apply(h_moves[rng.below(10)]);
      eda::PhaseLookup p = phase.lookup(c);
      ASSERT_TRUE(p.in_h());
      EXPECT_LE(p.phase2, n);
      if (p.h_exact >= 0) {
        EXPECT_LE(p.h_exact, n);
        EXPECT_GE(p.h_exact, p.phase2);
      }
      if (n <= eda::kHExactDepth) {
        EXPECT_GE(p.h_exact, 0);
      }
      EXPECT_EQ(p.h_exact == 0, c.is_solved());
    }
  }
}

}  // namespace
}  // namespace cubelab
