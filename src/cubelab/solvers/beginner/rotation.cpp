#include "cubelab/solvers/beginner/rotation.h"

#include "cubelab/cube/rotation.h"

namespace cubelab::beginner {

Alg rotated_about_ud(const Alg& alg, int quarter_turns) {
  // Alg::rotated(y) carries R to F; the slots go the other way round, so rotate by y'.
  return alg.rotated(Rotation::about('y', -quarter_turns));
}

}  // namespace cubelab::beginner
