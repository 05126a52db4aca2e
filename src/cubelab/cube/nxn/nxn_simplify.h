#pragma once
// Shortening a move sequence without changing what it does: turns of the same block of
// layers merge (R R -> R2, R R' -> nothing), also across turns of other blocks of the same
// axis between them, which commute with them (R L R -> R2 L), and a block written from
// either face is the same block (R and 3L' on the 3x3x3). `cubelab alg simplify` for the big
// cubes, and the reduction's stages, which build their sequences from commutators and setups
// written independently, whose ends often meet on one block.
#include <span>
#include <vector>

#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::nxn {

// Appends `move` to `moves`, merged into an earlier turn of the same block when only turns of
// that axis lie between them.
void push_merged(std::vector<NxnMove>& moves, const NxnMove& move, int n);
// The OBTM of `before` as it is, then each move of `after` pushed with push_merged, without
// making the sequence.
int merged_obtm(std::span<const NxnMove> before, std::span<const NxnMove> after, int n);
// The moves, each pushed with push_merged.
std::vector<NxnMove> simplified(std::span<const NxnMove> moves, int n);

}  // namespace cubelab::nxn
