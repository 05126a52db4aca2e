#include "cubelab/solvers/cube4/edge_orientation.h"

#include <algorithm>
#include <array>
#include <vector>

#include "cubelab/solvers/cube4/centres.h"
#include "cubelab/tables/distance_table.h"

namespace cubelab::cube4 {
namespace {

struct TwoEdgeTable {
  std::vector<uint8_t> distance;
  int most = 0;
};

const TwoEdgeTable& table() {
  static const TwoEdgeTable t = [] {
    std::vector<uint64_t> goals;
    for (int a = 0; a < kWings; ++a)
      for (int b = 0; b < kWings; ++b)
        for (int c = 0; c < kWings; ++c)
          for (int d = 0; d < kWings; ++d) {
            const bool distinct = a != b && a != c && a != d && b != c && b != d && c != d;
            if (distinct && wing_type(a) != wing_type(b) && wing_type(c) != wing_type(d))
              goals.push_back(two_edge_index(a, b, c, d));
          }
    const std::vector<int> moves = phase_moves(2);
    std::array<std::array<uint8_t, kWings>, kMoves> after{};
    for (int m = 0; m < kMoves; ++m)
      for (int p = 0; p < kWings; ++p) after[m][p] = static_cast<uint8_t>(wing_after(m, p));
    TwoEdgeTable e;
    e.distance = build_distance_table_bfs(
        static_cast<uint64_t>(kWings) * kWings * kWings * kWings, goals,
        static_cast<int>(moves.size()), [&](uint64_t i, int k) -> uint64_t {
          const auto& a = after[moves[k]];
          return two_edge_index(a[i / (kWings * kWings * kWings)],
                                a[i / (kWings * kWings) % kWings], a[i / kWings % kWings],
                                a[i % kWings]);
        });
    for (const uint8_t v : e.distance)
      if (v != kUnreached) e.most = std::max<int>(e.most, v);
    return e;
  }();
  return t;
}

}  // namespace

std::span<const uint8_t> two_edge_table() { return table().distance; }
int most_two_edge_moves() { return table().most; }

}  // namespace cubelab::cube4
