// The random-state and random-move generators.
#include "cubelab/cube/random.h"

#include <gtest/gtest.h>

#include "chi_square.h"

namespace cubelab {
namespace {

TEST(RandomState, PositionsOrientationsAndParityAreUniform) {
  Rng rng(41);
  const int n = 240000;
  std::vector<long> corner_at(8 * 8), edge_at(12 * 12), twist(8 * 3), flip(12 * 2), parity(2);
  for (int i = 0; i < n; ++i) {
    CubieCube c = random_state(rng);
    ASSERT_TRUE(c.is_solvable());
    for (int p = 0; p < 8; ++p) ++corner_at[8 * p + c.cp[p]], ++twist[3 * p + c.co[p]];
    for (int p = 0; p < 12; ++p) ++edge_at[12 * p + c.ep[p]], ++flip[2 * p + c.eo[p]];
    ++parity[c.corner_parity()];
  }
  EXPECT_LT(test::chi_square(corner_at, n / 8.0), test::chi_square_limit(49));
  EXPECT_LT(test::chi_square(edge_at, n / 12.0), test::chi_square_limit(121));
  EXPECT_LT(test::chi_square(twist, n / 3.0), test::chi_square_limit(16));
  EXPECT_LT(test::chi_square(flip, n / 2.0), test::chi_square_limit(12));
  EXPECT_LT(test::chi_square(parity, n / 2.0), test::chi_square_limit(1));
}

TEST(RandomState, PairsOfEdgePlacesAreUniform) {
  // The parity fix swaps two edges; check the joint distribution of the edges at UR and UF,
  // where a biased fix would show first.
  Rng rng(42);
  const int n = 264000;
  std::vector<long> pair(12 * 12);
  for (int i = 0; i < n; ++i) {
    CubieCube c = random_state(rng);
    ++pair[12 * c.ep[0] + c.ep[1]];
  }
  std::vector<long> off_diagonal;
  for (int a = 0; a < 12; ++a)
    for (int b = 0; b < 12; ++b)
      if (a != b) off_diagonal.push_back(pair[12 * a + b]);
  EXPECT_LT(test::chi_square(off_diagonal, n / 132.0), test::chi_square_limit(131));
}

TEST(RandomState, SameSeedSameStates) {
  Rng a(7), b(7);
  for (int i = 0; i < 10; ++i) EXPECT_EQ(random_state(a), random_state(b));
}

TEST(RandomMoves, FollowTheBlogPostsRule) {
  Rng rng(43);
  Alg a = random_moves(rng, 5000);
  ASSERT_EQ(a.size(), 5000u);
  std::vector<long> faces(6);
  for (size_t i = 0; i < a.size(); ++i) {
    int f = move_face(a.moves[i]);
    ++faces[f];
    if (i >= 1) {
      ASSERT_NE(f, move_face(a.moves[i - 1]));
    }
    if (i >= 2) {
      ASSERT_FALSE(same_axis(f, move_face(a.moves[i - 1])) &&
                   same_axis(f, move_face(a.moves[i - 2])));
    }
  }
  EXPECT_LT(test::chi_square(faces, 5000 / 6.0), test::chi_square_limit(5));
}

}  // namespace
}  // namespace cubelab
