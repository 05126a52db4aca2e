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

}  // namespace cubelab::eda
