#pragma once
// Drawing from a discrete distribution given as (not necessarily normalised) weights, and
// estimating one from counts.
#include <span>
#include <vector>

#include "cubelab/cube/random.h"

namespace cubelab::eda {

// Index i with probability weights[i] / sum(weights). Weights must be >= 0 with a positive sum.
int sample_categorical(std::span<const double> weights, Rng& rng);

// The distribution of a value from its counts, with Dirichlet smoothing towards uniform
// (ModelOptions::prior, sequence_model.h): (count + prior / arity) / (total + prior), where
// arity is counts.size() and total the sum of the counts.
std::vector<double> smoothed(std::span<const double> counts, double prior);

}  // namespace cubelab::eda
