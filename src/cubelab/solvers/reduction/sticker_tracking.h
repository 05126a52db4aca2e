#pragma once
// Where one sticker goes under moves of the NxNxN cube, without turning the whole cube: the
// searches of the reduction stages look at the handful of stickers a candidate sequence
// moves, so following those few costs a few operations a move on any size of cube.
#include <span>

#include "cubelab/cube/nxn/nxn_geometry.h"
#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::reduction {

// The sticker that `s` becomes after `move` on the n-layer cube (itself if the move leaves
// its layer).
nxn::Sticker after_move(int n, nxn::Sticker s, const nxn::NxnMove& move);
nxn::Sticker after_moves(int n, nxn::Sticker s, std::span<const nxn::NxnMove> moves);

// The positive face (R, U, F) of an axis, and the one-layer move at cell coordinate
// `coordinate` along `axis`, `turns` quarter turns clockwise seen from that face.
int positive_face(int axis);
nxn::NxnMove layer_move(int n, int axis, int coordinate, int turns);

}  // namespace cubelab::reduction
