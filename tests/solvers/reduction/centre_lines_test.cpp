// The 6x6x6's and 7x7x7's lines of centre pieces lined up (centre_lines.h): the lines come out
// of one colour each, the inner block of the centres stays solved and the inner edges paired.
#include "cubelab/solvers/reduction/centre_lines.h"

#include <gtest/gtest.h>

#include "cubelab/solvers/reduction/reduction.h"
#include "support/nxn.h"

namespace cubelab::reduction {
namespace {

using nxn::NxnCube;

// The n-layer cube after `count` pairs of random moves that keep its inner block of centres
// solved and its inner edges paired: an outer face turn, and a conjugate s X s' of a single
// layer next to a face (centre_lines.h), s an outer block up to the middle or a single inner
// layer.
NxnCube lines_scrambled(int n, uint64_t seed, int count) {
  Rng rng(seed);
  const auto below = [&](int k) { return static_cast<int>(rng.below(static_cast<uint64_t>(k))); };
  NxnCube cube(n);
  for (int i = 0; i < count; ++i) {
    cube.apply(nxn::NxnMove{below(6), 1, 1, 1 + below(3)});
    const int k = 1 + below(n / 2);
    const nxn::NxnMove s = k == 2 ? nxn::NxnMove{below(6), 3, 3, 1 + below(3)}
                                  : nxn::NxnMove{below(6), 1, k, 1 + below(3)};
    const std::vector<nxn::NxnMove> conjugate = {
        s, {below(6), 2, 2, 1 + below(3)}, nxn::inverse(s)};
    cube.apply(conjugate);
  }
  return cube;
}

// Whether each edge's inner pieces (all but the two next to the corners) show one colour on
// each of its faces.
bool inner_edges_paired(const NxnCube& c) {
  const int n = c.size();
  for (int f = 0; f < 6; ++f)
    for (int i = 3; i <= n - 3; ++i)
      if (c.sticker(f, 0, i) != c.sticker(f, 0, 2) ||
          c.sticker(f, n - 1, i) != c.sticker(f, n - 1, 2) ||
          c.sticker(f, i, 0) != c.sticker(f, 2, 0) ||
          c.sticker(f, i, n - 1) != c.sticker(f, 2, n - 1))
        return false;
  return true;
}

// On random cubes of both sizes (anything may be anywhere), the search lines up every line (the
// 7x7x7 of seed 2 by the second search, which keeps the states nearest the end: the first gives
// up on it).
TEST(CentreLines, LinesUpEveryLineOfRandomCubes) {
  constexpr uint64_t kSeeds = 3;
  for (int n = kLeastLined; n <= kMostLined; ++n)
    for (uint64_t seed = 1; seed <= kSeeds; ++seed) {
      const NxnCube cube = nxn::scrambled(n, seed);
      const std::optional<std::vector<nxn::NxnMove>> moves = line_up(cube, {});
      ASSERT_TRUE(moves.has_value()) << n << "x" << n << "x" << n << " seed " << seed;
      NxnCube lined = cube;
      lined.apply(*moves);
      EXPECT_TRUE(lines_uniform(lined)) << n << " seed " << seed;
      EXPECT_FALSE(lines_uniform(cube));
    }
}

// On cubes as the solvers hand them over (the inner block of the centres solved, the inner
// edges paired), the lines are lined up and those stay as they were.
TEST(CentreLines, KeepsTheInnerCentresSolvedAndTheInnerEdgesPaired) {
  for (int n = kLeastLined; n <= kMostLined; ++n) {
    const NxnCube cube = lines_scrambled(n, 7, 20);
    ASSERT_TRUE(inner_centres_solved(cube));
    ASSERT_TRUE(inner_edges_paired(cube));
    ASSERT_FALSE(lines_uniform(cube));
    const std::optional<std::vector<nxn::NxnMove>> moves = line_up(cube, {});
    ASSERT_TRUE(moves.has_value()) << n;
    NxnCube lined = cube;
    lined.apply(*moves);
    EXPECT_TRUE(lines_uniform(lined)) << n;
    EXPECT_TRUE(inner_centres_solved(lined)) << n;
    EXPECT_TRUE(inner_edges_paired(lined)) << n;
  }
}

// LineUps answers a cube whose lines show the colours of one it lined up before with the same
// moves, without a search (its stop would end one), and these line it up; other lines it
// searches.
TEST(CentreLines, LineUpsSearchesTheSameLinesOnce) {
  const NxnCube cube = lines_scrambled(7, 11, 20);
  // A corners' 3-cycle of outer face turns: every line piece back where it was.
  NxnCube corners_moved = cube;
  corners_moved.apply(nxn::parse_moves("R U' L' U R' U' L U", 7));
  ASSERT_NE(corners_moved, cube);
  LineUps line_ups(64);
  const std::optional<std::vector<nxn::NxnMove>> moves = line_ups(cube, {});
  ASSERT_TRUE(moves.has_value());
  const auto stopped = [] { return true; };
  EXPECT_EQ(line_ups(corners_moved, stopped), moves);
  NxnCube lined = corners_moved;
  lined.apply(*moves);
  EXPECT_TRUE(lines_uniform(lined));
  EXPECT_THROW(line_ups(lines_scrambled(7, 12, 20), stopped), Stopped);
}

// The inner centres' check, and the sizes it lines up.
TEST(CentreLines, TheInnerCentresAndTheSizes) {
  NxnCube six(6);
  EXPECT_TRUE(inner_centres_solved(six));
  EXPECT_TRUE(lines_uniform(six));
  six.apply(nxn::parse_moves("3R", 6));
  EXPECT_FALSE(inner_centres_solved(six));
  NxnCube seven(7);
  seven.apply(nxn::parse_moves("2R", 7));  // a line moved whole
  EXPECT_TRUE(inner_centres_solved(seven));
  EXPECT_TRUE(lines_uniform(seven));
  EXPECT_THROW(lines_uniform(NxnCube(5)), std::logic_error);
}

}  // namespace
}  // namespace cubelab::reduction
