// NxNxN random states: legal, held standard, the 3x3x3's and 2x2x2's own random states at
// N = 3 and 2, every piece spread over its places, reproducible from a seed; solved by
// reduction.
#include "cubelab/cube/nxn/nxn_random_state.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

#include "cubelab/cube/facelets.h"
#include "cubelab/cube/nxn/nxn_pieces.h"
#include "cubelab/cube/nxn/nxn_validate.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/solvers/reduction/reduction.h"
#include "support/nxn.h"
#include "support/test_support.h"

namespace cubelab::nxn {
namespace {

TEST(NxnRandomState, EveryStateIsLegalAndHeldStandard) {
  Rng rng(3);
  for (int n : {2, 3, 4, 5, 6, 7, 8, 9, 12, 33}) {
    for (int trial = 0; trial < (n > 12 ? 3 : 30); ++trial) {
      const NxnCube cube = random_state(n, rng);
      ASSERT_NO_THROW(require_solvable_nxn(cube)) << n << ": " << cube.facelets();
      ASSERT_EQ(standard_orientation(cube), cube) << n;
      ASSERT_FALSE(cube.is_solved()) << n;
    }
  }
}

TEST(NxnRandomState, SmallSizesAreTheirOwnModelsRandomStates) {
  Rng a(5), b(5);
  for (int trial = 0; trial < 20; ++trial) {
    EXPECT_EQ(random_state(3, a).facelets(), to_facelets(cubelab::random_state(b)));
    std::string pocket;
    const std::string full = to_facelets(random_pocket_state(b));
    for (int i = 0; i < 24; ++i) pocket += full[pocket_sticker_index(i)];
    EXPECT_EQ(random_state(2, a).facelets(), pocket);
  }
}

TEST(NxnRandomState, SeededAndDifferent) {
  Rng a(9), b(9), c(10);
  const NxnCube first = random_state(6, a);
  EXPECT_EQ(first, random_state(6, b));
  EXPECT_NE(first, random_state(6, c));
  EXPECT_NE(first, random_state(6, a));
}

// Each wing comes to each place of its orbit, each colour to each centre sticker, and a wing
// orbit's permutation is as often odd as even: counted over many states, each frequency
// within five standard deviations of its expectation.
TEST(NxnRandomState, PiecesAreSpreadOverTheirPlaces) {
  constexpr int kStates = 4800;
  const int n = 5;
  const std::vector<WingPlace> wings = wing_places(n, 1);
  const std::vector<std::vector<int>> centres = centre_orbits(n);
  std::map<std::array<int, 2>, int> wing_at_first;  // colours at place 0
  std::array<int, 6> centre_colour{};               // colours at centre orbits' first place
  int odd_wings = 0;
  Rng rng(17);
  for (int i = 0; i < kStates; ++i) {
    const NxnCube cube = random_state(n, rng);
    const auto& s = cube.sticker_faces();
    ++wing_at_first[{s[wings[0].a], s[wings[0].b]}];
    ++centre_colour[s[centres[0][0]]];
    // The wing at each place, as an index, to count the permutation's cycles.
    std::vector<int> piece(wings.size());
    for (size_t q = 0; q < wings.size(); ++q)
      for (size_t p = 0; p < wings.size(); ++p) {
        const int a = wings[p].a / (n * n), b = wings[p].b / (n * n);
        const bool same = wings[p].hand == wings[q].hand;
        if ((same && s[wings[q].a] == a && s[wings[q].b] == b) ||
            (!same && s[wings[q].a] == b && s[wings[q].b] == a))
          piece[q] = static_cast<int>(p);
      }
    // A permutation is odd when its size less its number of cycles is.
    int cycles = 0;
    std::vector<bool> seen(piece.size());
    for (size_t q = 0; q < piece.size(); ++q) {
      if (seen[q]) continue;
      ++cycles;
      for (size_t p = q; !seen[p]; p = static_cast<size_t>(piece[p])) seen[p] = true;
    }
    odd_wings += (static_cast<int>(piece.size()) - cycles) % 2;
  }
  EXPECT_EQ(wing_at_first.size(), 24u);
  const double wing_mean = kStates / 24.0;
  for (const auto& [colours, count] : wing_at_first)
    EXPECT_NEAR(count, wing_mean, 5 * std::sqrt(wing_mean)) << colours[0] << colours[1];
  for (int count : centre_colour) EXPECT_NEAR(count, kStates / 6.0, 5 * std::sqrt(kStates / 6.0));
  EXPECT_NEAR(odd_wings, kStates / 2.0, 5 * std::sqrt(kStates / 4.0));
}

TEST(NxnRandomState, ReductionSolvesThem) {
  Rng rng(21);
  // (The 7x7x7 turned as a 5x5x5 runs the 6x6x6's code: tests/solvers/reduction.)
  for (int n : test::kSanitized ? std::vector<int>{4, 5} : std::vector<int>{4, 5, 6}) {
    const NxnCube cube = random_state(n, rng);
    const reduction::Result r = reduction::solve(cube, {}, reduction::kSearchSeconds, 1);
    NxnCube check = cube;
    check.apply(r.moves);
    EXPECT_TRUE(check.is_solved()) << n;
  }
}

}  // namespace
}  // namespace cubelab::nxn
