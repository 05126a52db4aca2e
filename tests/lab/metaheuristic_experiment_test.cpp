// The rerun of the document's tables (experiment.h): fixed scramble sets, options routed to
// the solvers that have them, bad input refused before anything runs.
#include <gtest/gtest.h>

#include "cubelab/cube/error.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/experiments/metaheuristic.h"
#include "cubelab/lab/experiment_cubes.h"
#include "cubelab/solvers/pocket/solver.h"

namespace cubelab::lab {
namespace {

TEST(Experiment, ScrambleSetsAreFixedAndNested) {
  const auto five = thesis_scrambles(5), three = thesis_scrambles(3);
  ASSERT_EQ(five.size(), 5u);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(five[i], three[i]);  // run i always gets cube i
  EXPECT_NE(five[0], five[1]);
  for (const CubieCube& c : thesis_pocket_scrambles(4)) {
    EXPECT_TRUE(is_normalised_pocket(c));
    EXPECT_NO_THROW(require_solvable_pocket(c));
  }
}

TEST(Experiment, OptionsReachOnlyTheSolversThatHaveThem) {
  // `selection` is an option of ga but not of msls: passed to msls, run_solver would throw.
  MetaheuristicExperimentConfig config;
  config.runs = 1;
  config.presets = {"MSLS-1", "AG1"};
  config.options = {{"selection", "tournament"}};
  config.time_limit_s = 0.02;  // the runs themselves do not matter here
  std::vector<MetaheuristicRow> rows;
  ASSERT_NO_THROW(rows = run_metaheuristic_experiment(config));
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].solver, "msls");
  EXPECT_EQ(rows[1].solver, "ga");
  for (const MetaheuristicRow& r : rows) EXPECT_EQ(r.runs, 1);
  EXPECT_NE(metaheuristic_markdown(rows, "how").find("| AG1 | ga | 4 | "), std::string::npos);
}

// Slow under the sanitizers (a run a value; one run is checked there above): the Release run only.
TEST(Experiment, VaryRunsEachValueOfAnOptionAsItsOwnRowAndChartsSlow) {
  MetaheuristicExperimentConfig config;
  config.runs = 1;
  config.presets = {"MSLS-1", "AG1"};
  config.vary = "replacement";  // an option of ga, not of msls: msls runs once
  config.vary_values = {"children", "best-two"};
  config.time_limit_s = 0.02;
  const auto rows = run_metaheuristic_experiment(config);
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0].variant, "");
  EXPECT_EQ(rows[1].variant, "replacement=children");
  EXPECT_EQ(rows[2].variant, "replacement=best-two");
  const std::string md = metaheuristic_markdown(rows, "how");
  EXPECT_NE(md.find("| AG1 replacement=children | ga |"), std::string::npos) << md;
  const auto charts = metaheuristic_charts(rows);
  ASSERT_EQ(charts.size(), 2u);
  for (const auto& [name, svg] : charts) {
    EXPECT_NE(svg.find("AG1 replacement=best-two"), std::string::npos) << name;
    EXPECT_NE(svg.find("data-name=\"document\""), std::string::npos) << name;
  }
  config.vary = "replacement";
  config.vary_values = {"children", "no-such-scheme"};
  config.log = [](const std::string& line) { ADD_FAILURE() << "ran before refusing: " << line; };
  EXPECT_THROW(run_metaheuristic_experiment(config), InputError);
  config.vary_values = {};
  EXPECT_THROW(run_metaheuristic_experiment(config), InputError);
}

TEST(Experiment, ThePocketRowHasTheDocumentsBreadthFirstBaselineOnTheSameCubes) {
  MetaheuristicExperimentConfig config;
  config.runs = 3;
  config.presets = {"MSLS-2x2"};
  const auto rows = run_metaheuristic_experiment(config);
  ASSERT_EQ(rows.size(), 1u);
  // The search is exact: its mean is the mean optimal length of the three scrambles.
  double optimal = 0;
  for (const CubieCube& c : thesis_pocket_scrambles(3)) optimal += pocket_distance(c, Metric::Htm);
  EXPECT_DOUBLE_EQ(rows[0].bfs_mean_length, optimal / 3);
  EXPECT_GT(rows[0].bfs_mean_s, 0);
  EXPECT_GE(rows[0].mean_length, rows[0].bfs_mean_length);
  EXPECT_NE(metaheuristic_markdown(rows, "how").find("breadth-first search run afresh"),
            std::string::npos);
}

TEST(Experiment, BadInputIsRefusedBeforeRunning) {
  MetaheuristicExperimentConfig config;
  config.presets = {"AM42"};
  EXPECT_THROW(run_metaheuristic_experiment(config), InputError);
  config.presets = {"MSLS-2x2", "AG2"};
  config.options = {{"no_such_option", "1"}};  // a misspelt name would be dropped silently
  EXPECT_THROW(run_metaheuristic_experiment(config), InputError);
  config.presets = {"MSLS-1"};
  config.options = {{"selection", "tournament"}};  // no solver of this experiment has it
  EXPECT_THROW(run_metaheuristic_experiment(config), InputError);
  config.options = {};
  config.runs = 0;
  EXPECT_THROW(run_metaheuristic_experiment(config), InputError);
}

}  // namespace
}  // namespace cubelab::lab
