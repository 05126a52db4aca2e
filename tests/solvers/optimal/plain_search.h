#pragma once
// An independent reference for short optimal solutions: plain iterative deepening over
// cubie cubes, no tables, no symmetry (only the rule that a face is not turned twice in a
// row). Exponential, so for short scrambles only.
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/solve/solver.h"

namespace cubelab::test {

// Length of a shortest solution in the metric (HTM: 18 face turns; QTM: the 12 quarter
// turns), or -1 when longer than max_depth.
inline bool plain_dfs(const CubieCube& c, int left, int prev_face, Metric metric) {
  if (left == 0) return c.is_solved();
  for (Move m = 0; m < kMoves; ++m) {
    const int f = move_face(m);
    if (metric == Metric::Qtm && move_power(m) == 2) continue;
    if (metric == Metric::Htm && f == prev_face) continue;
    if (plain_dfs(c * CubieCube::move_cube(m), left - 1, f, metric)) return true;
  }
  return false;
}

inline int plain_optimal_length(const CubieCube& c, int max_depth, Metric metric) {
  for (int d = 0; d <= max_depth; ++d)
    if (plain_dfs(c, d, -1, metric)) return d;
  return -1;
}

}  // namespace cubelab::test
