// The lab's commands as a user runs them: `cubelab-lab metaheuristics` prints the
// thesis' table beside cubelab's, and the experiment names cite no internal document numbers.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "support/test_support.h"

namespace cubelab {
namespace {

// experiment_json(ARGS) runs `cubelab-lab ARGS --json --charts DIR`, DIR the test's own folder
// (removed after the test); it returns the exit status, the JSON printed and the folder.
class ExperimentCharts : public test::FolderTest {
 protected:
  ExperimentCharts() : FolderTest("charts") {}

  struct JsonRun {
    int exit_code;
    nlohmann::json json;
    std::filesystem::path charts;
  };
  JsonRun experiment_json(const std::string& args) {
    const auto r = test::lab(args + " --json --charts " + dir_.string());
    EXPECT_EQ(r.exit_code, 0) << args << ": " << r.out;
    return {r.exit_code, r.exit_code == 0 ? nlohmann::json::parse(r.out) : nlohmann::json(), dir_};
  }
};

TEST(ExperimentCommand, MetaheuristicsPrintsTheThesisTableBesideOurs) {
  auto r = test::lab("metaheuristics --runs 1 --presets MSLS-2x2");
  ASSERT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("| MSLS-2x2 | msls2 | 1 | 1/1 | 8.74 |"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("cubelab-lab metaheuristics --runs 1"), std::string::npos) << r.out;
}

TEST_F(ExperimentCharts, BeginnerPrintsJsonAndWritesCharts) {
  const auto [code, j, dir] = experiment_json(
      "beginner --count 20 --batch 10 --pocket-count 1 --pocket-depth 3 --seed 4 -j 2");
  ASSERT_EQ(code, 0);
  EXPECT_EQ(j["cubelab"]["runs"], 20);
  EXPECT_EQ(j["failed"], 0);
  EXPECT_EQ(j["batches"].size(), 2u);
  EXPECT_EQ(j["document"]["stage_used"][0], 995);
  ASSERT_EQ(j["pocket"].size(), 3u);
  for (const auto& row : j["pocket"]) EXPECT_TRUE(row["all_optimal"].get<bool>());
  for (const char* chart :
       {"beginner-stages-used.svg", "beginner-stage-moves.svg", "pocket-time-by-depth.svg"})
    EXPECT_TRUE(std::filesystem::exists(dir / chart)) << chart;
}

TEST(ExperimentCommand, BeginnerRefusesBadOptions) {
  for (const char* bad : {"--count 0", "--pocket-depth 12", "--seed -1", "--threads x"})
    EXPECT_TRUE(test::lab_refuses(std::string("beginner ") + bad, "E_OPTION"));
}

TEST(ExperimentCommand, AChartsFolderThatCannotBeMadeIsRefusedBeforeTheRun) {
  for (const char* cmd :
       {"beginner --count 5 --pocket-count 0", "korf --count 0 --korf-count 0 --no-pdbs"})
    EXPECT_TRUE(test::lab_refuses(std::string(cmd) + " --charts /proc/no-such", "E_REQUEST"));
}

TEST_F(ExperimentCharts, KorfPrintsJsonAndWritesCharts) {
  const auto [code, j, dir] =
      experiment_json("korf --no-pdbs --count 6 --korf-count 1 --korf-depth 5 --seed 2 -j 2");
  ASSERT_EQ(code, 0);
  EXPECT_TRUE(j["pdbs"].empty());
  ASSERT_EQ(j["korf"].size(), 5u);
  for (const auto& row : j["korf"]) EXPECT_TRUE(row["all_optimal"].get<bool>());
  ASSERT_EQ(j["twophase"].size(), 3u);
  for (const auto& run : j["twophase"]) EXPECT_EQ(run["solved"], 6);
  EXPECT_EQ(j["document"]["corners"][7], 5'462'528);
  for (const char* chart : {"korf-nodes-by-depth.svg", "twophase-phase1.svg"})
    EXPECT_TRUE(std::filesystem::exists(dir / chart)) << chart;
}

TEST(ExperimentCommand, KorfRefusesBadOptions) {
  for (const char* bad : {"--korf-depth 21", "--count -3", "--time 0", "--seed x"})
    EXPECT_TRUE(test::lab_refuses(std::string("korf ") + bad, "E_OPTION"));
}

TEST(ExperimentCommand, HelpListsTheExperimentsByName) {
  auto r = test::lab("--help", "", test::Stderr::Appended);
  ASSERT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("metaheuristics"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("eda"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("beginner"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("korf"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("seed00"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace cubelab
