#include "cubelab/solvers/meta/neighbourhood.h"

#include <utility>

#include "cubelab/solvers/meta/draw.h"

namespace cubelab::meta {

NeighbourStep random_neighbour(const Phase& phase, Individual& ind, double swap_probability,
                               Rng& rng) {
  NeighbourStep step;
  if (ind.length >= 2 && rng.chance(swap_probability)) {
    step.swapped = true;
    step.position = static_cast<int>(draw(rng, ind.length - 1));
    Move& a = ind.moves[step.position];
    Move& b = ind.moves[step.position + 1];
    std::swap(a, b);
    // Turns of one axis commute: swapping them leaves the cube where it was.
    step.same_state = same_axis(move_face(a), move_face(b));
    return step;
  }
  step.position = static_cast<int>(draw(rng, ind.length));
  step.replaced = ind.moves[step.position];
  const auto& alt = phase.alternatives[step.replaced];
  ind.moves[step.position] = alt.moves[draw(rng, alt.count)];
  return step;
}

void undo(Individual& ind, const NeighbourStep& step) {
  if (step.swapped)
    std::swap(ind.moves[step.position], ind.moves[step.position + 1]);
  else
    ind.moves[step.position] = step.replaced;
}

}  // namespace cubelab::meta
