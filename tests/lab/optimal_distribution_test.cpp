// The optimal-length distribution experiment's statistics.
#include "cubelab/experiments/optimal_distribution.h"

#include <gtest/gtest.h>

#include <cmath>

namespace cubelab::lab {
namespace {

TEST(OptimalDistribution, ChiSquareTailMatchesKnownValues) {
  // Tabulated critical values: P(X >= x) for k degrees of freedom.
  EXPECT_NEAR(chi_square_upper_tail(3.841, 1), 0.05, 1e-4);
  EXPECT_NEAR(chi_square_upper_tail(5.991, 2), 0.05, 1e-4);
  EXPECT_NEAR(chi_square_upper_tail(11.345, 3), 0.01, 1e-4);
  EXPECT_NEAR(chi_square_upper_tail(2.0, 2), std::exp(-1.0), 1e-12);
  EXPECT_NEAR(chi_square_upper_tail(40.0, 4), 4.3e-8, 1e-9);
  EXPECT_DOUBLE_EQ(chi_square_upper_tail(0, 3), 1);
}

TEST(OptimalDistribution, ThePublishedSampleAgreesWithItselfAndASkewedOneDoesNot) {
  // The published proportions scaled to 10,000 cubes: a tiny statistic.
  std::map<int, int64_t> scaled;
  for (const auto& [len, c] : published_optimal_lengths()) scaled[len] = std::llround(c / 300.0);
  const ChiSquare same = chi_square_against_published(scaled);
  EXPECT_LT(same.statistic, 1.0);
  EXPECT_GT(same.p_value, 0.9);
  // Rare short lengths are pooled until each bin expects 5 cubes: of 10,000, lengths 12-14
  // expect 1.7 together, so 15 (21.2) joins them.
  EXPECT_EQ(same.bins.front(), "12-15");
  EXPECT_EQ(same.bins.back(), "19");
  // Twice as many 16s as expected is rejected.
  std::map<int, int64_t> skewed = scaled;
  skewed[16] *= 2;
  EXPECT_LT(chi_square_against_published(skewed).p_value, 1e-6);
}

TEST(OptimalDistribution, RandomStatesAreRepeatableFromTheirSeed) {
  EXPECT_EQ(random_state_facelets(5, 9), random_state_facelets(5, 9));
  EXPECT_NE(random_state_facelets(5, 9), random_state_facelets(5, 10));
  EXPECT_EQ(random_state_facelets(3, 9)[2], random_state_facelets(5, 9)[2]);
}

}  // namespace
}  // namespace cubelab::lab
