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
// tables, the skewb's). Whether a state was reached (`moves` questions for each state
// reached) is asked of a bitmap, an eighth of the table, which the caches hold where the
// table is too big for them: the skewb's 28 MB table 0.68-0.76 s -> 0.31-0.33 s.
template <typename Next>
std::vector<uint8_t> build_distance_table_bfs(uint64_t size, std::span<const uint64_t> goals,
                                              int moves, Next&& next) {
  std::vector<uint8_t> dist(size, kUnreached);
  std::vector<uint64_t> reached((size + 63) / 64, 0);
  std::vector<uint64_t> frontier, following;
  const auto reach = [&](uint64_t s, uint8_t d, std::vector<uint64_t>& level) {
    uint64_t& word = reached[s / 64];
    const uint64_t bit = uint64_t{1} << (s % 64);
    if (word & bit) return;
    word |= bit;
    dist[s] = d;
    level.push_back(s);
  };
  for (uint64_t g : goals) reach(g, 0, frontier);
  for (uint8_t d = 1; !frontier.empty(); ++d) {
    following.clear();
    for (uint64_t s : frontier)
      for (int m = 0; m < moves; ++m) reach(next(s, m), d, following);
    frontier.swap(following);
  }
  return dist;
}

// Histogram of a distance table: count[d] = number of states at distance d.
std::vector<uint64_t> distance_histogram(std::span<const uint8_t> table);

}  // namespace cubelab
