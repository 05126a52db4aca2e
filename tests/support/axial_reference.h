#pragma once
// An independent reference for the axial metric (cube/axial.h): plain breadth-first search
// with the 45 axial moves, meeting in the middle. Every state within kSide axial moves of
// solved is kept in a hash map; the optimal axial length of a cube up to 2 * kSide moves
// away is the least d1 + d2 over the states d1 moves from the cube that are d2 from solved.
//
// Beside it, what the tests of the solvers that minimise axial moves share: short random
// axial scrambles and the check of an optimal axial answer.
#include <gtest/gtest.h>

#include <algorithm>
#include <unordered_map>
#include <vector>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/axial.h"
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/random.h"
#include "cubelab/solve/solver.h"

namespace cubelab::test {

class AxialReference {
 public:
  static constexpr int kSide = 3;

  AxialReference() {
    std::vector<CubieCube> layer{CubieCube{}};
    dist_[CubieCube{}] = 0;
    for (int d = 1; d <= kSide; ++d) layer = expand(layer, dist_, d);
  }

  // The optimal axial length of `c`, or -1 when it is more than 2 * kSide.
  int optimal(const CubieCube& c) const {
    int best = 99;
    std::unordered_map<CubieCube, int> seen{{c, 0}};
    std::vector<CubieCube> layer{c};
    for (int d1 = 0; d1 <= kSide && d1 < best; ++d1) {
      for (const CubieCube& x : layer) {
        auto it = dist_.find(x);
        if (it != dist_.end()) best = std::min(best, d1 + it->second);
      }
      if (d1 < kSide) layer = expand(layer, seen, d1 + 1);
    }
    return best == 99 ? -1 : best;
  }

 private:
  static std::vector<CubieCube> expand(const std::vector<CubieCube>& layer,
                                       std::unordered_map<CubieCube, int>& seen, int d) {
    std::vector<CubieCube> next;
    for (const CubieCube& x : layer)
      for (const AxialMove& a : axial_moves()) {
        CubieCube y = x;
        for (Move m : a.span()) y.apply(m);
        if (seen.emplace(y, d).second) next.push_back(y);
      }
    return next;
  }
  std::unordered_map<CubieCube, int> dist_;
};

// A random sequence of `n` axial moves, no two in a row on one axis.
inline Alg random_axial(Rng& rng, int n) {
  Alg a;
  int prev_axis = -1;
  while (static_cast<int>(a.axial()) < n) {
    const AxialMove& m = axial_moves()[rng.below(kAxialMoves)];
    if (m.axis() == prev_axis) continue;
    for (Move t : m.span()) a.moves.push_back(t);
    prev_axis = m.axis();
  }
  return a;
}

// Whether `r` is an optimal answer in the axial metric to a cube `optimum` axial moves from
// solved: solved, that long, proven optimal and reported in the axial metric.
inline ::testing::AssertionResult is_optimal_axial_answer(const SolveResult& r, int optimum) {
  if (r.status != SolveStatus::Solved)
    return ::testing::AssertionFailure() << status_name(r.status) << ": " << r.message;
  if (r.solution.axial() != optimum)
    return ::testing::AssertionFailure() << r.solution.axial_str() << " is " << r.solution.axial()
                                         << " axial moves, not " << optimum;
  if (!r.proven_optimal) return ::testing::AssertionFailure() << "not proven optimal";
  if (r.metric != Metric::Axial) return ::testing::AssertionFailure() << "not in the axial metric";
  return ::testing::AssertionSuccess();
}

}  // namespace cubelab::test
