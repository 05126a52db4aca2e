#include "cubelab/solvers/reduction/sticker_tracking.h"

#include "cubelab/cube/move.h"

namespace cubelab::reduction {

int positive_face(int axis) { return axis == 0 ? R : axis == 1 ? U : F; }

nxn::NxnMove layer_move(int n, int axis, int coordinate, int turns) {
  const int layer = n - coordinate;
  return {positive_face(axis), layer, layer, turns};
}

}  // namespace cubelab::reduction
