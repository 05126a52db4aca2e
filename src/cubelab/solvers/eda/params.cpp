#include "cubelab/solvers/eda/params.h"

#include <fmt/format.h>

#include "cubelab/cube/error.h"
#include "cubelab/solve/registry.h"

namespace cubelab::eda {
namespace {

OptionSpec number(const char* name, const char* type, double def, double min, double max,
                  const char* description) {
  OptionSpec s;
  s.name = name;
  s.type = type;
  s.default_value = std::string(type) == "int" ? fmt::format("{}", static_cast<int>(def))
                                               : fmt::format("{}", def);
  s.description = description;
  s.min = min;
  s.max = max;
  return s;
}

OptionSpec flag(const char* name, bool def, const char* description) {
  return {name, "bool", def ? "true" : "false", description, {}, 0, 0};
}

OptionSpec choice(const char* name, const char* def, std::vector<std::string> choices,
                  const char* description) {
  return {name, "choice", def, description, std::move(choices), 0, 0};
}

const std::vector<std::string> kFitnessNames = {"stickers",
                                                "position",
                                                "sticker-position",
                                                "position-orientation",
                                                "position-orientation-distance",
                                                "informed"};

}  // namespace

std::vector<OptionSpec> eda_option_specs() {
  const EdaParams d;
  return {
      choice("fitness", "sticker-position", kFitnessNames,
             "Fitness: one of the thesis's five similarity measures, or 'informed' (a distance "
             "estimate from pattern databases)"),
      choice("estimate", "phased", {"phased", "phased-small", "whole"},
             "Distance estimate of the informed fitness: two-phase lexicographic with the "
             "two-phase solver's tables (phased) or small in-memory tables (phased-small), or "
             "the admissible max of Korf's pattern databases (whole)"),
      choice("model", "bn", {"bn", "umda", "markov"},
             "Probabilistic model: Bayesian network, UMDA, or first-order Markov chain"),
      number("population", "int", d.population, 4, 100000, "Population size N"),
      number("selected", "int", d.selected, 2, 100000, "Selected individuals M (M < N)"),
      number("elites", "int", d.elites, 1, 100000, "Elites P (P < M, 2P < N)"),
      number("length", "int", d.length, 2, 60, "Fixed sequence length L seen by the model"),
      number("generations", "int", d.generations, 1, 1000000, "Generation cap"),
      number("stagnation", "int", d.stagnation, 1, 100000,
             "Generations without improvement before the best sub-sequence is forbidden (n)"),
      number("mutation", "double", d.mutation.modify, 0, 1, "Per-move probability of a modification"),
      number("deletion", "double", d.mutation.remove, 0, 1, "Per-move probability of a deletion"),
      number("mutation_rise", "double", d.mutation_rise, 0, 100,
             "Mutation rates grow by this factor per stagnant generation (0 = fixed)"),
      number("mutation_max", "double", d.mutation_max_factor, 1, 100,
             "Cap on the mutation-rate factor"),
      number("max_parents", "int", d.max_parents, 0, 8, "Bayesian network: parent limit"),
      choice("score", "k2", {"k2", "bic"}, "Bayesian network: structure score"),
      number("prior", "double", d.prior, 0, 1000,
             "Dirichlet pseudo-count added to every model distribution"),
      number("max_sequence", "int", d.max_sequence, 1, 200,
             "Longest sequence the extension local search grows"),
      flag("elitism", d.elitism, "Keep the P best individuals (ablation switch)"),
      flag("mutate", d.mutate, "Mutate samples and elite copies (ablation switch)"),
      flag("local_search", d.local_search, "Extension and deletion local search (ablation switch)"),
      flag("pruning", d.pruning, "Tabu pruning after stagnation (ablation switch)"),
  };
}

EdaParams params_from_request(const Solver& s, const SolveRequest& r) {
  EdaParams p;
  const std::string fitness = option_string(s, r, "fitness");
  for (size_t i = 0; i < kFitnessNames.size(); ++i)
    if (kFitnessNames[i] == fitness) p.fitness = static_cast<FitnessKind>(i);
  const std::string estimate = option_string(s, r, "estimate");
  p.estimate = estimate == "whole"          ? InformedEstimate::Whole
               : estimate == "phased-small" ? InformedEstimate::PhasedSmall
                                            : InformedEstimate::Phased;
  const std::string model = option_string(s, r, "model");
  p.model = model == "umda" ? ModelKind::Umda : model == "markov" ? ModelKind::Markov
                                                                  : ModelKind::BayesNet;
  p.population = option_int(s, r, "population");
  p.selected = option_int(s, r, "selected");
  p.elites = option_int(s, r, "elites");
  p.length = option_int(s, r, "length");
  p.generations = option_int(s, r, "generations");
  p.stagnation = option_int(s, r, "stagnation");
  p.mutation.modify = option_double(s, r, "mutation");
  p.mutation.remove = option_double(s, r, "deletion");
  p.mutation_rise = option_double(s, r, "mutation_rise");
  p.mutation_max_factor = option_double(s, r, "mutation_max");
  p.max_parents = option_int(s, r, "max_parents");
  p.k2_score = option_string(s, r, "score") == "k2";
  p.prior = option_double(s, r, "prior");
  p.max_sequence = option_int(s, r, "max_sequence");
  p.elitism = option_bool(s, r, "elitism");
  p.mutate = option_bool(s, r, "mutate");
  p.local_search = option_bool(s, r, "local_search");
  p.pruning = option_bool(s, r, "pruning");
  if (!(p.elites < p.selected && p.selected < p.population))
    throw InputError(ErrorCode::Option,
                     fmt::format("solver 'eda' needs elites < selected < population (P < M < N), "
                                 "got {} < {} < {}",
                                 p.elites, p.selected, p.population));
  if (2 * p.elites >= p.population)
    throw InputError(ErrorCode::Option,
                     fmt::format("solver 'eda' samples N - 2P individuals: population {} must "
                                 "exceed twice elites {}",
                                 p.population, p.elites));
  return p;
}

}  // namespace cubelab::eda
