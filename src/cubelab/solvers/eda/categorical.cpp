#include "cubelab/solvers/eda/categorical.h"

namespace cubelab::eda {

int sample_categorical(std::span<const double> weights, Rng& rng) {
  double total = 0;
  for (double w : weights) total += w;
  double x = rng.uniform() * total;
  for (size_t i = 0; i < weights.size(); ++i) {
    x -= weights[i];
    if (x < 0) return static_cast<int>(i);
  }
  // Rounding left a sliver: return the last index with positive weight.
  for (size_t i = weights.size(); i-- > 0;)
    if (weights[i] > 0) return static_cast<int>(i);
  return 0;
}

std::vector<double> smoothed(std::span<const double> counts, double prior) {
  double total = 0;
  for (double c : counts) total += c;
  const double arity = static_cast<double>(counts.size());
  std::vector<double> p(counts.size());
  for (size_t v = 0; v < counts.size(); ++v) p[v] = (counts[v] + prior / arity) / (total + prior);
  return p;
}

}  // namespace cubelab::eda
