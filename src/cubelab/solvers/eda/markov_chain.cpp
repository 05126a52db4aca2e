#include "cubelab/solvers/eda/markov_chain.h"

#include <stdexcept>

#include "cubelab/solvers/eda/categorical.h"

namespace cubelab::eda {

MarkovChain::MarkovChain(int length, int arity, double prior)
    : length_(length),
      arity_(arity),
      prior_(prior),
      initial_(arity, 1.0 / arity),
      transition_(arity, std::vector<double>(arity, 1.0 / arity)) {
  if (length < 1 || arity < 2) throw std::invalid_argument("MarkovChain: length >= 1, arity >= 2");
}

void MarkovChain::learn(const std::vector<Row>& rows) {
  std::vector<double> first(arity_, 0.0);
  std::vector<std::vector<double>> pairs(arity_, std::vector<double>(arity_, 0.0));
  for (const Row& r : rows) {
    if (r.empty()) continue;
    first[r[0]] += 1;
    for (size_t i = 0; i + 1 < r.size(); ++i) pairs[r[i]][r[i + 1]] += 1;
  }
  initial_ = smoothed(first, prior_);
  for (int a = 0; a < arity_; ++a) transition_[a] = smoothed(pairs[a], prior_);
}

Row MarkovChain::sample(Rng& rng) const {
  Row row(length_);
  row[0] = static_cast<uint8_t>(sample_categorical(initial_, rng));
  for (int i = 1; i < length_; ++i)
    row[i] = static_cast<uint8_t>(sample_categorical(transition_[row[i - 1]], rng));
  return row;
}

}  // namespace cubelab::eda
