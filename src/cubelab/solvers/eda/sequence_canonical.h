#pragma once
// Simplification and canonicalisation of an individual (seed 003 §3.3.1, §4.3.1): turns of
// one face merge (also across a turn of the opposite face), and two commuting opposite-face
// turns are put in the fixed order U before D, R before L, F before B (the order
// allowed_after() uses). Equal words up to those rules get the same canonical form.
// TODO(lead): replace with the foundation's Alg canonical form once it is in main.
#include <span>
#include <vector>

#include "cubelab/cube/move.h"

namespace cubelab::eda {

std::vector<Move> canonical_sequence(std::span<const Move> moves);

}  // namespace cubelab::eda
