#pragma once
// The document's local search (Algorithm 1, §3.2): from a sequence, repeatedly generate a
// random neighbour, move to it when the acceptance rule allows, and keep the best sequence
// seen. The document does not say which acceptance it used; we offer strict improvement
// and "sideways" (equal fitness accepted too, which lets the search walk across the large
// plateaus of the sticker count, §6.3.4), see docs/meta.md.
#include <cstdint>

#include "cubelab/cube/random.h"
#include "cubelab/solvers/meta/individual.h"
#include "cubelab/solvers/meta/phase.h"

namespace cubelab::meta {

enum class Acceptance { Improving, Sideways };

struct LocalSearchParams {
  int iterations = 100;  // neighbours generated ("Iteraciones BL")
  Acceptance accept = Acceptance::Sideways;
  double swap_probability = 0.5;
};

// Improves `ind` (already evaluated) in place: it ends as the best sequence seen. Stops
// early at the maximum fitness. Returns the number of evaluations made.
int64_t local_search(const Phase& phase, const Evaluator& eval, const LocalSearchParams& params,
                     Individual& ind, Rng& rng);

}  // namespace cubelab::meta
