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

// Which of a family (two parents, their children) go into the next generation: the five
// schemes of §6.3.5. The document tested the first three and kept the third.
enum class Replacement {
  Children,        // 1. the two children replace their parents
  Union,           // 2. the children join the population; the best of both are kept
  BestTwo,         // 3. the best two of the two parents and two children
  ChildForParent,  // 4. the better child replaces the worse parent
  ThreeChildren    // 5. three children (two cut points), the best two of them are kept
};

// What a mutation does to an individual (§6.3.5). The document tried the first three and
// kept re-initialisation, "by far the best".
enum class Mutation {
  Neighbour,     // a random neighbour of the local search (change or swap one turn)
  Shift,         // a random cyclic shift: the last turns move to the front
  OppositeFace,  // every turn becomes the same turn of the opposite face (U2 -> D2)
  Reinitialise   // a new random sequence
};

// Which individuals the memetic algorithm's local search improves (§6.3.6, §9.2.2): the
// document tried the best ones, a random share and everyone, and kept everyone.
enum class LocalSearchTarget { Best, Random, All };

struct Params {
  // 4 = Thistlethwaite, 3 = Kociemba phase 1 + Thistlethwaite phases 3, 4, 1 = the whole
  // cube in one stage (the attempt of §6.4.1, which the document never saw succeed)
  int phases = 4;
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
  int mutations = 40;  // individuals mutated each generation
  Mutation mutation = Mutation::Reinitialise;
  Replacement replacement = Replacement::BestTwo;
  int elitism = 2;   // best individuals copied unchanged into the next generation
  int ls_every = 0;  // MA: local search on the population every k generations
  LocalSearchTarget ls_on = LocalSearchTarget::All;
  double ls_share = 0.2;  // the share of the population improved when not All
  Selection selection = Selection::RandomPairs;
  int tournament = 2;
  CutPoint cut = CutPoint::Middle;
};

}  // namespace cubelab::meta
