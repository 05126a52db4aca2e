#pragma once
// An independent reference for the axial metric (cube/axial.h): plain breadth-first search
// with the 45 axial moves, meeting in the middle. Every state within kSide axial moves of
// solved is kept in a hash map; the optimal axial length of a cube up to 2 * kSide moves
// away is the least d1 + d2 over the states d1 moves from the cube that are d2 from solved.
#include <algorithm>
#include <unordered_map>
#include <vector>

#include "cubelab/cube/axial.h"
#include "cubelab/cube/cubie_cube.h"

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

}  // namespace cubelab::test
