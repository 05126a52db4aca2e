#pragma once
// The document's two neighbour operators (§5.4.3, §6.3.3), each changing few stickers:
//   change: replace one turn by another turn of the same face (U -> U2), staying within the
//           phase's turns (see Phase::alternatives for faces with a single turn);
//   swap:   exchange two adjacent turns.
#include "cubelab/cube/random.h"
#include "cubelab/solvers/meta/individual.h"
#include "cubelab/solvers/meta/phase.h"

namespace cubelab::meta {

// What a neighbour step did, so that it can be undone.
struct NeighbourStep {
  int position = 0;
  Move replaced = 0;     // change: the turn that was there
  bool swapped = false;  // swap of position and position + 1
  bool same_state = false;  // a swap of two commuting turns: the cube state is unchanged
};

// One random neighbour, in place: a swap with probability swap_probability (when the
// sequence has two turns or more), else a change.
NeighbourStep random_neighbour(const Phase& phase, Individual& ind, double swap_probability,
                               Rng& rng);
void undo(Individual& ind, const NeighbourStep& step);

}  // namespace cubelab::meta
