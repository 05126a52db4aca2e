#pragma once
// Solutions of one phase, read off its exact distance table.
#include <cstddef>
#include <vector>

#include "cubelab/cube/move.h"
#include "cubelab/solvers/thistlethwaite/phase_space.h"

namespace cubelab::thistlethwaite {

// Appends to `out` the move sequences of exactly `length` moves that take `start` into the
// phase's goal group, in move order, until `out` holds `limit` sequences. Sequences never
// turn one face twice in a row nor opposite faces out of canonical order (allowed_after),
// and never pass through the goal before their end. With length = the state's distance
// these are its optimal phase solutions.
void phase_solutions(const PhaseSpace& phase, const Coords& start, int length, size_t limit,
                     std::vector<std::vector<Move>>& out);

}  // namespace cubelab::thistlethwaite
