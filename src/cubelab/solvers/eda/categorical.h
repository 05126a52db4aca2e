#pragma once
// Drawing from a discrete distribution given as (not necessarily normalised) weights.
#include <span>

#include "cubelab/cube/random.h"

namespace cubelab::eda {

// Index i with probability weights[i] / sum(weights). Weights must be >= 0 with a positive sum.
int sample_categorical(std::span<const double> weights, Rng& rng);

}  // namespace cubelab::eda
