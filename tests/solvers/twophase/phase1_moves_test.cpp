// The phase-1 table with moves against the plain phase-1 distance table: for random cubes
// seen along every axis, the entry's distance is the cube's phase-1 distance and its move
// masks name exactly the children that come closer or do not move away.
#include <gtest/gtest.h>

#include "cubelab/coord/coordinates.h"
#include "cubelab/cube/random.h"
#include "cubelab/cube/symmetry.h"
#include "cubelab/solvers/twophase/tables.h"

namespace cubelab::twophase {
namespace {

int distance(const Tables& t, const CubieCube& c) {
  return t.phase1_distance(coord::flip(c), coord::ud_slice(c), coord::twist(c));
}

void check(const Tables& t, const CubieCube& cube) {
  int sym = 0;
  const uint64_t i =
      t.phase1_index(coord::flip(cube), coord::ud_slice(cube), coord::twist(cube), sym);
  const uint32_t entry = t.phase1_moves[i];
  const int d = distance(t, cube);
  ASSERT_EQ(phase1_entry_distance(entry), d);
  const MoveMasks::Masks masks = t.masks.masks(entry, sym);
  for (Move m = 0; m < kMoves; ++m) {
    CubieCube child = cube;
    child.apply(m);
    const int dc = distance(t, child);
    EXPECT_EQ((masks.closer >> m & 1) != 0, dc == d - 1) << "move " << int(m) << " sym " << sym;
    EXPECT_EQ((masks.not_farther >> m & 1) != 0, dc <= d) << "move " << int(m) << " sym " << sym;
  }
}

TEST(TwophaseSlow, Phase1MovesAgreeWithTheDistanceTable) {
  const Tables& t = tables();
  Rng rng(31);
  CubieCube walk;  // a random walk passes near H too, where the distances are small
  for (int n = 0; n < 300; ++n) {
    const CubieCube random = random_state(rng);
    for (int axis = 0; axis < 3; ++axis) {
      check(t, conjugate(random, 16 * axis));
      check(t, conjugate(walk, 16 * axis));
    }
    walk.apply(static_cast<Move>(rng.below(kMoves)));
    if (n % 20 == 0) walk = CubieCube{};
  }
  check(t, CubieCube{});
}

}  // namespace
}  // namespace cubelab::twophase
