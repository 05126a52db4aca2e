#pragma once
// UMDA: every position is an independent categorical variable, P(X_i = v) estimated from the
// selected rows with Dirichlet smoothing.
#include <vector>

#include "cubelab/solvers/eda/sequence_model.h"

namespace cubelab::eda {

class Umda : public SequenceModel {
 public:
  Umda(int length, int arity, double prior);
  void learn(const std::vector<Row>& rows) override;
  Row sample(Rng& rng) const override;
  double probability(int position, int value) const { return p_[position][value]; }

 private:
  int length_, arity_;
  double prior_;
  std::vector<std::vector<double>> p_;
};

}  // namespace cubelab::eda
