#include "cubelab/solvers/eda/umda.h"

#include <stdexcept>

#include "cubelab/solvers/eda/categorical.h"

namespace cubelab::eda {

Umda::Umda(int length, int arity, double prior)
    : length_(length),
      arity_(arity),
      prior_(prior),
      p_(length, std::vector<double>(arity, 1.0 / arity)) {
  if (length < 1 || arity < 2) throw std::invalid_argument("Umda: length >= 1, arity >= 2");
}

void Umda::learn(const std::vector<Row>& rows) {
  for (int i = 0; i < length_; ++i) {
    std::vector<double> counts(arity_, 0.0);
    for (const Row& r : rows) counts[r[i]] += 1;
    p_[i] = smoothed(counts, prior_);
  }
}

Row Umda::sample(Rng& rng) const {
  Row row(length_);
  for (int i = 0; i < length_; ++i) row[i] = static_cast<uint8_t>(sample_categorical(p_[i], rng));
  return row;
}

}  // namespace cubelab::eda
