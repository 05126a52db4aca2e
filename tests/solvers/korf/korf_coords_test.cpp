#include <gtest/gtest.h>

#include "cubelab/cube/random.h"
#include "cubelab/solvers/korf/coords.h"

namespace cubelab::korf {
namespace {

TEST(KorfCoords, SolvedIndices) {
  State s = state_of(CubieCube{});
  EXPECT_EQ(corner_index(s), corner_index(CubieCube{}));
  EXPECT_EQ(corner_index(CubieCube{}), 0u);
  const MoveTables& t = move_tables();
  EXPECT_EQ(edge_index(t, s.triple[0], s.triple[1]), edge_index(CubieCube{}, 0));
  EXPECT_EQ(edge_index(t, s.triple[2], s.triple[3]), edge_index(CubieCube{}, 6));
}

// The incremental state after random moves gives the same indices as the cube itself, and
// the fast six-edge index equals rank::partial_permutation * 64 + flips.
TEST(KorfCoords, IncrementalMatchesCube) {
  const MoveTables& t = move_tables();
  Rng rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    CubieCube c;
    State s = state_of(c);
    for (int k = 0; k < 30; ++k) {
      Move m = static_cast<Move>(rng.below(kMoves));
      c.apply(m);
      s = apply(t, s, m);
    }
    ASSERT_EQ(corner_index(s), corner_index(c));
    ASSERT_EQ(edge_index(t, s.triple[0], s.triple[1]), edge_index(c, 0));
    ASSERT_EQ(edge_index(t, s.triple[2], s.triple[3]), edge_index(c, 6));
    ASSERT_LT(edge_index(c, 0), kEdgeStates);
    ASSERT_LT(corner_index(c), kCornerStates);
  }
}

TEST(KorfCoords, EdgeIndexRoundTrip) {
  const MoveTables& t = move_tables();
  Rng rng(11);
  for (int trial = 0; trial < 2000; ++trial) {
    uint32_t i = static_cast<uint32_t>(rng.below(kEdgeStates));
    auto [a, b] = triples_of_edge_index(i);
    ASSERT_EQ(edge_index(t, a, b), i);
  }
  CubieCube c;
  for (uint64_t i : {uint64_t{0}, uint64_t{12345678}, kCornerStates - 1}) {
    set_corners(i, c);
    EXPECT_EQ(corner_index(c), i);
  }
}

}  // namespace
}  // namespace cubelab::korf
