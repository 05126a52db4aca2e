// The beginner's-method thesis re-run (cubelab/experiments/beginner.h): the statistics program's
// arithmetic on known runs, the printed batch's own consistency, and a tiny run end to end.
#include <gtest/gtest.h>

#include <numeric>

#include "cubelab/cube/error.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/experiments/beginner.h"
#include "cubelab/lab/experiment_cubes.h"
#include "cubelab/solvers/pocket/solver.h"

namespace cubelab::lab {
namespace {

TEST(BeginnerExperiment, StatisticsGroupRunsByTheStagesThatNeededAMove) {
  std::vector<BeginnerRun> runs(3);
  runs[0].stage_moves = {5, 20, 30, 6, 7, 8, 13};  // 7 stages, 89 moves
  runs[1].stage_moves = {4, 22, 28, 0, 7, 8, 0};   // 5 stages, 69 moves
  runs[2].stage_moves = {6, 24, 32, 6, 7, 8, 13};  // 7 stages, 96 moves
  runs[0].solution_htm = 80, runs[1].solution_htm = 60, runs[2].solution_htm = 90;
  const BeginnerStatistics s = beginner_statistics(runs);
  EXPECT_EQ(s.runs, 3);
  EXPECT_EQ(s.runs_by_stages_used[7], 2);
  EXPECT_EQ(s.runs_by_stages_used[5], 1);
  EXPECT_DOUBLE_EQ(s.mean_moves_by_stages_used[7], (89 + 96) / 2.0);
  EXPECT_DOUBLE_EQ(s.mean_moves_by_stages_used[5], 69);
  EXPECT_DOUBLE_EQ(s.mean_stages_used, 19 / 3.0);
  EXPECT_EQ(s.stage_used[3], 2);  // stage 4 skipped by the second run
  EXPECT_DOUBLE_EQ(s.stage_mean_moves[3], 6);
  EXPECT_DOUBLE_EQ(s.stage_mean_moves[1], 22);
  EXPECT_DOUBLE_EQ(s.mean_moves, (89 + 69 + 96) / 3.0);
  EXPECT_DOUBLE_EQ(s.mean_solution_htm, 230 / 3.0);
}

TEST(BeginnerExperiment, ThePrintedBatchIsConsistentWithItself) {
  // p.106: the groups add up to the 1,000 runs, and the stages used counted by group equal
  // the per-stage usage counts (5,285), whose mean 5.285 is printed truncated as 5.
  const BeginnerStatistics& doc = published_beginner_batch();
  const int runs =
      std::accumulate(doc.runs_by_stages_used.begin(), doc.runs_by_stages_used.end(), 0);
  EXPECT_EQ(runs, 1000);
  int by_group = 0;
  for (int u = 0; u <= kBeginnerStages; ++u) by_group += u * doc.runs_by_stages_used[u];
  EXPECT_EQ(by_group, 5285);
  EXPECT_EQ(std::accumulate(doc.stage_used.begin(), doc.stage_used.end(), 0), 5285);
  EXPECT_EQ(doc.runs_by_stages_used[7], 502);
  EXPECT_DOUBLE_EQ(doc.mean_moves_by_stages_used[7], 91);
}

TEST(BeginnerExperiment, ScramblesAreFixedBySeed) {
  const auto a = beginner_scrambles(5, 25, 7), b = beginner_scrambles(3, 25, 7);
  ASSERT_EQ(a.size(), 5u);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(a[i].text, b[i].text);
  for (const auto& in : a) {
    CubieCube c;
    c.apply(Alg::parse(in.text).moves);
    EXPECT_EQ(c, in.cube);
    EXPECT_EQ(Alg::parse(in.text).htm(), 25);
  }
}

TEST(BeginnerExperiment, PocketCubesHaveTheirDepth) {
  for (int depth : {1, 5, 10, 11}) {
    const auto cubes = pocket_cubes_of_depth(depth, 3, 1);
    ASSERT_EQ(cubes.size(), 3u) << depth;
    for (const CubieCube& c : cubes) {
      EXPECT_TRUE(is_normalised_pocket(c));
      EXPECT_EQ(pocket_distance(c, Metric::Htm), depth);
    }
  }
}

TEST(BeginnerExperiment, TinyRunSolvesEveryCubeAndPrintsBothTables) {
  BeginnerExperimentConfig config;
  config.count = 40;
  config.batch = 20;
  config.pocket_per_depth = 2;
  config.pocket_max_depth = 7;
  config.threads = 2;
  const BeginnerExperiment e = run_beginner_experiment(config);
  EXPECT_EQ(e.failed, 0);
  ASSERT_EQ(e.runs.size(), 40u);
  EXPECT_EQ(e.batches.size(), 2u);
  EXPECT_EQ(e.all.runs, 40);
  for (const BeginnerRun& r : e.runs) {
    EXPECT_GT(r.stage_moves[0] + r.stage_moves[1], 0);  // 25 turns never leave the U layer solved
    EXPECT_LE(r.solution_htm, std::accumulate(r.stage_moves.begin(), r.stage_moves.end(), 0));
  }
  ASSERT_EQ(e.pocket.size(), 7u);
  for (size_t i = 0; i < e.pocket.size(); ++i) {
    const PocketDepthRow& row = e.pocket[i];
    EXPECT_EQ(row.depth, static_cast<int>(i) + 1);
    EXPECT_EQ(row.cubes, 2);
    EXPECT_TRUE(row.all_optimal) << row.depth;  // both solvers verified, optimal length
    EXPECT_GT(row.table_nodes, 0);
    if (i > 0) {
      EXPECT_GT(row.bfs_generated, e.pocket[i - 1].bfs_generated);
    }
  }
  const std::string md = beginner_experiment_markdown(e);
  EXPECT_NE(md.find("| 7 | 502 | close to half | "), std::string::npos) << md;
  EXPECT_NE(md.find("| 1 | 995 | "), std::string::npos) << md;
  EXPECT_NE(md.find("| 7 | 2 | several minutes, up to 5 (6-8 moves) |"), std::string::npos) << md;
  EXPECT_NE(md.find("Where cubelab differs from the document"), std::string::npos);
  const auto charts = beginner_experiment_charts(e);
  ASSERT_EQ(charts.size(),
            13u);  // 4 of the batch, the document's 7 per-batch charts, 2 of the 2x2x2
  for (const auto& [name, svg] : charts) EXPECT_EQ(svg.rfind("<svg", 0), 0u) << name;
  const auto j = beginner_experiment_json(e);
  EXPECT_EQ(j["document"]["runs_by_stages_used"][7], 502);
  EXPECT_EQ(j["cubelab"]["runs"], 40);
  EXPECT_EQ(j["pocket"].size(), 7u);
}

TEST(BeginnerExperiment, BadConfigurationIsRefused) {
  BeginnerExperimentConfig config;
  config.count = 0;
  EXPECT_THROW(run_beginner_experiment(config), InputError);
  config.count = 1;
  config.pocket_max_depth = 12;
  EXPECT_THROW(run_beginner_experiment(config), InputError);
}

}  // namespace
}  // namespace cubelab::lab
