#pragma once
// The probabilistic model of an EDA over fixed-length rows of discrete symbols (here: move
// sequences, one variable per position, 18 values). learn() fits the model to the selected
// rows; sample() draws one new row. Three models: a Bayesian network with structure learning
// (the document's EBNA), UMDA (independent positions) and a first-order Markov chain over
// symbols (the document's proposal §5.4.2). None of them knows anything about cubes.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cubelab/cube/random.h"

namespace cubelab::eda {

using Row = std::vector<uint8_t>;

class SequenceModel {
 public:
  virtual ~SequenceModel() = default;
  // Rows all have the model's length; values are < arity.
  virtual void learn(const std::vector<Row>& rows) = 0;
  virtual Row sample(Rng& rng) const = 0;
};

enum class ModelKind { BayesNet, Umda, Markov };  // named by the option `model` (params.cpp)

// Dirichlet smoothing shared by the models: every probability is estimated as
// (count + prior * base) / (total + prior) where base is uniform (UMDA, Markov) or the
// variable's smoothed marginal (Bayesian network rows of rare parent configurations).
struct ModelOptions {
  int length = 0;
  int arity = 0;
  double prior = 1.0;     // total pseudo-count spread over the arity values
  int max_parents = 2;    // Bayesian network only
  bool k2_score = false;  // Bayesian network: K2 (Cooper-Herskovits) instead of BIC
};

std::unique_ptr<SequenceModel> make_model(ModelKind kind, const ModelOptions& options);

}  // namespace cubelab::eda
