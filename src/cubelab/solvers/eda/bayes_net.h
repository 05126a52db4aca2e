#pragma once
// A discrete Bayesian network over n variables with `arity` values each, learned from data:
// structure by greedy hill climbing over DAGs (add, delete or reverse one arc per step, the
// best-scoring change first, at most max_parents parents per node) with a decomposable score
// (BIC, or K2 = Cooper-Herskovits with uniform Dirichlet), parameters by smoothed counts, and
// ancestral sampling in topological order. Generic: it knows nothing about cubes.
#include <cstdint>
#include <map>
#include <vector>

#include "cubelab/cube/random.h"
#include "cubelab/solvers/eda/sequence_model.h"

namespace cubelab::eda {

enum class StructureScore { Bic, K2 };

class BayesNet : public SequenceModel {
 public:
  static constexpr int kMaxParents = 8;
  BayesNet(int variables, int arity, int max_parents, StructureScore score, double prior);

  // Structure and parameters.
  void learn(const std::vector<Row>& rows) override;
  Row sample(Rng& rng) const override;

  void learn_structure(const std::vector<Row>& rows);
  void learn_parameters(const std::vector<Row>& rows);
  // Sets a structure directly (for tests and synthetic networks); parents must form a DAG.
  void set_parents(std::vector<std::vector<int>> parents);
  // Sets one conditional distribution row directly (after set_parents): P(var | config)
  // where config lists the parents' values in the order of parents(var).
  void set_distribution(int var, const std::vector<int>& parent_values,
                        const std::vector<double>& probabilities);

  const std::vector<std::vector<int>>& parents() const { return parents_; }
  bool has_arc(int from, int to) const;
  int arcs() const;
  // Local score of `var` with the given parents on the data (higher is better).
  double local_score(const std::vector<Row>& rows, int var, const std::vector<int>& parents) const;
  // P(var = value | parents' values in `row`).
  double probability(int var, const Row& row, int value) const;

 private:
  int64_t config_of(int var, const Row& row) const;
  bool creates_cycle(int from, int to) const;  // would from -> to close a directed cycle?
  void update_order();

  int n_, arity_, max_parents_;
  StructureScore score_;
  double prior_;
  std::vector<std::vector<int>> parents_;
  std::vector<int> order_;                     // a topological order
  std::vector<std::vector<double>> marginal_;  // smoothed P(var = v)
  // Conditional rows for the parent configurations seen in the data; others fall back to the
  // marginal. Key: mixed-radix index of the parents' values.
  std::vector<std::map<int64_t, std::vector<double>>> cpt_;
};

}  // namespace cubelab::eda
