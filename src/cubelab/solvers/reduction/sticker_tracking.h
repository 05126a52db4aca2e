#pragma once
// Where one sticker goes under moves of the NxNxN cube, without turning the whole cube: the
// searches of the reduction stages look at the handful of stickers a candidate sequence
// moves, so following those few costs a few operations a move on any size of cube.
#include <span>

#include "cubelab/cube/nxn/nxn_geometry.h"
#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::reduction {

// The sticker that `s` becomes after `move` on the n-layer cube (itself if the move leaves
// its layer), and the one it was before it (after the move's inverse). Always inline: the
// centre search follows stickers through every candidate commutator, and a call each time
// (which gcc chose where several follow one another) made the 33x33x33's solve 15 % slower.
[[gnu::always_inline]] inline nxn::Sticker after_move(int n, const nxn::Sticker& s,
                                                      const nxn::NxnMove& move) {
  // nxn_cube.cpp's layer numbering: layer k of a positive face is cell coordinate n-k, of a
  // negative face k-1; a clockwise turn seen from a negative face is counter-clockwise seen
  // from the positive one, the direction nxn::turned turns.
  const int axis = nxn::axis_of(move.face);
  const bool positive = nxn::is_positive_face(move.face);
  const int layer = positive ? n - s.cell[axis] : s.cell[axis] + 1;
  if (layer < move.first_layer || layer > move.last_layer) return s;
  return nxn::turned(n, axis, positive ? move.turns : 4 - move.turns, s);
}

inline nxn::Sticker before_move(int n, const nxn::Sticker& s, const nxn::NxnMove& move) {
  return after_move(n, s, {move.face, move.first_layer, move.last_layer, 4 - move.turns});
}

inline nxn::Sticker after_moves(int n, nxn::Sticker s, std::span<const nxn::NxnMove> moves) {
  for (const nxn::NxnMove& m : moves) s = after_move(n, s, m);
  return s;
}

// The positive face (R, U, F) of an axis, and the one-layer move at cell coordinate
// `coordinate` along `axis`, `turns` quarter turns clockwise seen from that face.
int positive_face(int axis);
nxn::NxnMove layer_move(int n, int axis, int coordinate, int turns);

}  // namespace cubelab::reduction
