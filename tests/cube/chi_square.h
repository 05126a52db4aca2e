#pragma once
// Pearson's chi-square test for the uniformity checks of the random generators. The tests
// use fixed seeds, so they cannot flake; the threshold is still a proper one (a biased
// generator fails it by a wide margin).
#include <cmath>
#include <vector>

namespace cubelab::test {

// Sum over cells of (observed - expected)^2 / expected.
inline double chi_square(const std::vector<long>& observed, double expected) {
  double s = 0;
  for (long o : observed) s += (o - expected) * (o - expected) / expected;
  return s;
}

// The value a chi-square variable with `df` degrees of freedom exceeds with probability
// about 3e-7 (z = 5), by the Wilson-Hilferty approximation.
inline double chi_square_limit(int df, double z = 5.0) {
  double k = df;
  return k * std::pow(1 - 2 / (9 * k) + z * std::sqrt(2 / (9 * k)), 3);
}

}  // namespace cubelab::test
