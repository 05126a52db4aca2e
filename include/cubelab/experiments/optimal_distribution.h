#pragma once
// The distribution of optimal lengths of random cubes, beside the published one: T. Rokicki's
// 3,000,000 random states (data/reference/facts.md), with Pearson's chi-square test of
// agreement. The cubes are drawn from a seed (line i is the i-th state of that seed), solved
// by any batch run (`cubelab solve --file --out`, sharded on a cluster if need be, then
// `cubelab merge`), and the merged output is read back here (docs/cluster.md).
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace cubelab::lab {

// The published counts by optimal HTM length (12..19) of 3,000,000 random states.
const std::map<int, int64_t>& published_optimal_lengths();

// `count` uniformly random states from `seed`, as facelet strings.
std::vector<std::string> random_state_facelets(int64_t count, uint64_t seed);

struct ChiSquare {
  double statistic = 0, p_value = 1;
  int degrees_of_freedom = 0;
  // The bins compared, after pooling lengths whose expected count is below 5.
  std::vector<std::string> bins;
  std::vector<double> observed, expected;
};

// Observed counts by length against the published proportions.
ChiSquare chi_square_against_published(const std::map<int, int64_t>& observed);

// P(X >= x) for X chi-square distributed with k degrees of freedom.
double chi_square_upper_tail(double x, int k);

struct OptimalDistribution {
  std::map<int, int64_t> lengths;  // proven optimal solutions by length
  int64_t lines = 0, proven = 0, unproven = 0, failed = 0;
};

// Reads a merged batch output (JSON lines); only proven-optimal solutions are counted.
OptimalDistribution read_optimal_distribution(const std::string& path);

std::string optimal_distribution_markdown(const OptimalDistribution& d);

}  // namespace cubelab::lab
