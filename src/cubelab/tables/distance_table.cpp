#include "cubelab/tables/distance_table.h"

#include <algorithm>

namespace cubelab {

std::vector<uint8_t> build_distance_table(uint64_t size, std::span<const uint64_t> goals, int moves,
                                          const std::function<uint64_t(uint64_t, int)>& next,
                                          const std::function<int(int)>& cost) {
  std::vector<uint8_t> dist(size, kUnreached);
  // Buckets by distance: with unit costs this is BFS; with costs 1..2 each state is settled
  // when its bucket is processed (Dial's algorithm).
  std::vector<std::vector<uint64_t>> buckets(1);
  for (uint64_t g : goals) {
    if (dist[g] != 0) buckets[0].push_back(g);
    dist[g] = 0;
  }
  for (size_t d = 0; d < buckets.size(); ++d) {
    std::vector<uint64_t> current = std::move(buckets[d]);
    for (uint64_t s : current) {
      if (dist[s] != d) continue;  // settled earlier at a smaller distance
      for (int m = 0; m < moves; ++m) {
        int c = cost ? cost(m) : 1;
        size_t nd = d + static_cast<size_t>(c);
        uint64_t t = next(s, m);
        if (dist[t] <= nd) continue;
        dist[t] = static_cast<uint8_t>(nd);
        if (buckets.size() <= nd) buckets.resize(nd + 1);
        buckets[nd].push_back(t);
      }
    }
  }
  return dist;
}

std::vector<uint64_t> distance_histogram(std::span<const uint8_t> table) {
  std::vector<uint64_t> count;
  for (uint8_t d : table) {
    if (d == kUnreached) continue;
    if (count.size() <= d) count.resize(d + 1);
    ++count[d];
  }
  return count;
}

}  // namespace cubelab
