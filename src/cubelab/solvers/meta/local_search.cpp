#include "cubelab/solvers/meta/local_search.h"

#include "cubelab/solvers/meta/neighbourhood.h"

namespace cubelab::meta {

int64_t local_search(const Phase& phase, const Evaluator& eval, const LocalSearchParams& params,
                     Individual& ind, Rng& rng) {
  const int goal = eval.max();
  const bool sideways = params.accept == Acceptance::Sideways;
  Individual current = ind;  // moves in place; `ind` keeps the best seen
  int64_t evaluations = 0;
  for (int it = 0; it < params.iterations && ind.fitness < goal; ++it) {
    NeighbourStep step = random_neighbour(phase, current, params.swap_probability, rng);
    if (step.same_state) {
      if (!sideways) undo(current, step);
      continue;
    }
    const int fitness = eval(current.sequence());
    ++evaluations;
    if (fitness > current.fitness || (sideways && fitness == current.fitness)) {
      current.fitness = fitness;
      if (fitness > ind.fitness) ind = current;
    } else {
      undo(current, step);
    }
  }
  return evaluations;
}

}  // namespace cubelab::meta
