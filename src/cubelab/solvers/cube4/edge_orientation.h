#pragma once
// A bound for phase 2's edge goal (edges_oriented, edges.h: each edge with one wing on a
// position of each type). Phase 2's centre table knows nothing of the edges, and only about
// one in 1,300 of the states where the centres reach their goal has its edges oriented and
// their pairing even; without a bound for the edges, phase 2 searches every way its centres
// reach their goal.
//
// The table holds the phase-2 moves that two edges need to have one wing on each type, by
// the positions of their four wings: the same table for any two edges, 24^4 = 331,776
// entries of a byte (tuples with a position twice are unreached), at most 3 moves, built by
// a breadth-first search from its goal in milliseconds on first use. A state's bound is the
// largest over six disjoint pairs of edges (the edges 0 and 1, 2 and 3, ...): each is exact
// for its part of the goal, so the bound is admissible. It cuts only within 3 moves of the
// end of the search's depth, where most of the nodes are: on 100 random states with 250
// phase-2 solutions each, 2.1 million phase-2 nodes -> 0.37 million.
#include <cstdint>
#include <span>

#include "cubelab/solvers/cube4/edges.h"

namespace cubelab::cube4 {

// The entry of two edges whose wings are at positions a and b (one edge) and c and d.
inline uint32_t two_edge_index(int a, int b, int c, int d) {
  return ((static_cast<uint32_t>(a) * kWings + b) * kWings + c) * kWings + d;
}
// The table: phase-2 moves to the two edges' goal.
std::span<const uint8_t> two_edge_table();
// Its largest value: the bound cuts only that close to the end of a search's depth.
int most_two_edge_moves();

// The bound for `where` (where[wing] = its position; edge e's wings are 2e and 2e + 1).
inline int edge_orientation_bound(std::span<const uint8_t> table, const WingPlaces& where) {
  int bound = 0;
  for (int w = 0; w < kWings; w += 4) {
    const int d = table[two_edge_index(where[w], where[w + 1], where[w + 2], where[w + 3])];
    bound = d > bound ? d : bound;
  }
  return bound;
}

}  // namespace cubelab::cube4
