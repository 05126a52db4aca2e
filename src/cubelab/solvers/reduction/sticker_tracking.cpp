#include "cubelab/solvers/reduction/sticker_tracking.h"

#include "cubelab/cube/move.h"

namespace cubelab::reduction {

nxn::Sticker after_move(int n, nxn::Sticker s, const nxn::NxnMove& move) {
  // nxn_cube.cpp's layer numbering: layer k of a positive face is cell coordinate n-k, of a
  // negative face k-1; a clockwise turn seen from a negative face is counter-clockwise seen
  // from the positive one, the direction quarter_turn turns.
  const int axis = nxn::axis_of(move.face);
  const bool positive = nxn::is_positive_face(move.face);
  const int layer = positive ? n - s.cell[axis] : s.cell[axis] + 1;
  if (layer < move.first_layer || layer > move.last_layer) return s;
  const int quarter_turns = positive ? move.turns : 4 - move.turns;
  for (int i = 0; i < quarter_turns; ++i) s = nxn::quarter_turn(n, axis, s);
  return s;
}

nxn::Sticker after_moves(int n, nxn::Sticker s, std::span<const nxn::NxnMove> moves) {
  for (const nxn::NxnMove& m : moves) s = after_move(n, s, m);
  return s;
}

int positive_face(int axis) { return axis == 0 ? R : axis == 1 ? U : F; }

nxn::NxnMove layer_move(int n, int axis, int coordinate, int turns) {
  const int layer = n - coordinate;
  return {positive_face(axis), layer, layer, turns};
}

}  // namespace cubelab::reduction
