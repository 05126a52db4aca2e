#pragma once
// The document's local search (Algorithm 1, §3.2): from a sequence, repeatedly generate a
// random neighbour, move to it when the acceptance rule allows, and keep the best sequence
// seen, for at most `iterations` neighbours evaluated. The document describes two variants
// (best and first improvement) without saying which it used; we offer both and a third:
//   best-improvement ("del Mejor", §3.2): every neighbour of the current sequence is
//     evaluated and the best, when better, becomes the current sequence; the search stops
//     at a local optimum;
//   first-improvement ("del Primer Mejor", §3.2): neighbours are drawn at random without
//     repetition until one is better, which becomes the current sequence; when the whole
//     neighbourhood has been drawn and none is better, the sequence is a local optimum and
//     the search stops;
//   sideways: a random neighbour each iteration, accepted when not worse, so the search
//     walks across the large plateaus of the sticker count (§6.3.4); it never stops early
//     except at the goal.
// docs/metaheuristic.md compares them.
#include <cstdint>

#include "cubelab/cube/random.h"
#include "cubelab/solvers/metaheuristic/individual.h"
#include "cubelab/solvers/metaheuristic/phase.h"

namespace cubelab::meta {

enum class Acceptance { BestImprovement, FirstImprovement, Sideways };

struct LocalSearchParams {
  int iterations = 100;  // neighbours evaluated at most ("Iteraciones BL")
  Acceptance accept = Acceptance::FirstImprovement;
  double swap_probability = 0.5;  // sideways: chance that a neighbour is a swap
};

// Improves `ind` (already evaluated) in place: it ends as the best sequence seen. Stops
// early at the maximum fitness. Returns the number of evaluations made.
int64_t local_search(const Phase& phase, const Evaluator& eval, const LocalSearchParams& params,
                     Individual& ind, Rng& rng);

}  // namespace cubelab::meta
