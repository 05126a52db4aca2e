// The metaheuristic solvers of seed 001 as registered solvers: msls, ga, memetic (3x3x3)
// and msls2 (2x2x2). Options start from a preset of the document's tables; every
// parameter can be set on its own.
#include <fmt/format.h>

#include <memory>
#include <vector>

#include "cubelab/cube/error.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/metaheuristic/pipeline.h"
#include "cubelab/solvers/metaheuristic/presets.h"

namespace cubelab {
namespace meta {
namespace {

std::string str(double v) { return fmt::format("{}", v); }

std::vector<std::string> preset_names(Algorithm a) {
  std::vector<std::string> names;
  for (const Preset& p : presets())
    if (p.algorithm == a) names.push_back(p.name);
  return names;
}

bool has(const SolveRequest& r, const std::string& name) { return r.options.count(name) > 0; }

const char* selection_name(Selection s) {
  return s == Selection::Tournament     ? "tournament"
         : s == Selection::FitnessOrder ? "fitness-order"
                                        : "random-pairs";
}
const char* accept_name(Acceptance a) {
  return a == Acceptance::FirstImprovement ? "first-improvement" : "sideways";
}

void add_local_search_specs(std::vector<OptionSpec>& specs, const LocalSearchParams& ls) {
  specs.push_back({"ls_iterations",
                   "int",
                   str(ls.iterations),
                   "Neighbours generated per local search (the document's 'Iteraciones BL')",
                   {},
                   1,
                   1e9});
  specs.push_back({"accept",
                   "choice",
                   accept_name(ls.accept),
                   "Local search: first-improvement (stops at a local optimum) or sideways "
                   "(accepts equal fitness, walks plateaus); the document does not say",
                   {"first-improvement", "sideways"}});
  specs.push_back({"swap_probability",
                   "double",
                   str(ls.swap_probability),
                   "Sideways search: chance that a neighbour swaps two adjacent turns instead "
                   "of changing one",
                   {},
                   0,
                   1});
}

void read_local_search(const Solver& s, const SolveRequest& r, LocalSearchParams& ls) {
  if (has(r, "ls_iterations")) ls.iterations = option_int(s, r, "ls_iterations");
  if (has(r, "accept"))
    ls.accept = option_string(s, r, "accept") == "sideways" ? Acceptance::Sideways
                                                            : Acceptance::FirstImprovement;
  if (has(r, "swap_probability")) ls.swap_probability = option_double(s, r, "swap_probability");
}

// msls, ga and memetic: one class, told which algorithm it runs.
class PhasedSolver : public Solver {
 public:
  PhasedSolver(std::string name, Algorithm algorithm, std::string default_preset,
               std::string description)
      : name_(std::move(name)),
        algorithm_(algorithm),
        default_preset_(std::move(default_preset)),
        description_(std::move(description)) {}

  std::string name() const override { return name_; }
  std::string description() const override { return description_; }

  std::vector<OptionSpec> options() const override {
    const Params& d = find_preset(default_preset_)->params;
    const bool ga = algorithm_ != Algorithm::Msls;
    std::vector<OptionSpec> specs = {
        {"preset", "choice", default_preset_,
         "A configuration of the document's tables; the options below override it",
         preset_names(algorithm_)},
        {"phases",
         "choice",
         str(d.phases),
         "4 = Thistlethwaite; 3 = Kociemba phase 1 then Thistlethwaite phases 3 and 4 "
         "(default: the preset's)",
         {"4", "3"}},
    };
    const char* unit = ga ? "Generations" : "Local searches";
    for (int k = 0; k < 4; ++k)
      specs.push_back({fmt::format("p{}", k + 1),
                       "int",
                       str(d.budget[k]),
                       fmt::format("{} per sequence length in budget row P{} before the length "
                                   "grows (3 phases: phase 1 uses P1+P2)",
                                   unit, k + 1),
                       {},
                       0,
                       1e12});
    for (int k = 0; k < 4; ++k)
      specs.push_back({fmt::format("length{}", k + 1),
                       "int",
                       "0",
                       fmt::format("Starting sequence length of phase {} (0 = the document's: "
                                   "2, 6, 9, 8 or 9, 9, 8)",
                                   k + 1),
                       {},
                       0,
                       kMaxSequenceLength});
    specs.push_back({"max_phase_length",
                     "int",
                     str(d.max_phase_length),
                     "A phase needing longer sequences gives up",
                     {},
                     1,
                     kMaxSequenceLength});
    if (algorithm_ != Algorithm::Genetic) add_local_search_specs(specs, d.ls);
    if (ga) {
      specs.push_back({"population", "int", str(d.population), "Population size", {}, 2, 100000});
      specs.push_back({"mutations",
                       "int",
                       str(d.mutations),
                       "Individuals re-initialised at random each generation",
                       {},
                       0,
                       100000});
      specs.push_back({"elitism",
                       "int",
                       str(d.elitism),
                       "Best individuals copied into the next generation",
                       {},
                       0,
                       100000});
      specs.push_back({"selection",
                       "choice",
                       selection_name(d.selection),
                       "How parents are paired (the document does not say)",
                       {"random-pairs", "tournament", "fitness-order"}});
      specs.push_back({"tournament", "int", str(d.tournament), "Tournament size", {}, 1, 100});
      specs.push_back({"cut",
                       "choice",
                       d.cut == CutPoint::Middle ? "middle" : "random",
                       "Crossover cut point (the document does not say)",
                       {"random", "middle"}});
    }
    if (algorithm_ == Algorithm::Memetic)
      specs.push_back({"ls_every",
                       "int",
                       str(d.ls_every),
                       "Local search on the whole population every this many generations "
                       "('Generaciones BL')",
                       {},
                       1,
                       1e9});
    return specs;
  }

  SolveResult solve(const SolveRequest& r) override {
    const std::string preset_name =
        has(r, "preset") ? option_string(*this, r, "preset") : default_preset_;
    Params p = find_preset(preset_name)->params;
    if (has(r, "phases")) p.phases = option_int(*this, r, "phases");
    for (int k = 0; k < 4; ++k) {
      if (has(r, fmt::format("p{}", k + 1)))
        p.budget[k] = option_int(*this, r, fmt::format("p{}", k + 1));
      if (has(r, fmt::format("length{}", k + 1)))
        p.initial_length[k] = option_int(*this, r, fmt::format("length{}", k + 1));
    }
    if (has(r, "max_phase_length")) p.max_phase_length = option_int(*this, r, "max_phase_length");
    if (algorithm_ != Algorithm::Genetic) read_local_search(*this, r, p.ls);
    if (algorithm_ != Algorithm::Msls) {
      if (has(r, "population")) p.population = option_int(*this, r, "population");
      if (has(r, "mutations")) p.mutations = option_int(*this, r, "mutations");
      if (has(r, "elitism")) p.elitism = option_int(*this, r, "elitism");
      if (has(r, "tournament")) p.tournament = option_int(*this, r, "tournament");
      if (has(r, "selection")) {
        std::string s = option_string(*this, r, "selection");
        p.selection = s == "tournament"      ? Selection::Tournament
                      : s == "fitness-order" ? Selection::FitnessOrder
                                             : Selection::RandomPairs;
      }
      if (has(r, "cut"))
        p.cut = option_string(*this, r, "cut") == "middle" ? CutPoint::Middle : CutPoint::Random;
    }
    if (algorithm_ == Algorithm::Memetic && has(r, "ls_every"))
      p.ls_every = option_int(*this, r, "ls_every");
    if (algorithm_ == Algorithm::Genetic) p.ls_every = 0;
    SolveResult result = solve_in_phases(r, algorithm_, p);
    result.stats["phases"] = p.phases;
    return result;
  }

 private:
  std::string name_;
  Algorithm algorithm_;
  std::string default_preset_;
  std::string description_;
};

class PocketMsls : public Solver {
 public:
  std::string name() const override { return "msls2"; }
  Puzzle puzzle() const override { return Puzzle::Cube2; }
  std::string description() const override {
    return "Multi-start local search on the 2x2x2 in one stage (seed 001): U R F sequences "
           "of 11 turns, then shorter while solutions are found";
  }
  std::vector<OptionSpec> options() const override {
    PocketParams d;
    std::vector<OptionSpec> specs = {
        {"start_length",
         "int",
         str(d.start_length),
         "First sequence length",
         {},
         1,
         kMaxSequenceLength},
        {"restarts",
         "int",
         str(d.restarts),
         "Local searches at one length without a solution before giving up on shorter",
         {},
         1,
         1e12}};
    add_local_search_specs(specs, d.ls);
    return specs;
  }
  SolveResult solve(const SolveRequest& r) override {
    PocketParams p;
    if (has(r, "start_length")) p.start_length = option_int(*this, r, "start_length");
    if (has(r, "restarts")) p.restarts = option_int(*this, r, "restarts");
    read_local_search(*this, r, p.ls);
    return solve_pocket(r, p);
  }
};

}  // namespace
}  // namespace meta

void add_meta_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  using meta::Algorithm;
  out.push_back(std::make_unique<meta::PhasedSolver>(
      "msls", Algorithm::Msls, "MSLS-3",
      "Multi-start local search over fixed-length turn sequences, Thistlethwaite phases "
      "(seed 001)"));
  out.push_back(std::make_unique<meta::PhasedSolver>(
      "ga", Algorithm::Genetic, "AG2",
      "Genetic algorithm over fixed-length turn sequences, Thistlethwaite phases (seed 001)"));
  out.push_back(std::make_unique<meta::PhasedSolver>(
      "memetic", Algorithm::Memetic, "AM9",
      "Memetic algorithm (GA + local search), Thistlethwaite or Kociemba-phase-1 hybrid "
      "phases (seed 001)"));
  out.push_back(std::make_unique<meta::PocketMsls>());
}

}  // namespace cubelab
