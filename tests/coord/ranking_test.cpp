#include "cubelab/coord/ranking.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <set>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/tables/distance_table.h"

namespace cubelab {
namespace {

TEST(Ranking, PermutationRoundTripIsBijective) {
  // Permuted as ints: GCC 12 warns falsely (-Wstringop-overflow) on next_permutation over
  // an array of 8 bytes.
  std::array<int, 8> order;
  std::iota(order.begin(), order.end(), 0);
  uint32_t expected = 0;
  do {
    std::array<uint8_t, 8> p;
    std::copy(order.begin(), order.end(), p.begin());
    ASSERT_EQ(rank::permutation(p), expected);
    std::array<uint8_t, 8> q{};
    rank::unrank_permutation(expected, q);
    ASSERT_EQ(p, q);
    ++expected;
  } while (std::next_permutation(order.begin(), order.end()));
  EXPECT_EQ(expected, rank::factorial(8));
}

TEST(Ranking, OrientationRoundTrip) {
  for (uint32_t i = 0; i < 2187; ++i) {
    std::array<uint8_t, 8> co{};
    rank::unrank_orientation(i, co, 3);
    int sum = 0;
    for (auto o : co) sum += o;
    ASSERT_EQ(sum % 3, 0);
    ASSERT_EQ(rank::orientation(co, 3), i);
  }
}

TEST(Ranking, CombinationRoundTripCoversAll) {
  std::set<uint32_t> seen;
  for (uint32_t i = 0; i < rank::choose(12, 4); ++i) {
    std::array<bool, 12> c{};
    rank::unrank_combination(i, c, 4);
    ASSERT_EQ(std::count(c.begin(), c.end(), true), 4);
    ASSERT_EQ(rank::combination(c), i);
    seen.insert(i);
  }
  EXPECT_EQ(seen.size(), 495u);
}

TEST(Ranking, PartialPermutationRoundTrip) {
  const uint32_t n = static_cast<uint32_t>(rank::arrangements(12, 6));
  for (uint32_t i = 0; i < n; i += 997) {
    std::array<uint8_t, 12> pieces{};
    rank::unrank_partial_permutation(i, pieces, 3, 6);
    ASSERT_EQ(rank::partial_permutation(pieces, 3, 6), i);
  }
}

TEST(DistanceTable, CornerOrientationDistances) {
  // Corner twist alone: 2187 states, every one reachable.
  auto next = [](uint64_t s, int m) {
    CubieCube c;
    rank::unrank_orientation(static_cast<uint32_t>(s), c.co, 3);
    c.multiply_corners(CubieCube::move_cube(static_cast<Move>(m)));
    return static_cast<uint64_t>(rank::orientation(c.co, 3));
  };
  const uint64_t goal = 0;
  auto table = build_distance_table(2187, std::span(&goal, 1), kMoves, next);
  auto hist = distance_histogram(table);
  uint64_t total = 0;
  for (auto h : hist) total += h;
  EXPECT_EQ(total, 2187u);
  EXPECT_EQ(hist[0], 1u);
  EXPECT_EQ(hist[1], 4u);  // R and R' twist the corners alike, as do L, F, B and their inverses
}

}  // namespace
}  // namespace cubelab
