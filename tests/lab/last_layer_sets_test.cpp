// The shipped last-layer sets are exactly what `cubelab-lab last-layer-sets --write` writes
// for them: the file is the generator's, never edited by hand, and in the cases' order.
#include "cubelab/experiments/last_layer_sets.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "cubelab/solvers/cfop/last_layer.h"

namespace cubelab::lab {
namespace {

TEST(LastLayerSets, TheShippedFileIsTheGeneratorsOwnInTheCasesOrder) {
  std::vector<LastLayerSetCase> cases;
  std::istringstream in{std::string(cfop::shipped_last_layer_sets())};
  for (std::string line; std::getline(in, line);)
    cases.push_back({line[0] == 'O' ? "OLL" : "PLL", line.substr(2, 8), line.substr(11), "", 0, 0});
  ASSERT_EQ(cases.size(), 57u + 71u);
  size_t i = 0;
  for (const bool oll : {true, false})
    for (const auto& c : cfop::last_layer_case_states(oll)) {
      ASSERT_LT(i, cases.size());
      EXPECT_EQ(cases[i].set, oll ? "OLL" : "PLL");
      EXPECT_EQ(cases[i++].key, c.key);
    }
  EXPECT_EQ(i, cases.size());
  std::ifstream file(std::string(CUBELAB_REFERENCE_DIR) +
                     "/../../src/cubelab/solvers/cfop/last_layer_sets.cpp");
  std::stringstream text;
  text << file.rdbuf();
  ASSERT_FALSE(text.str().empty());
  EXPECT_EQ(text.str(), last_layer_sets_source(cases));
  EXPECT_EQ(last_layer_sets_text(cases), cfop::shipped_last_layer_sets());
}

TEST(LastLayerSets, TheReportCountsTheCasesThatDiffer) {
  std::vector<LastLayerSetCase> cases = {{"OLL", "00000011", "R U", "R U", 2, 2},
                                         {"PLL", "01230231", "F2", "R2 U", 1, 2}};
  const std::string md = last_layer_sets_markdown(cases);
  EXPECT_NE(md.find("| OLL | 1 | 2 | 2 | 0 |"), std::string::npos) << md;
  EXPECT_NE(md.find("| PLL | 1 | 1 | 2 | 1 |"), std::string::npos) << md;
  EXPECT_NE(md.find("- PLL 01230231: generated `F2` (1), shipped `R2 U` (2)"), std::string::npos)
      << md;
}

}  // namespace
}  // namespace cubelab::lab
