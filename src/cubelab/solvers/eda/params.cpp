#include "cubelab/solvers/eda/params.h"

#include <fmt/format.h>

namespace cubelab::eda {

const OptionTable<EdaParams>& eda_options() {
  using P = EdaParams;
  static const OptionTable<P> table{
      P{},
      {
          choice("fitness", &P::fitness,
                 {{"stickers", FitnessKind::Stickers},
                  {"position", FitnessKind::Position},
                  {"sticker-position", FitnessKind::StickerPosition},
                  {"position-orientation", FitnessKind::PositionOrientation},
                  {"position-orientation-distance", FitnessKind::PositionOrientationDistance},
                  {"informed", FitnessKind::Informed}},
                 "Fitness: one of the thesis's five similarity measures, or 'informed' (a "
                 "distance estimate from pattern databases)"),
          choice("estimate", &P::estimate,
                 {{"phased", InformedEstimate::Phased},
                  {"phased-small", InformedEstimate::PhasedSmall},
                  {"whole", InformedEstimate::Whole}},
                 "Distance estimate of the informed fitness: two-phase lexicographic with the "
                 "two-phase solver's tables (phased) or small in-memory tables (phased-small), "
                 "or the admissible max of Korf's pattern databases (whole)"),
          choice("model", &P::model,
                 {{"bn", ModelKind::BayesNet},
                  {"umda", ModelKind::Umda},
                  {"markov", ModelKind::Markov}},
                 "Probabilistic model: Bayesian network, UMDA, or first-order Markov chain"),
          option("population", &P::population, range{4, 100000}, "Population size N"),
          option("selected", &P::selected, range{2, 100000}, "Selected individuals M (M < N)"),
          option("elites", &P::elites, range{1, 100000}, "Elites P (P < M, 2P < N)"),
          option("length", &P::length, range{2, 60}, "Fixed sequence length L seen by the model"),
          option("generations", &P::generations, range{1, 1000000}, "Generation cap"),
          option("stagnation", &P::stagnation, range{1, 100000},
                 "Generations without improvement before the best sub-sequence is forbidden (n)"),
          option(
              "mutation", [](P& p) -> double& { return p.mutation.modify; }, range{0, 1},
              "Per-move probability of a modification"),
          option(
              "deletion", [](P& p) -> double& { return p.mutation.remove; }, range{0, 1},
              "Per-move probability of a deletion"),
          option("mutation_rise", &P::mutation_rise, range{0, 100},
                 "Mutation rates grow by this factor per stagnant generation (0 = fixed)"),
          option("mutation_max", &P::mutation_max_factor, range{1, 100},
                 "Cap on the mutation-rate factor"),
          option("max_parents", &P::max_parents, range{0, 8}, "Bayesian network: parent limit"),
          choice("score", &P::k2_score, {{"k2", true}, {"bic", false}},
                 "Bayesian network: structure score"),
          option("prior", &P::prior, range{0, 1000},
                 "Dirichlet pseudo-count added to every model distribution"),
          option("max_sequence", &P::max_sequence, range{1, 200},
                 "Longest sequence the extension local search grows"),
          flag("cycles", &P::remove_cycles,
               "Cut out of each individual every stretch that returns to an earlier state (the "
               "thesis's cycle elimination; off by default: canonical individuals hardly ever "
               "hold one)"),
          flag("elitism", &P::elitism, "Keep the P best individuals (ablation switch)"),
          flag("mutate", &P::mutate, "Mutate samples and elite copies (ablation switch)"),
          flag("local_search", &P::local_search,
               "Extension and deletion local search (ablation switch)"),
          flag("pruning", &P::pruning, "Tabu pruning after stagnation (ablation switch)"),
      },
      {
          [](const P& p) {
            return p.elites < p.selected && p.selected < p.population
                       ? std::string()
                       : fmt::format(
                             "needs elites < selected < population (P < M < N), got "
                             "{} < {} < {}",
                             p.elites, p.selected, p.population);
          },
          [](const P& p) {
            return 2 * p.elites < p.population
                       ? std::string()
                       : fmt::format(
                             "samples N - 2P individuals: population {} must exceed "
                             "twice elites {}",
                             p.population, p.elites);
          },
      }};
  return table;
}

}  // namespace cubelab::eda
