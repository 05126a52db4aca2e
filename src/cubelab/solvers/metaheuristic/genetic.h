#pragma once
// The genetic algorithm of §6.3.5 and, with params.ls_every > 0, the memetic algorithm of
// §6.3.6 (Algorithm 4), for one phase at one sequence length, for `budget` generations:
//   - the population is kept sorted by fitness (the document's multimap);
//   - elitism: the `elitism` best are copied unchanged into the next generation;
//   - the rest is filled family by family: two parents (params.selection), a one-point
//     ("partido") crossover giving two children, and the best two of the four go on
//     (the document's best replacement scheme, §6.3.5 option 3; ties favour children);
//   - "mutation": `mutations` random non-elite individuals are replaced by new random
//     sequences, the document's final choice (re-initialising part of the population);
//   - memetic: every `ls_every` generations every individual gets a local search of
//     `ls.iterations` neighbours and is replaced by its result.
#include "cubelab/solvers/metaheuristic/search.h"

namespace cubelab::meta {

SearchResult genetic_search(const Phase& phase, const Evaluator& eval, int length, int64_t budget,
                            SearchContext& ctx);

// One-point crossover: c1 = a[0, cut) + b[cut, L), c2 = b[0, cut) + a[cut, L).
void crossover(const Individual& a, const Individual& b, int cut, Individual& c1, Individual& c2);

}  // namespace cubelab::meta
