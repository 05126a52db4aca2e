#pragma once
// Shortening a move sequence without changing what it does: turns of the same block of
// layers merge (R R -> R2, R R' -> nothing), also across turns of other blocks of the same
// axis between them, which commute with them (R L R -> R2 L). The stages build their
// sequences from commutators and setups written independently, whose ends often meet on one
// block.
#include <vector>

#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::reduction {

// Appends `move` to `moves`, merged into an earlier turn of the same block when only turns of
// that axis lie between them.
void push_merged(std::vector<nxn::NxnMove>& moves, const nxn::NxnMove& move, int n);
std::vector<nxn::NxnMove> merged(const std::vector<nxn::NxnMove>& moves, int n);

}  // namespace cubelab::reduction
