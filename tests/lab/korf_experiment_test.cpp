// The Korf/Kociemba monograph re-run (cubelab/experiments/korf.h): the printed distributions
// against cubelab's tables (one misprint, one lost row), and a tiny run end to end.
#include <gtest/gtest.h>

#include <numeric>

#include "cubelab/cube/error.h"
#include "cubelab/experiments/korf.h"
#include "cubelab/lab/experiment_cubes.h"

namespace cubelab::lab {
namespace {

uint64_t total(const std::vector<uint64_t>& v) {
  return std::accumulate(v.begin(), v.end(), uint64_t{0});
}

TEST(KorfExperiment, PrintedDistributionsDifferFromTheTablesByOneDigitAndOneRow) {
  const auto& corners = published_corner_distribution();
  const auto& edges = published_edge_distribution();
  EXPECT_EQ(total(corners), 88'239'740u);  // 59,900 over 8! * 3^7
  EXPECT_EQ(total(edges), 42'577'730u);    // 190 under C(12,6) * 6! * 2^6
  const auto pdbs = korf_pdb_distributions();
  ASSERT_EQ(pdbs.size(), 3u);
  EXPECT_EQ(total(pdbs[0].counts), 88'179'840u);
  EXPECT_EQ(pdbs[0].states, 88'179'840u);
  std::vector<uint64_t> fixed = corners;
  fixed[7] = 5'402'628;  // the misprint corrected
  EXPECT_EQ(pdbs[0].counts, fixed);
  for (size_t k = 1; k < 3; ++k) EXPECT_EQ(total(pdbs[k].counts), 42'577'920u) << pdbs[k].name;
  // The document's set is the one without a U edge, with its depth-2 row (190) restored.
  std::vector<uint64_t> restored = edges;
  restored.insert(restored.begin() + 2, 190);
  EXPECT_EQ(pdbs[2].counts, restored);
  EXPECT_EQ(pdbs[1].counts[1], 18u);
  EXPECT_EQ(pdbs[1].counts.size(), 11u);  // deepest: 10
}

TEST(KorfExperiment, CubesOfADepthAreDistinctAndOfThatDepth) {
  const auto cubes = korf_cubes_of_depth(6, 4, 3);
  ASSERT_EQ(cubes.size(), 4u);
  for (size_t i = 0; i < cubes.size(); ++i) {
    CubieCube c;
    c.apply(Alg::parse(cubes[i].text).moves);
    EXPECT_EQ(c, cubes[i].cube);
    for (size_t j = 0; j < i; ++j) EXPECT_FALSE(cubes[i].cube == cubes[j].cube);
  }
  // Solved two at a time, the same cubes in the same order.
  const auto in_parallel = korf_cubes_of_depth(6, 4, 3, 2);
  ASSERT_EQ(in_parallel.size(), cubes.size());
  for (size_t i = 0; i < cubes.size(); ++i) EXPECT_EQ(in_parallel[i].text, cubes[i].text);
}

TEST(KorfExperiment, TinyRunSolvesEveryCubeOptimallyAndSplitsThePhases) {
  KorfExperimentConfig config;
  config.count = 12;
  config.per_depth = 2;
  config.max_depth = 8;
  config.threads = 2;
  config.pdbs = true;
  const KorfExperiment e = run_korf_experiment(config);
  ASSERT_EQ(e.depths.size(), 8u);
  for (const KorfDepthRow& r : e.depths) {
    EXPECT_EQ(r.cubes, 2);
    EXPECT_EQ(r.solved, 2);
    EXPECT_TRUE(r.all_optimal) << r.depth;  // korf's verified length = optimal's
    EXPECT_GE(r.mean_nodes, 1);
  }
  ASSERT_EQ(e.phases.size(), 3u);
  for (const PhaseLengths& p : e.phases) {
    EXPECT_EQ(p.solved, 12) << p.label;
    int n = 0;
    for (const auto& [len, c] : p.total) n += c;
    EXPECT_EQ(n, 12) << p.label;
  }
  EXPECT_LE(e.phases[0].longest_phase2, 12);  // the document's cap
  EXPECT_LE(e.phases[1].longest_phase2, 12);
  EXPECT_LE(e.phases[1].total.rbegin()->first, 20);
  EXPECT_LE(e.phases[2].total.rbegin()->first, 20);
  const std::string md = korf_experiment_markdown(e);
  EXPECT_NE(md.find("| 7 | **5,462,528** (misprint: 5,402,628) | 5,402,628 |"), std::string::npos)
      << md;
  EXPECT_NE(md.find("it is, entry for entry,"), std::string::npos) << md;
  EXPECT_NE(md.find("distribution exactly, entry for entry."), std::string::npos) << md;
  EXPECT_NE(md.find("These are estimates, not measurements"), std::string::npos) << md;
  const auto j = korf_experiment_json(e);
  EXPECT_EQ(j["pdbs"].size(), 3u);
  EXPECT_EQ(j["korf"].size(), 8u);
  EXPECT_EQ(j["twophase"].size(), 3u);
  EXPECT_EQ(j["document"]["corners_misprint"]["corrected"], 5'402'628);
  EXPECT_EQ(korf_experiment_charts(e).size(), 7u);
}

TEST(KorfExperiment, BadConfigurationIsRefused) {
  KorfExperimentConfig config;
  config.max_depth = 21;
  EXPECT_THROW(run_korf_experiment(config), InputError);
  config.max_depth = 5;
  config.count = -1;
  EXPECT_THROW(run_korf_experiment(config), InputError);
}

}  // namespace
}  // namespace cubelab::lab
