// The solver `eda`: seed 003's estimation-of-distribution algorithm (docs/eda.md).
#include <fmt/format.h>

#include <memory>
#include <vector>

#include "cubelab/solve/registry.h"
#include "cubelab/solvers/eda/search.h"

namespace cubelab {
namespace {

class EdaSolver : public Solver {
 public:
  std::string name() const override { return "eda"; }
  std::string description() const override {
    return "Estimation of distribution algorithm over move sequences (seed 003): Bayesian "
           "network, UMDA or Markov chain; sub-sequence selection, local search, elitism, "
           "mutation, tabu pruning";
  }
  std::vector<OptionSpec> options() const override { return eda::eda_option_specs(); }

  SolveResult solve(const SolveRequest& request) override {
    const eda::EdaParams params = eda::params_from_request(*this, request);
    const eda::EdaRun run = eda::run_eda(request.cube, params, request);
    SolveResult r;
    r.status = run.status;
    r.stats["generations"] = run.generations;
    r.stats["evaluations"] = static_cast<double>(run.evaluations);
    r.stats["best_fitness"] = run.best_fitness;
    r.stats["pruned"] = run.pruned;
    if (run.status != SolveStatus::Solved) {
      r.message = fmt::format("no solution after {} generations (best fitness {:.2f})",
                              run.generations, run.best_fitness);
      return r;
    }
    // The search found M_S (solved -> scrambled); the answer is its inverse.
    for (const auto& m : run.found)
      r.solutions.push_back(Alg(m).inverse().canonical());
    r.solution = r.solutions.front();
    if (request.max_length >= 0 && r.solution.htm() > request.max_length)
      r.message = fmt::format("no solution of at most {} moves found; returning a longer one",
                              request.max_length);
    r.stages.push_back({"EDA", r.solution,
                        fmt::format("{} fitness, {} model, {} generations",
                                    eda::fitness_name(params.fitness),
                                    eda::model_name(params.model), run.generations)});
    return r;
  }
};

}  // namespace

void add_eda_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  out.push_back(std::make_unique<EdaSolver>());
}

}  // namespace cubelab
