#include "cubelab/solvers/metaheuristic/local_search.h"

#include "cubelab/solvers/metaheuristic/neighbourhood.h"

namespace cubelab::meta {

namespace {

int64_t first_improvement(const Phase& phase, const Evaluator& eval, int iterations,
                          Individual& ind, Rng& rng) {
  const int goal = eval.max();
  if (ind.local_optimum) return 0;
  const int size = neighbourhood_size(ind.length);
  // order[k..size) are the neighbours not yet drawn since the last move (lazy shuffle).
  std::array<uint8_t, 3 * kMaxSequenceLength> order;
  for (int i = 0; i < size; ++i) order[i] = static_cast<uint8_t>(i);
  int64_t evaluations = 0;
  int k = 0;
  while (evaluations < iterations && ind.fitness < goal && k < size) {
    std::swap(order[k], order[k + draw(rng, size - k)]);
    NeighbourStep step;
    if (!apply_neighbour(phase, ind, order[k++], step)) continue;
    const int fitness = eval(ind.sequence());
    ++evaluations;
    if (fitness > ind.fitness) {
      ind.fitness = fitness;
      k = 0;  // a new current sequence: its whole neighbourhood is undrawn
    } else {
      undo(ind, step);
    }
  }
  ind.local_optimum = k == size && ind.fitness < goal;
  return evaluations;
}

int64_t best_improvement(const Phase& phase, const Evaluator& eval, int iterations,
                         Individual& ind) {
  const int goal = eval.max();
  if (ind.local_optimum) return 0;
  const int size = neighbourhood_size(ind.length);
  int64_t evaluations = 0;
  bool scanned = false;  // the last scan saw the whole neighbourhood and nothing better
  while (evaluations < iterations && ind.fitness < goal && !scanned) {
    int best_index = -1, best_fitness = ind.fitness;
    int i = 0;
    for (; i < size && evaluations < iterations; ++i) {
      NeighbourStep step;
      if (!apply_neighbour(phase, ind, i, step)) continue;
      const int fitness = eval(ind.sequence());
      ++evaluations;
      undo(ind, step);
      if (fitness > best_fitness) best_fitness = fitness, best_index = i;
    }
    if (best_index < 0) {
      scanned = i == size;
      break;
    }
    NeighbourStep step;
    apply_neighbour(phase, ind, best_index, step);
    ind.fitness = best_fitness;
  }
  ind.local_optimum = scanned && ind.fitness < goal;
  return evaluations;
}

int64_t sideways(const Phase& phase, const Evaluator& eval, const LocalSearchParams& params,
                 Individual& ind, Rng& rng) {
  const int goal = eval.max();
  const uint32_t threshold = swap_threshold(params.swap_probability);
  Individual current = ind;  // moves in place; `ind` keeps the best seen
  current.local_optimum = false;
  int64_t evaluations = 0;
  for (int it = 0; it < params.iterations && ind.fitness < goal; ++it) {
    NeighbourStep step = random_neighbour(phase, current, threshold, rng);
    if (step.same_state) continue;  // commuting turns swapped: same cube, equal fitness
    const int fitness = eval(current.sequence());
    ++evaluations;
    if (fitness >= current.fitness) {
      current.fitness = fitness;
      if (fitness > ind.fitness) ind = current;
    } else {
      undo(current, step);
    }
  }
  return evaluations;
}

}  // namespace

int64_t local_search(const Phase& phase, const Evaluator& eval, const LocalSearchParams& params,
                     Individual& ind, Rng& rng) {
  switch (params.accept) {
    case Acceptance::BestImprovement:
      return best_improvement(phase, eval, params.iterations, ind);
    case Acceptance::FirstImprovement:
      return first_improvement(phase, eval, params.iterations, ind, rng);
    case Acceptance::Sideways:
      break;
  }
  return sideways(phase, eval, params, ind, rng);
}

}  // namespace cubelab::meta
