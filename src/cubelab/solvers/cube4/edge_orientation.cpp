#include "cubelab/solvers/cube4/edge_orientation.h"

#include <utility>
#include <vector>

#include "cubelab/solvers/cube4/centres.h"

namespace cubelab::cube4 {
namespace {

constexpr uint8_t kUnreachedEntry = 255;

struct TwoEdgeTable {
  std::vector<uint8_t> distance;
  int most = 0;
};

const TwoEdgeTable& table() {
  static const TwoEdgeTable t = [] {
    TwoEdgeTable d;
    d.distance.assign(static_cast<size_t>(kWings) * kWings * kWings * kWings, kUnreachedEntry);
    std::vector<uint32_t> frontier;
    for (int a = 0; a < kWings; ++a)
      for (int b = 0; b < kWings; ++b)
        for (int c = 0; c < kWings; ++c)
          for (int e = 0; e < kWings; ++e) {
            const bool distinct = a != b && a != c && a != e && b != c && b != e && c != e;
            if (distinct && wing_type(a) != wing_type(b) && wing_type(c) != wing_type(e)) {
              d.distance[two_edge_index(a, b, c, e)] = 0;
              frontier.push_back(two_edge_index(a, b, c, e));
            }
          }
    const std::vector<int> moves = phase_moves(2);
    for (uint8_t level = 1; !frontier.empty(); ++level) {
      std::vector<uint32_t> next;
      for (const uint32_t i : frontier) {
        const int p[4] = {static_cast<int>(i / (kWings * kWings * kWings)),
                          static_cast<int>(i / (kWings * kWings) % kWings),
                          static_cast<int>(i / kWings % kWings), static_cast<int>(i % kWings)};
        for (const int m : moves) {
          const uint32_t j = two_edge_index(wing_after(m, p[0]), wing_after(m, p[1]),
                                            wing_after(m, p[2]), wing_after(m, p[3]));
          if (d.distance[j] != kUnreachedEntry) continue;
          d.distance[j] = level;
          d.most = level;
          next.push_back(j);
        }
      }
      frontier = std::move(next);
    }
    return d;
  }();
  return t;
}

}  // namespace

std::span<const uint8_t> two_edge_table() { return table().distance; }
int most_two_edge_moves() { return table().most; }

}  // namespace cubelab::cube4
