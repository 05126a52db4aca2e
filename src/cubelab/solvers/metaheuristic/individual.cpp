#include "cubelab/solvers/metaheuristic/individual.h"

#include "cubelab/solvers/metaheuristic/draw.h"

namespace cubelab::meta {

CUBELAB_SHUFFLE_CLONES int Evaluator::operator()(std::span<const Move> moves) const {
  PackedCube c = start_;
  c.apply(moves.data(), static_cast<int>(moves.size()));
  return (*fitness_)(c);
}

Individual random_individual(const Phase& phase, int length, Rng& rng) {
  Individual ind;
  ind.length = length;
  for (int i = 0; i < length; ++i)
    ind.moves[i] = phase.moves[draw(rng, static_cast<uint32_t>(phase.moves.size()))];
  return ind;
}

}  // namespace cubelab::meta
