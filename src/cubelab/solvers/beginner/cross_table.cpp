// The table option of stage 1: an exact distance table over every cross state (built once,
// 331,776 bytes, by tables/distance_table.h), then a walk down it.
#include <span>
#include <vector>

#include "cubelab/solvers/beginner/cross_coord.h"
#include "cubelab/solvers/beginner/cross_search.h"
#include "cubelab/tables/distance_table.h"

namespace cubelab::beginner {
namespace {

const std::vector<uint8_t>& cross_distance_table() {
  static const std::vector<uint8_t> table = [] {
    const CrossTables& t = cross_tables();
    const uint64_t goal = cross_index(kCrossSolved);
    return build_distance_table(kCrossIndices, std::span(&goal, 1), kMoves, [&](uint64_t i, int m) {
      uint32_t s = cross_from_index(static_cast<uint32_t>(i));
      return cross_index(cross_apply(t, s, static_cast<Move>(m)));
    });
  }();
  return table;
}

}  // namespace

void prepare_cross_table() { cross_distance_table(); }

CrossSolution solve_cross_by_table(const CubieCube& cube) {
  const CrossTables& t = cross_tables();
  const std::vector<uint8_t>& dist = cross_distance_table();
  CrossSolution out;
  uint32_t s = cross_state(cube);
  while (s != kCrossSolved && out.length < kMaxCrossLength) {
    int d = dist[cross_index(s)];
    for (Move m = 0; m < kMoves; ++m) {
      uint32_t next = cross_apply(t, s, m);
      if (dist[cross_index(next)] == d - 1) {
        out.moves[out.length++] = m;
        s = next;
        ++out.expanded;
        break;
      }
    }
  }
  return out;
}

}  // namespace cubelab::beginner
