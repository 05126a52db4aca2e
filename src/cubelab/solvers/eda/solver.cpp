// The solver `eda`: Montero Santos's estimation-of-distribution algorithm (docs/eda.md).
#include <fmt/format.h>

#include <memory>
#include <vector>

#include "cubelab/cube/error.h"
#include "cubelab/solvers/eda/fitness.h"
#include "cubelab/solvers/eda/params.h"
#include "cubelab/solvers/eda/search.h"
#include "cubelab/solvers/korf/tables.h"
#include "cubelab/solvers/twophase/tables.h"

namespace cubelab {
namespace {

// The informed fitness's tables (which ones depends on the options); a solved cube is
// answered without a fitness.
void prepare_eda(const SolveRequest& request) {
  if (request.cube.is_solved()) return;
  const eda::EdaParams params = eda::eda_options().read(request.options, "eda");
  eda::prepare_fitness(params.fitness, params.estimate);
}

// What prepare_eda loads: the informed fitness's distance tables (Korf's, or two-phase's full
// profile), or nothing.
std::vector<std::string> eda_stored_tables(const SolveRequest& request) {
  const eda::EdaParams params = eda::eda_options().read(request.options, "eda");
  if (params.fitness != eda::FitnessKind::Informed) return {};
  switch (params.estimate) {
    case eda::InformedEstimate::Whole:
      return korf::table_names();
    case eda::InformedEstimate::Phased:
      return twophase::profile_tables(twophase::Profile::Full);
    case eda::InformedEstimate::PhasedSmall:
      return {};
  }
  return {};
}

SolveResult solve_eda(const SolveRequest& request) {
  const eda::EdaParams params = eda::eda_options().read(request.options, "eda");
  const eda::EdaRun run = eda::run_eda(request.cube, params, request);
  SolveResult r;
  r.status = run.status;
  r.stats["generations"] = run.generations;
  r.stats["evaluations"] = static_cast<double>(run.evaluations);
  if (params.remove_cycles) r.stats["cycles_removed"] = static_cast<double>(run.cycles);
  r.stats["best_fitness"] = run.best_fitness;
  r.stats["pruned"] = run.pruned;
  if (run.status != SolveStatus::Solved) {
    const char* why = run.status == SolveStatus::Cancelled  ? "cancelled"
                      : run.status == SolveStatus::TimedOut ? "time limit reached"
                                                            : "no solution";
    r.message = fmt::format("{} after {} (best fitness {:.2f})", why,
                            count_of(run.generations, "generation"), run.best_fitness);
    return r;
  }
  // The search found M_S (solved -> scrambled); the answer is its inverse.
  for (const auto& m : run.found) r.solutions.push_back(Alg(m).inverse().canonical());
  r.solution = r.solutions.front();
  r.stages.push_back(
      {"EDA", r.solution,
       fmt::format("{} fitness, {} model, {}", eda::eda_options().text(params, "fitness"),
                   eda::eda_options().text(params, "model"),
                   count_of(run.generations, "generation"))});
  return r;
}

}  // namespace

void register_eda_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  out.push_back(make_solver(
      {.name = "eda",
       .description = "Estimation of distribution algorithm over move sequences (A. Montero "
                      "Santos, \"Algoritmo de Estimación de Distribuciones para Resolver el Cubo "
                      "de Rubik 3x3x3 Estándar\", 2026): Bayesian network, UMDA or Markov chain; "
                      "sub-sequence selection, local search, elitism, mutation, tabu pruning",
       .options = &eda::eda_options(),
       .seeded = true,
       .stored_tables = eda_stored_tables},
      prepare_eda, solve_eda));
}

}  // namespace cubelab
