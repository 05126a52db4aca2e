// The EDA thesis's experiments (cubelab/experiments/eda.h): runs with their seeds, optimal lengths,
// and Figures 5.1 and 5.2 drawn from run records.
#include <gtest/gtest.h>

#include <map>

#include "cubelab/cube/error.h"
#include "cubelab/experiments/eda.h"
#include "cubelab/library/solution.h"
#include "cubelab/solve/registry.h"

namespace cubelab::lab {
namespace {

// The number of points of each series (data-name) of an SVG scatter chart.
std::map<std::string, int> points_per_series(const std::string& svg) {
  std::map<std::string, int> points;
  const std::string key = "data-name=\"";
  for (size_t g = svg.find(key); g != std::string::npos; g = svg.find(key, g + 1)) {
    const size_t start = g + key.size();
    const std::string name = svg.substr(start, svg.find('"', start) - start);
    const size_t end = svg.find("</g>", g);
    int n = 0;
    for (size_t c = svg.find("<circle", g); c < end; c = svg.find("<circle", c + 1)) ++n;
    points[name] = n;
  }
  return points;
}

// Scramble k of a length is solved with seed k + 1, in parallel or not: each record is what
// run_solver gives for that scramble and seed.
TEST(EdaExperiment, EachRecordIsTheSolveOfItsScrambleWithItsOwnSeed) {
  EdaExperimentConfig config;
  config.label = "small";
  config.options = {{"population", "200"}};
  config.lengths = {3, 6};
  config.scrambles = 3;
  config.jobs = 2;
  config.done = {{6, 1}};  // already in the file: not run again
  int reported = 0;
  const std::vector<EdaRun> records =
      run_eda_experiment(config, [&](const EdaRun&) { ++reported; });
  ASSERT_EQ(records.size(), 5u);
  EXPECT_EQ(reported, 5);
  Solver& eda = find_solver("eda");
  for (const EdaRun& r : records) {
    EXPECT_FALSE(r.length == 6 && r.index == 1);
    EXPECT_EQ(r.label, "small");
    EXPECT_EQ(r.scramble, eda_scramble(config.seed, r.length, r.index));
    SolveRequest request;
    request.cube.apply(Alg::parse(r.scramble).moves);
    request.seed = static_cast<uint64_t>(r.index + 1);
    request.options = config.options;
    const SolveResult alone = run_solver(eda, request);
    EXPECT_EQ(r.status, status_of(alone.status)) << r.scramble;
    EXPECT_EQ(r.generations, static_cast<int>(alone.stats.at("generations"))) << r.scramble;
    EXPECT_EQ(r.solution_length, alone.status == SolveStatus::Solved ? alone.solution.htm() : -1)
        << r.scramble;
  }
}

TEST(EdaExperiment, ABadOptionIsRefusedBeforeAnyRun) {
  EdaExperimentConfig config;
  config.options = {{"no_such_option", "1"}};
  config.lengths = {2};
  int reported = 0;
  try {
    run_eda_experiment(config, [&](const EdaRun&) { ++reported; });
    FAIL() << "not refused";
  } catch (const InputError& e) {
    EXPECT_EQ(e.code(), ErrorCode::Option);
  }
  EXPECT_EQ(reported, 0);
}

// Scrambles of up to three turns (no face twice, no axis three times in a row) are optimal.
TEST(EdaExperiment, OptimalLengthsAreAddedOncePerScramble) {
  std::vector<EdaRun> records(4);
  const char* scrambles[] = {"R U", "R U", "F D' L", "B2"};
  for (size_t i = 0; i < records.size(); ++i) records[i].scramble = scrambles[i];
  add_optimal_lengths(records, "optimal", 0, 2);
  const int expected[] = {2, 2, 3, 1};
  for (size_t i = 0; i < records.size(); ++i)
    EXPECT_EQ(records[i].optimal_length, expected[i]) << scrambles[i];
  EXPECT_THROW(add_optimal_lengths(records, "no-such-solver", 0, 1), InputError);
}

TEST(EdaFigures, GenerationsAndLengthExcessPerLabelWithCappedRunsApart) {
  std::vector<EdaRun> records;
  auto add = [&](std::string label, int length, Solution::Status status, int generations,
                 int solution) {
    EdaRun r;
    r.label = std::move(label);
    r.length = length;
    r.status = status;
    r.generations = generations;
    r.solution_length = solution;
    records.push_back(r);
  };
  add("bn", 5, Solution::Status::Solved, 3, 5);
  add("bn", 9, Solution::Status::Solved, 120, 11);
  add("bn", 12, Solution::Status::NoSolution, 500, -1);
  add("umda", 5, Solution::Status::Solved, 7, 5);
  const auto charts = eda_summary_charts(records);
  ASSERT_EQ(charts.size(), 2u);
  EXPECT_EQ(charts[0].first, "eda-figure-5-1-generations.svg");
  const auto generations = points_per_series(charts[0].second);
  EXPECT_EQ(generations.at("bn"), 2);
  EXPECT_EQ(generations.at("bn (not solved)"), 1);
  EXPECT_EQ(generations.at("umda"), 1);
  EXPECT_EQ(generations.count("umda (not solved)"), 0u);
  const auto excess = points_per_series(charts[1].second);
  EXPECT_EQ(excess.at("bn"), 2);
  EXPECT_EQ(excess.at("umda"), 1);
  EXPECT_NE(charts[1].second.find("Fig. 5.2"), std::string::npos);
}

}  // namespace
}  // namespace cubelab::lab
