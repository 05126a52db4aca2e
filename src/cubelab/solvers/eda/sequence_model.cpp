#include "cubelab/solvers/eda/sequence_model.h"

#include "cubelab/solvers/eda/bayes_net.h"
#include "cubelab/solvers/eda/markov_chain.h"
#include "cubelab/solvers/eda/umda.h"

namespace cubelab::eda {

std::unique_ptr<SequenceModel> make_model(ModelKind kind, const ModelOptions& o) {
  switch (kind) {
    case ModelKind::BayesNet:
      return std::make_unique<BayesNet>(o.length, o.arity, o.max_parents,
                                        o.k2_score ? StructureScore::K2 : StructureScore::Bic,
                                        o.prior);
    case ModelKind::Umda:
      return std::make_unique<Umda>(o.length, o.arity, o.prior);
    case ModelKind::Markov:
      return std::make_unique<MarkovChain>(o.length, o.arity, o.prior);
  }
  return nullptr;
}

}  // namespace cubelab::eda
