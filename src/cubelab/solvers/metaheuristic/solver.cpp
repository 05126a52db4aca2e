// The metaheuristic solvers of J. Castillo Matas, "Buscando soluciones al Cubo de Rubik"
// (2019) as registered solvers: msls, ga, memetic (3x3x3) and msls2 (2x2x2). Options start
// from a preset of the document's tables; every parameter can be set on its own.
#include <fmt/format.h>

#include <memory>
#include <vector>

#include "cubelab/cube/error.h"
#include "cubelab/solve/options.h"
#include "cubelab/solvers/metaheuristic/pipeline.h"
#include "cubelab/solvers/metaheuristic/presets.h"

namespace cubelab {
namespace meta {
namespace {

constexpr const char* kSource = "J. Castillo Matas, \"Buscando soluciones al Cubo de Rubik\", 2019";

// Budgets and local-search lengths are counts of generations or neighbours: a billion is far
// beyond any time limit (the document's largest budget is 300,000), and it keeps every
// count clear of wrap-around.
constexpr int64_t kMaxCount = 1000000000;

// The local-search options of msls, memetic and msls2 (P: Params or PocketParams).
template <class P>
void add_local_search(OptionTable<P>& t) {
  t.add(option(
      "ls_iterations", [](P& p) -> int& { return p.ls.iterations; }, range<int>{1, kMaxCount},
      "Neighbours generated per local search (the document's 'Iteraciones BL')"));
  t.add(choice(
      "accept", [](P& p) -> Acceptance& { return p.ls.accept; },
      {{"first-improvement", Acceptance::FirstImprovement},
       {"best-improvement", Acceptance::BestImprovement},
       {"sideways", Acceptance::Sideways}},
      "Local search: first-improvement (the first better neighbour drawn; stops at a local "
      "optimum), best-improvement (the best of all neighbours; stops at a local optimum) or "
      "sideways (accepts equal fitness, walks plateaus); the document describes the first two "
      "and does not say which it used"));
  t.add(option(
      "swap_probability", [](P& p) -> double& { return p.ls.swap_probability; }, range{0, 1},
      "Sideways search: chance that a neighbour swaps two adjacent turns instead of "
      "changing one"));
}

// `preset`: every parameter from one configuration of the document's tables. Declared first,
// so that the options after it override what it sets.
Option<Params> preset_option(Algorithm algorithm, std::string default_preset) {
  Option<Params> o;
  o.spec.name = "preset";
  o.spec.type = "choice";
  o.spec.description = "A configuration of the document's tables; the options below override it";
  for (const Preset& p : presets())
    if (p.algorithm == algorithm) o.spec.choices.push_back(p.name);
  o.set = [algorithm, choices = o.spec.choices](Params& p, std::string_view text,
                                                std::string_view solver) {
    const Preset* preset = find_preset(std::string(text));
    if (!preset || preset->algorithm != algorithm) {
      std::string list;
      for (const std::string& c : choices) list += (list.empty() ? "" : ", ") + c;
      throw InputError(ErrorCode::Option,
                       fmt::format("option 'preset' of solver '{}': '{}' is not one of: {}", solver,
                                   printable(text), list));
    }
    p = preset->params;
  };
  o.show = [default_preset](const Params&) { return default_preset; };
  return o;
}

OptionTable<Params> phased_options(Algorithm algorithm, const std::string& default_preset) {
  const bool ga = algorithm != Algorithm::Msls;
  OptionTable<Params> t{find_preset(default_preset)->params,
                        {preset_option(algorithm, default_preset),
                         choice("phases", &Params::phases, {{"4", 4}, {"3", 3}, {"1", 1}},
                                "4 = Thistlethwaite; 3 = Kociemba phase 1 then Thistlethwaite "
                                "phases 3 and 4; 1 = the whole cube in one stage, the "
                                "document's failed attempt: give it a time limit, it reports "
                                "the most stickers it got right (default: the preset's)")}};
  const char* unit = ga ? "Generations" : "Local searches";
  for (int k = 0; k < 4; ++k)
    t.add(option(
        fmt::format("p{}", k + 1), [k](Params& p) -> int64_t& { return p.budget[k]; },
        range<int64_t>{0, kMaxCount},
        fmt::format("{} per sequence length in budget row P{} before the length grows "
                    "(3 phases: phase 1 uses P1+P2)",
                    unit, k + 1)));
  for (int k = 0; k < 4; ++k)
    t.add(option(
        fmt::format("length{}", k + 1), [k](Params& p) -> int& { return p.initial_length[k]; },
        range{0, kMaxSequenceLength},
        fmt::format("Starting sequence length of phase {} (0 = the document's: 2, 6, 9, "
                    "8 or 9, 9, 8)",
                    k + 1)));
  t.add(option("max_phase_length", &Params::max_phase_length, range{1, kMaxSequenceLength},
               "A phase needing longer sequences gives up"));
  if (algorithm != Algorithm::Genetic) add_local_search(t);
  if (ga) {
    t.add(option("population", &Params::population, range{2, 100000}, "Population size"));
    t.add(option("mutations", &Params::mutations, range{0, 100000},
                 "Individuals mutated each generation (at most the population less the elite: a "
                 "smaller population takes fewer)"));
    t.add(choice("mutation", &Params::mutation,
                 {{"reinitialise", Mutation::Reinitialise},
                  {"neighbour", Mutation::Neighbour},
                  {"shift", Mutation::Shift},
                  {"opposite-face", Mutation::OppositeFace}},
                 "What a mutation does: a new random sequence (the document's choice), a random "
                 "neighbour, a random cyclic shift, or every turn on the opposite face"));
    t.add(choice("replacement", &Params::replacement,
                 {{"best-two", Replacement::BestTwo},
                  {"children", Replacement::Children},
                  {"union", Replacement::Union},
                  {"child-for-parent", Replacement::ChildForParent},
                  {"three-children", Replacement::ThreeChildren}},
                 "Who of a family goes on: the best two of parents and children (the document's "
                 "choice), the two children, the best of children and population together, the "
                 "better child for the worse parent, or the best two of three children"));
    t.add(option("elitism", &Params::elitism, range{0, 100000},
                 "Best individuals copied into the next generation"));
    t.add(choice("selection", &Params::selection,
                 {{"random-pairs", Selection::RandomPairs},
                  {"tournament", Selection::Tournament},
                  {"fitness-order", Selection::FitnessOrder}},
                 "How parents are paired (the document does not say)"));
    t.add(option("tournament", &Params::tournament, range{1, 100}, "Tournament size"));
    t.add(choice("cut", &Params::cut, {{"random", CutPoint::Random}, {"middle", CutPoint::Middle}},
                 "Crossover cut point (the document does not say)"));
    // Combinations that leave the algorithm nothing to do: refused. (More mutations than
    // non-elite individuals mean all of them, as the description says.)
    t.add_relation([](const Params& p) {
      return p.elitism < p.population
                 ? std::string()
                 : fmt::format(
                       "elitism {} leaves no individual to breed in a population of {} "
                       "(elitism < population)",
                       p.elitism, p.population);
    });
    t.add_relation([](const Params& p) {
      return p.selection != Selection::Tournament || p.tournament <= p.population
                 ? std::string()
                 : fmt::format("tournament {} is larger than the population {}", p.tournament,
                               p.population);
    });
  }
  if (algorithm == Algorithm::Memetic) {
    t.add(option("ls_every", &Params::ls_every, range<int>{1, kMaxCount},
                 "Local search on the population every this many generations "
                 "('Generaciones BL')"));
    t.add(choice("ls_on", &Params::ls_on,
                 {{"all", LocalSearchTarget::All},
                  {"best", LocalSearchTarget::Best},
                  {"random", LocalSearchTarget::Random}},
                 "Whom the local search improves: everyone (the document's choice), the best "
                 "share of the population, or a random share"));
    t.add(option("ls_share", &Params::ls_share, range{0.01, 1.0},
                 "The share of the population improved with ls_on=best or random"));
  }
  return t;
}

const OptionTable<PocketParams>& pocket_options() {
  static const OptionTable<PocketParams> table = [] {
    OptionTable<PocketParams> t{
        PocketParams{},
        {option("start_length", &PocketParams::start_length, range{1, kMaxSequenceLength},
                "First sequence length"),
         option("restarts", &PocketParams::restarts, range<int64_t>{1, kMaxCount},
                "Local searches at one length without a solution before giving up on shorter")}};
    add_local_search(t);
    return t;
  }();
  return table;
}

// msls, ga and memetic: one class, told which algorithm it runs.
class PhasedSolver : public Solver {
 public:
  // The base keeps the address of options_, which is made just after it.
  PhasedSolver(std::string name, Algorithm algorithm, const std::string& default_preset,
               std::string description)
      : Solver({.name = std::move(name),
                .description = std::move(description),
                .options = &options_,
                .seeded = true}),
        algorithm_(algorithm),
        options_(phased_options(algorithm, default_preset)) {}

  SolveResult solve(const SolveRequest& r) override {
    Params p = options_.read(r.options, name());
    if (algorithm_ == Algorithm::Genetic) p.ls_every = 0;
    SolveResult result = solve_in_phases(r, algorithm_, p);
    result.stats["phases"] = p.phases;
    return result;
  }

 private:
  Algorithm algorithm_;
  OptionTable<Params> options_;
};

}  // namespace
}  // namespace meta

void register_metaheuristic_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  using meta::Algorithm;
  using meta::kSource;
  out.push_back(std::make_unique<meta::PhasedSolver>(
      "msls", Algorithm::Msls, "MSLS-3",
      fmt::format("Multi-start local search over fixed-length turn sequences, Thistlethwaite "
                  "phases ({})",
                  kSource)));
  out.push_back(std::make_unique<meta::PhasedSolver>(
      "ga", Algorithm::Genetic, "AG2",
      fmt::format("Genetic algorithm over fixed-length turn sequences, Thistlethwaite phases ({})",
                  kSource)));
  out.push_back(std::make_unique<meta::PhasedSolver>(
      "memetic", Algorithm::Memetic, "AM9",
      fmt::format("Memetic algorithm (GA + local search), Thistlethwaite or Kociemba-phase-1 "
                  "hybrid phases ({})",
                  kSource)));
  out.push_back(
      make_solver({.name = "msls2",
                   .description = fmt::format("Multi-start local search on the 2x2x2 in one stage "
                                              "({}): U R F sequences of 11 turns, then shorter "
                                              "while solutions are found",
                                              kSource),
                   .options = &meta::pocket_options(),
                   .puzzle = Puzzle::Cube2,
                   .seeded = true},
                  [](const SolveRequest& r) {
                    return meta::solve_pocket(r, meta::pocket_options().read(r.options, "msls2"));
                  }));
}

}  // namespace cubelab
