#pragma once
// Every parameter of the three metaheuristics of Castillo Matas (2019). The document's tables fix
// most of them (presets.h); the ones it leaves open carry our defaults, documented in
// docs/metaheuristic.md, and are options too.
#include <array>
#include <cstdint>

#include "cubelab/solvers/metaheuristic/local_search.h"

namespace cubelab::meta {

enum class Algorithm { Msls, Genetic, Memetic };

// How the GA picks the two parents of each family (the document does not say).
enum class Selection {
  RandomPairs,  // shuffle the population and pair neighbours: everyone is a parent once
  Tournament,   // each parent is the best of `tournament` random individuals
  FitnessOrder  // pair the 1st with the 2nd, the 3rd with the 4th, ... of the sorted population
};

// Where the one-point ("partido") crossover cuts (the document does not say).
enum class CutPoint { Random, Middle };

struct Params {
  int phases = 4;  // 4 = Thistlethwaite, 3 = Kociemba phase 1 + Thistlethwaite phases 3, 4
  // The document's budget rows P1..P4: per sequence length, the number of local searches
  // (MSLS, "Iteraciones Pk") or of generations (GA and MA, "Generaciones Pk") before the
  // length grows by one. How 4 rows serve 3 phases: see Phase::budget_rows.
  std::array<int64_t, 4> budget{};
  // Starting sequence length of each phase; 0 = the document's (2, 6, 9, 8 / 9, 9, 8).
  std::array<int, 4> initial_length{};
  int max_phase_length = 40;  // a phase that needs longer gives up (status no_solution)
  LocalSearchParams ls;       // ls.iterations = "Iteraciones BL"
  // GA / MA.
  int population = 100;
  int mutations = 40;  // individuals re-initialised at random each generation
  int elitism = 2;     // best individuals copied unchanged into the next generation
  int ls_every = 0;    // MA: local search on the whole population every k generations
  Selection selection = Selection::RandomPairs;
  int tournament = 2;
  CutPoint cut = CutPoint::Middle;
};

}  // namespace cubelab::meta
