// The lab's commands as a user runs them: `cubelab experiment metaheuristics` prints the
// thesis' table beside cubelab's, and the experiment names cite no internal document numbers.
#include <gtest/gtest.h>

#include "support/test_support.h"

namespace cubelab {
namespace {

TEST(ExperimentCommand, MetaheuristicsPrintsTheThesisTableBesideOurs) {
  auto r = test::run_command(test::cubelab_binary() +
                             " experiment metaheuristics --runs 1 --presets MSLS-2x2 2>/dev/null");
  ASSERT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("| MSLS-2x2 | msls2 | 1 | 1/1 | 8.74 |"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("cubelab experiment metaheuristics --runs 1"), std::string::npos) << r.out;
}

TEST(ExperimentCommand, HelpListsTheExperimentsByName) {
  auto r = test::run_command(test::cubelab_binary() + " experiment --help 2>&1");
  ASSERT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("metaheuristics"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("eda"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("seed00"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace cubelab
