#include "cubelab/solvers/beginner/method.h"

namespace cubelab::beginner {

bool run_beginner_method(Trace& t, CrossMethod cross) {
  return solve_u_cross(t, cross) && place_u_corners(t) && place_middle_edges(t) &&
         orient_d_edges(t) && permute_d_edges(t) && place_d_corners(t) && orient_d_corners(t) &&
         !t.overflowed() && t.cube().is_solved();
}

}  // namespace cubelab::beginner
