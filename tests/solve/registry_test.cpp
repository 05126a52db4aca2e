// What run_solver adds to every solve: metrics refused rather than ignored, the metric and
// the seed of every run reported, a cancelled run that says so.
#include "cubelab/solve/registry.h"

#include <gtest/gtest.h>

#include "cubelab/cube/alg.h"
#include "cubelab/solve/result_json.h"

namespace cubelab {
namespace {

SolveRequest request_for(const std::string& moves) {
  SolveRequest r;
  r.cube.apply(Alg::parse(moves).moves);
  return r;
}

TEST(Registry, ASolverRefusesAMetricItDoesNotMinimise) {
  for (const auto& solver : all_solvers()) {
    SolveRequest r;
    r.puzzle = solver->puzzle();
    r.metric = Metric::Qtm;
    const bool qtm = solver->name() == "optimal" || solver->name() == "pocket";
    EXPECT_EQ(solver->supports(Metric::Qtm), qtm) << solver->name();
    EXPECT_TRUE(solver->supports(Metric::Htm)) << solver->name();
    if (qtm) {
      EXPECT_NO_THROW(check_request(*solver, r)) << solver->name();
      continue;
    }
    try {
      check_request(*solver, r);
      ADD_FAILURE() << solver->name() << " accepted qtm";
    } catch (const InputError& e) {
      EXPECT_EQ(e.code(), ErrorCode::Option);
      EXPECT_NE(std::string(e.what()).find("solver '" + solver->name() + "'"), std::string::npos);
      EXPECT_NE(std::string(e.what()).find("qtm"), std::string::npos);
    }
  }
  SolveRequest r = request_for("R U");
  r.metric = Metric::Qtm;
  EXPECT_THROW(run_solver(find_solver("greedy"), r), InputError);
}

TEST(Registry, EveryResultSaysItsMetric) {
  SolveResult result = run_solver(find_solver("greedy"), request_for("R U"));
  ASSERT_EQ(result.status, SolveStatus::Solved) << result.message;
  EXPECT_EQ(result.metric, Metric::Htm);
  nlohmann::json j = result_to_json("R U", "greedy", result);
  EXPECT_EQ(j["metric"], "htm");
  EXPECT_FALSE(j.contains("seed")) << "greedy draws nothing";
}

TEST(Registry, ASeededSolverReportsTheSeedItDrewAndTheRunRepeats) {
  Solver& eda = find_solver("eda");
  ASSERT_TRUE(eda.seeded());
  SolveRequest r = request_for("R U F D");
  SolveResult first = run_solver(eda, r);
  ASSERT_TRUE(first.seed.has_value());
  EXPECT_LT(*first.seed, uint64_t{1} << 53) << "survives a JSON reader that uses doubles";
  EXPECT_EQ(result_to_json("x", "eda", first)["seed"], *first.seed);
  r.seed = first.seed;
  SolveResult again = run_solver(eda, r);
  EXPECT_EQ(again.seed, first.seed);
  EXPECT_EQ(again.solution, first.solution);
  EXPECT_EQ(again.stats["evaluations"], first.stats["evaluations"]);
  // Two runs without a seed draw different ones.
  EXPECT_NE(run_solver(eda, request_for("R U F D")).seed, first.seed);
}

TEST(Registry, EverySeededSolverIsOneThatTakesSeeds) {
  for (const auto& solver : all_solvers()) {
    const std::string n = solver->name();
    const bool stochastic =
        n == "eda" || n == "msls" || n == "ga" || n == "memetic" || n == "msls2";
    EXPECT_EQ(solver->seeded(), stochastic) << n;
  }
}

TEST(Registry, ACancelledRunSaysCancelled) {
  CancelToken cancel;
  cancel.cancel();
  SolveRequest r = request_for("R U F D B L");
  r.cancel = &cancel;
  r.options["generations"] = "100000";
  SolveResult result = run_solver(find_solver("eda"), r);
  EXPECT_EQ(result.status, SolveStatus::Cancelled);
  EXPECT_EQ(result.message.rfind("cancelled", 0), 0u) << result.message;
}

TEST(Registry, OptionRelationsAreCheckedBeforeTheSolveStarts) {
  SolveRequest r = request_for("R U");
  r.options = {{"population", "10"}, {"elitism", "10"}};
  EXPECT_THROW(check_request(find_solver("ga"), r), InputError);
  r.options = {{"population", "10"}, {"elitism", "12"}};
  EXPECT_THROW(check_request(find_solver("memetic"), r), InputError);
  r.options = {{"population", "10"}, {"selection", "tournament"}, {"tournament", "11"}};
  EXPECT_THROW(check_request(find_solver("ga"), r), InputError);
  r.options = {{"population", "10"}, {"elitism", "9"}};
  EXPECT_NO_THROW(check_request(find_solver("ga"), r));
  r.options = {{"elites", "60"}};  // not below selected (60)
  EXPECT_THROW(check_request(find_solver("eda"), r), InputError);
}

}  // namespace
}  // namespace cubelab
