#pragma once
// A first-order Markov chain over symbols, the model the thesis proposes instead of the
// Bayesian network (§5.4.2): what follows a symbol is learned independently of the position,
// so "after R comes U" survives the constant one-move shifts of padding and [x M x]
// extension that confuse a positional model. P(X_0) is learned from the first position,
// P(X_{i+1} | X_i) from every consecutive pair of every row.
#include <vector>

#include "cubelab/solvers/eda/sequence_model.h"

namespace cubelab::eda {

class MarkovChain : public SequenceModel {
 public:
  MarkovChain(int length, int arity, double prior);
  void learn(const std::vector<Row>& rows) override;
  Row sample(Rng& rng) const override;
  double initial(int value) const { return initial_[value]; }
  double transition(int from, int to) const { return transition_[from][to]; }

 private:
  int length_, arity_;
  double prior_;
  std::vector<double> initial_;
  std::vector<std::vector<double>> transition_;
};

}  // namespace cubelab::eda
