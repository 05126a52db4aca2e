#include "cubelab/solvers/beginner/cross_coord.h"

#include <algorithm>
#include <span>

#include "cubelab/tables/distance_table.h"

namespace cubelab::beginner {

const CrossTables& cross_tables() {
  static const CrossTables t = [] {
    CrossTables t;
    for (Move m = 0; m < kMoves; ++m) {
      const CubieCube& mc = CubieCube::move_cube(m);
      // After the move, position i holds the edge that was at mc.ep[i], flipped by mc.eo[i].
      for (int i = 0; i < kEdges; ++i)
        for (int flip = 0; flip < 2; ++flip)
          t.next[m][2 * mc.ep[i] + flip] = static_cast<uint8_t>(2 * i + (flip ^ mc.eo[i]));
    }
    for (int e = 0; e < kCrossEdges; ++e) {
      const uint64_t home = static_cast<uint64_t>(2 * e);
      auto d = build_distance_table(kEdgeStates, std::span(&home, 1), kMoves,
                                    [&](uint64_t s, int m) { return t.next[m][s]; });
      std::copy(d.begin(), d.end(), t.dist[e].begin());
    }
    return t;
  }();
  return t;
}

uint32_t cross_state(const CubieCube& cube) {
  uint32_t s = 0;
  for (int pos = 0; pos < kEdges; ++pos)
    if (cube.ep[pos] < kCrossEdges)
      s |= static_cast<uint32_t>(2 * pos + cube.eo[pos]) << (8 * cube.ep[pos]);
  return s;
}

uint32_t cross_from_index(uint32_t index) {
  uint32_t s = 0;
  for (int e = kCrossEdges - 1; e >= 0; --e) {
    s |= (index % kEdgeStates) << (8 * e);
    index /= kEdgeStates;
  }
  return s;
}

}  // namespace cubelab::beginner
