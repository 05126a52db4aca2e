#pragma once
// Breadth-first distance tables over any indexed state space: dist[i] = fewest moves from a
// goal state to state i (255 = unreachable). The building block of exact tables for the
// small spaces (2x2x2, Thistlethwaite phases, the beginner's cross); the large symmetry-
// reduced tables of the two-phase and optimal solvers have their own packed builders in
// this folder.
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace cubelab {

constexpr uint8_t kUnreached = 255;

// `next(state, move)` returns the state reached by `move` (0 .. moves-1) from `state`.
// `cost(move)` (optional) gives 1 or 2 for weighted metrics such as QTM via half turns;
// with weights the search is a bucketed Dijkstra, otherwise plain BFS.
std::vector<uint8_t> build_distance_table(uint64_t size, std::span<const uint64_t> goals, int moves,
                                          const std::function<uint64_t(uint64_t, int)>& next,
                                          const std::function<int(int)>& cost = nullptr);

// The same with unit costs, `next` any callable, inlined: several times faster than through
// std::function on spaces of millions of states built on first use (the reduction's centre
// tables).
template <typename Next>
std::vector<uint8_t> build_distance_table_bfs(uint64_t size, std::span<const uint64_t> goals,
                                              int moves, Next&& next) {
  std::vector<uint8_t> dist(size, kUnreached);
  std::vector<uint64_t> frontier, following;
  for (uint64_t g : goals)
    if (dist[g] != 0) dist[g] = 0, frontier.push_back(g);
  for (uint8_t d = 1; !frontier.empty(); ++d) {
    following.clear();
    for (uint64_t s : frontier)
      for (int m = 0; m < moves; ++m) {
        const uint64_t t = next(s, m);
        if (dist[t] == kUnreached) dist[t] = d, following.push_back(t);
      }
    frontier.swap(following);
  }
  return dist;
}

// Histogram of a distance table: count[d] = number of states at distance d.
std::vector<uint64_t> distance_histogram(std::span<const uint8_t> table);

}  // namespace cubelab
