#pragma once
// Random-state scrambles: a uniformly random state, written as the move sequence that
// reaches it (the inverse of a two-phase solution of at most 20 moves). States closer than
// 2 moves to solved are drawn again, so a scramble is never empty or trivial.
#include "cubelab/cube/alg.h"
#include "cubelab/cube/random.h"

namespace cubelab::twophase {

Alg random_state_scramble(Rng& rng);
// The sequence that takes the solved cube to `state` (at most 20 moves).
Alg scramble_for(const CubieCube& state);

}  // namespace cubelab::twophase
