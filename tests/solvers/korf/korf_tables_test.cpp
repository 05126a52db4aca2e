#include <gtest/gtest.h>

#include "cubelab/solvers/korf/tables.h"

namespace cubelab::korf {
namespace {

// facts.md: the corner distribution recomputed by BFS (de Souza 2011 misprints depth 7).
TEST(KorfTablesSlow, CornerDistributionMatchesFacts) {
  std::vector<uint64_t> expected = {1,       18,      243,      2874,     28000,    205416,
                                    1168516, 5402628, 20776176, 45391616, 15139616, 64736};
  EXPECT_EQ(histogram(Pdb::Corners), expected);
}

// The two six-edge tables cover their whole space. UR..DF meets every face (18 states at
// depth 1); DL..BR has no U edge, so the three U turns leave it unchanged (15). de Souza (2011)'s
// table is the DL..BR one with the depth-2 row (190) lost and every later row moved up
// one depth: it prints 1, 15, 2360, ..., 56 and "max depth 9"; the real maximum is 10.
TEST(KorfTablesSlow, EdgeDistributions) {
  std::vector<uint64_t> low = {1,       18,       230,      2747,    30847, 308783,
                               2508618, 13189082, 23497569, 3039786, 239};
  std::vector<uint64_t> high = {1,       15,       190,      2360,    27139, 281416,
                                2380459, 13065209, 23961831, 2859244, 56};
  EXPECT_EQ(histogram(Pdb::EdgesLow), low);
  EXPECT_EQ(histogram(Pdb::EdgesHigh), high);
  for (const auto& h : {low, high}) {
    uint64_t sum = 0;
    for (uint64_t n : h) sum += n;
    EXPECT_EQ(sum, kEdgeStates);
  }
  const std::vector<uint64_t> seed = {1,       15,       2360,     27139,   281416,
                                      2380459, 13065209, 23961831, 2859244, 56};
  std::vector<uint64_t> high_without_depth2 = high;
  high_without_depth2.erase(high_without_depth2.begin() + 2);
  EXPECT_EQ(high_without_depth2, seed);
}

}  // namespace
}  // namespace cubelab::korf
