#include "cubelab/solvers/metaheuristic/presets.h"

namespace cubelab::meta {
namespace {

Preset msls(std::string name, std::array<int64_t, 4> budget, int ls, DocumentResult doc) {
  Params p;
  p.budget = budget;
  p.ls.iterations = ls;
  return {std::move(name), Algorithm::Msls, p, doc};
}

Preset ga(std::string name, std::array<int64_t, 4> budget, int mutations, int elitism,
          DocumentResult doc) {
  Params p;
  p.budget = budget;
  p.population = 100;
  p.mutations = mutations;
  p.elitism = elitism;
  return {std::move(name), Algorithm::Genetic, p, doc};
}

Preset ma(std::string name, int phases, std::array<int64_t, 4> budget, int mutations, int elitism,
          int ls_iterations, int ls_every, DocumentResult doc) {
  Preset r = ga(std::move(name), budget, mutations, elitism, doc);
  r.algorithm = Algorithm::Memetic;
  r.params.phases = phases;
  r.params.ls.iterations = ls_iterations;
  r.params.ls_every = ls_every;
  return r;
}

}  // namespace

const std::vector<Preset>& presets() {
  static const std::vector<Preset> all = {
      // §9.2: multi-start local search, 4 phases.
      msls("MSLS-1", {30000, 100000, 100000, 100000}, 200, {35.96, 112.62, 28}),
      msls("MSLS-2", {60000, 200000, 200000, 200000}, 100, {35.34, 110.82, 27}),
      msls("MSLS-3", {100000, 200000, 300000, 300000}, 50, {34.78, 106.701, 27}),
      // §9.2.1: genetic algorithm, 4 phases, population 100.
      ga("AG1", {3000, 15000, 15000, 10000}, 40, 2, {43.02, 90.50, 30}),
      ga("AG2", {3000, 15000, 20000, 15000}, 40, 2, {41.04, 100.87, 32}),
      ga("AG3", {3000, 15000, 20000, 15000}, 20, 5, {43.64, 118.51, 33}),
      // §9.2.2: memetic algorithm, 4 phases.
      ma("AM1", 4, {3000, 6000, 8000, 5000}, 40, 2, 50, 5, {35.32, 75.25, 27}),
      ma("AM2", 4, {3000, 6000, 8000, 5000}, 40, 2, 100, 10, {35.26, 72.38, 28}),
      ma("AM3", 4, {3000, 9000, 12000, 12000}, 40, 2, 100, 10, {34.88, 111.30, 28}),
      ma("AM4", 4, {3000, 9000, 12000, 12000}, 20, 5, 100, 10, {35.86, 122.56, 31}),
      ma("AM5", 4, {3000, 9000, 12000, 12000}, 40, 2, 100, 3, {33.7, 236.04, 28}),
      // §9.2.3: memetic algorithm, 3 phases (Kociemba phase 1 + Thistlethwaite 3, 4).
      ma("AM6", 3, {3000, 6000, 8000, 5000}, 40, 2, 50, 5, {36.18, 189.03, 24}),
      ma("AM7", 3, {3000, 6000, 8000, 5000}, 40, 2, 100, 10, {35.6, 162.39, 29}),
      ma("AM8", 3, {3000, 9000, 12000, 12000}, 40, 2, 100, 10, {35.28, 214.36, 28}),
      ma("AM9", 3, {3000, 9000, 12000, 12000}, 40, 2, 100, 3, {32.78, 415.94, 24}),
  };
  return all;
}

const Preset* find_preset(const std::string& name) {
  for (const Preset& p : presets())
    if (p.name == name) return &p;
  return nullptr;
}

}  // namespace cubelab::meta
