// The 6x6x6's and 7x7x7's lines of centre pieces lined up (centre_lines.h): the lines come out
// of one colour each, and every other piece but the outer x-centres and the outer wings stays
// where it was.
#include "cubelab/solvers/reduction/centre_lines.h"

#include <gtest/gtest.h>

#include "cubelab/cube/nxn/nxn_geometry.h"
#include "support/nxn.h"

namespace cubelab::reduction {
namespace {

using nxn::NxnCube;

// Whether facelet (row, col) of a face lies in a line, or is an outer x-centre or an outer
// wing, which the lines' steps move; the 7x7x7's middle edge pieces and its fixed centre too
// are left out of the lines and outer pieces.
bool moved_by_lines(int n, int row, int col) {
  const auto outer = [n](int i) { return i == 1 || i == n - 2; };
  const auto inner = [n](int i) { return i >= 2 && i <= n - 3; };
  const auto edge = [n](int i) { return i == 0 || i == n - 1; };
  if (outer(row) && inner(col)) return true;                      // the top and bottom lines
  if (inner(row) && outer(col)) return true;                      // the left and right lines
  if (outer(row) && outer(col)) return true;                      // the outer x-centres
  return (edge(row) && outer(col)) || (outer(row) && edge(col));  // the outer wings
}

// On random cubes of both sizes (anything may be anywhere), the search lines up every line,
// and every sticker the steps do not move shows what it showed (the 7x7x7 of seed 2 by the
// second search, which keeps the states nearest the end: the first gives up on it). (One cube
// of each size under the sanitizers.)
TEST(CentreLines, LinesUpEveryLineAndMovesNothingElse) {
#ifdef CUBELAB_SANITIZED
  constexpr uint64_t kSeeds = 1;
#else
  constexpr uint64_t kSeeds = 3;
#endif
  for (int n = kLeastLined; n <= kMostLined; ++n)
    for (uint64_t seed = 1; seed <= kSeeds; ++seed) {
      const NxnCube cube = nxn::scrambled(n, seed);
      const std::optional<std::vector<nxn::NxnMove>> moves = line_up(cube, {});
      ASSERT_TRUE(moves.has_value()) << n << "x" << n << "x" << n << " seed " << seed;
      NxnCube lined = cube;
      lined.apply(*moves);
      EXPECT_TRUE(lines_uniform(lined)) << n << " seed " << seed;
      EXPECT_FALSE(lines_uniform(cube));
      for (int f = 0; f < 6; ++f)
        for (int row = 0; row < n; ++row)
          for (int col = 0; col < n; ++col) {
            if (moved_by_lines(n, row, col)) continue;
            ASSERT_EQ(lined.sticker(f, row, col), cube.sticker(f, row, col))
                << n << "x" << n << "x" << n << " seed " << seed << " face " << f << " (" << row
                << ", " << col << ")";
          }
    }
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
