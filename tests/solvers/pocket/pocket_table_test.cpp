// The 2x2x2 distance tables against facts.md and against plain breadth-first searches that
// share nothing with the solver but CubieCube.
#include <gtest/gtest.h>

#include <unordered_map>

#include "cubelab/cube/random.h"
#include "cubelab/solvers/pocket/solver.h"
#include "cubelab/solvers/pocket/tables.h"
#include "cubelab/tables/distance_table.h"

namespace cubelab {
namespace {

// The corner part of a cube as a hashable key (edges ignored).
uint64_t corner_key(const CubieCube& c) {
  uint64_t k = 0;
  for (int i = 0; i < kCorners; ++i) k = k * 32 + c.cp[i] * 4 + c.co[i];
  return k;
}

// Breadth-first search over corner states with the given generators, to `radius`.
struct Ball {
  std::unordered_map<uint64_t, int> depth;  // by corner_key
  std::vector<std::pair<CubieCube, int>> states;
};

Ball ball(const CubieCube& from, const std::vector<Move>& gens, int radius) {
  Ball b;
  b.depth[corner_key(from)] = 0;
  b.states.emplace_back(from, 0);
  for (size_t i = 0; i < b.states.size(); ++i) {
    const auto [c, d] = b.states[i];
    if (d == radius) continue;
    for (Move m : gens) {
      CubieCube n = c;
      n.multiply_corners(CubieCube::move_cube(m));
      if (b.depth.emplace(corner_key(n), d + 1).second) b.states.emplace_back(n, d + 1);
    }
  }
  return b;
}

// Every state of the ball has the table's distance, and the table has no other state that
// close: so the table equals the search inside the radius.
void expect_table_matches(std::span<const uint8_t> dist, const Ball& b, int radius) {
  for (const auto& [c, d] : b.states) ASSERT_EQ(dist[pocket::state_index(c)], d);
  size_t within = 0;
  for (uint8_t d : dist) within += d <= radius;
  EXPECT_EQ(within, b.states.size());
}

const std::vector<Move> kHtmMoves = {0, 1, 2, 3, 4, 5, 6, 7, 8};  // U U2 U' R R2 R' F F2 F'
const std::vector<Move> kQuarterMoves = {0, 2, 3, 5, 6, 8};       // QTM = quarter turns only

// A uniformly random normalised 2x2x2 cube (edges made to match the corner parity, so the
// cube is a legal 3x3x3 state too and run_solver's validation accepts it).
CubieCube random_pocket(Rng& rng) {
  CubieCube c = pocket::state_cube(static_cast<uint32_t>(rng.below(pocket::kStateCount)));
  if (c.corner_parity() != c.edge_parity()) std::swap(c.ep[UR], c.ep[UF]);
  return c;
}

TEST(PocketTable, HtmDistributionEqualsFacts) {
  auto hist = distance_histogram(pocket::distance_table(Metric::Htm));
  std::vector<uint64_t> facts = {1,     9,      54,     321,     1847,   9992,
                                 50136, 227536, 870072, 1887748, 623800, 2644};
  EXPECT_EQ(hist, facts);
  EXPECT_EQ(hist.size() - 1, 11u) << "God's number of the 2x2x2 (HTM)";
}

TEST(PocketTable, QtmDistributionEqualsFacts) {
  auto hist = distance_histogram(pocket::distance_table(Metric::Qtm));
  std::vector<uint64_t> facts = {1,      6,      27,     120,     534,    2256,  8969, 33058,
                                 114149, 360508, 930588, 1350852, 782536, 90280, 276};
  EXPECT_EQ(hist, facts);
  EXPECT_EQ(hist.size() - 1, 14u) << "God's number of the 2x2x2 (QTM)";
}

TEST(PocketTable, IndexRoundTrips) {
  Rng rng(5);
  for (int i = 0; i < 1000; ++i) {
    uint32_t s = static_cast<uint32_t>(rng.below(pocket::kStateCount));
    CubieCube c = pocket::state_cube(s);
    EXPECT_TRUE(pocket::is_normalised(c));
    EXPECT_EQ(pocket::state_index(c), s);
    for (Move m = 0; m < pocket::kPocketMoves; ++m) {
      CubieCube d = c;
      d.apply(m);
      EXPECT_EQ(pocket::next_state(s, m), pocket::state_index(d));
    }
  }
}

TEST(PocketTable, HtmMatchesPlainBfsToDepthSix) {
  Ball near = ball(CubieCube{}, kHtmMoves, 6);
  EXPECT_EQ(near.states.size(), 1u + 9 + 54 + 321 + 1847 + 9992 + 50136);
  expect_table_matches(pocket::distance_table(Metric::Htm), near, 6);
}

TEST(PocketTable, QtmMatchesQuarterTurnBfs) {
  // In QTM a half turn costs 2, which is the same as breadth-first search with the six
  // quarter turns as the only generators.
  Ball near = ball(CubieCube{}, kQuarterMoves, 7);
  expect_table_matches(pocket::distance_table(Metric::Qtm), near, 7);
}

TEST(PocketTable, RandomStatesMatchMeetInTheMiddleBfsSlow) {
  // Exact distance of any state by a plain bidirectional search: a ball of radius 6 around
  // solved and one of radius 5 around the state cover every distance up to 11.
  Ball near_solved = ball(CubieCube{}, kHtmMoves, 6);
  auto dist = pocket::distance_table(Metric::Htm);
  Rng rng(3);
  for (int i = 0; i < 40; ++i) {
    CubieCube c = random_pocket(rng);
    int best = 99;
    for (const auto& [key, k] : ball(c, kHtmMoves, 5).depth) {
      auto it = near_solved.depth.find(key);
      if (it != near_solved.depth.end()) best = std::min(best, k + it->second);
    }
    EXPECT_EQ(dist[pocket::state_index(c)], best) << "state " << i;
    EXPECT_EQ(pocket_distance(c, Metric::Htm), best);
  }
}

}  // namespace
}  // namespace cubelab
