#pragma once
// Summary statistics for benchmark reports: mean, percentiles (linear interpolation between
// closest ranks, as numpy's default), min/max and integer histograms.
#include <cstddef>
#include <cstdint>
#include <map>
#include <vector>

namespace cubelab::bench {

struct Summary {
  size_t count = 0;
  double mean = 0, median = 0, p95 = 0, min = 0, max = 0, stddev = 0;
};

// Percentile p in [0, 100] of `values` (need not be sorted). 0 for an empty input.
double percentile(std::vector<double> values, double p);
Summary summarize(const std::vector<double>& values);
// count of each integer value
std::map<int, int> histogram(const std::vector<int>& values);

}  // namespace cubelab::bench
