// The 6x6x6 and 7x7x7 turned as a 5x5x5 (as_five.h): the big cube turns as its 5x5x5 under every
// turn of the 5x5x5, as its inner cube under every turn of the inner cube, and its inner cube is
// one that can be solved whatever the big cube's turns.
#include "cubelab/solvers/reduction/as_five.h"

#include <gtest/gtest.h>

#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/cube/nxn/nxn_validate.h"
#include "support/nxn.h"

namespace cubelab::reduction {
namespace {

using nxn::NxnCube;

// Any turn of the 5x5x5 (inner layers, the middle one, blocks and rotations), played on the big
// cube as from_five gives it, leaves the big cube showing the 5x5x5 as turned.
TEST(AsFive, TheBigCubeTurnsAsItsFiveByFive) {
  Rng rng(67);
  for (int n = kLeastAsFive; n <= kMostAsFive; ++n)
    for (int trial = 0; trial < 20; ++trial) {
      NxnCube big(n), five(5);
      for (const nxn::NxnMove& m : nxn::random_any_moves(rng, 5, 30)) {
        five.apply(m);
        big.apply(from_five(m, n));
      }
      ASSERT_EQ(five_of(big), five) << n << "x" << n << "x" << n << " trial " << trial;
    }
}

// The same for the inner cube (the 6x6x6's 4x4x4, the 7x7x7's 5x5x5) and from_inner; and the
// inner cube of a big cube turned any way can be solved.
TEST(AsFive, TheBigCubeTurnsAsItsInnerCube) {
  Rng rng(71);
  for (int n = kLeastAsFive; n <= kMostAsFive; ++n)
    for (int trial = 0; trial < 20; ++trial) {
      NxnCube big(n), inner(n - 2);
      for (const nxn::NxnMove& m : nxn::random_any_moves(rng, n - 2, 30)) {
        inner.apply(m);
        big.apply(from_inner(m, n));
      }
      ASSERT_EQ(inner_of(big), inner) << n << "x" << n << "x" << n << " trial " << trial;
      NxnCube any(n);
      any.apply(nxn::random_any_moves(rng, n, 40));
      EXPECT_NO_THROW(nxn::require_solvable_nxn(inner_of(any))) << n << " trial " << trial;
    }
}

// A way turned further by a turn of its 5x5x5 leaves the big cube showing that 5x5x5 turned, for
// one OBTM more at most (none where the turn merges with the way's last moves).
TEST(AsFive, AWayTurnedFurtherShowsItsFiveByFiveTurned) {
  Rng rng(73);
  for (int n = kLeastAsFive; n <= kMostAsFive; ++n)
    for (int trial = 0; trial < 10; ++trial) {
      NxnCube big(n);  // a cube that turns as a 5x5x5
      for (const nxn::NxnMove& m : nxn::random_any_moves(rng, 5, 40)) big.apply(from_five(m, n));
      AsFive way{{}, NxnCube(5), "lined up"};
      for (const nxn::NxnMove& m : nxn::random_any_moves(rng, 5, 20))
        nxn::push_merged(way.moves, from_five(m, n), n);
      // ... ending with a face or two-layer block, which its inverse at least merges with
      nxn::push_merged(way.moves, from_five({trial % 6, 1, 1 + trial % 2, 1 + trial % 3}, n), n);
      NxnCube turned = big;
      turned.apply(way.moves);
      way.five = five_of(turned);
      bool merged = false;  // whether some turn merged with the way's last moves
      for (int face = 0; face < 6; ++face)
        for (int depth = 1; depth <= 2; ++depth)
          for (int turns = 1; turns <= 3; ++turns) {
            const nxn::NxnMove turn{face, 1, depth, turns};
            const AsFive further = turned_further(way, turn, n);
            NxnCube after = big;
            after.apply(further.moves);
            ASSERT_EQ(five_of(after), further.five) << n << " trial " << trial;
            NxnCube five = way.five;
            five.apply(turn);
            EXPECT_EQ(further.five, five);
            const int more = nxn::obtm(further.moves, n) - nxn::obtm(way.moves, n);
            EXPECT_LE(more, 1);
            merged = merged || more < 1;
            EXPECT_EQ(further.note, "lined up, then " + nxn::to_string(from_five(turn, n), n));
          }
      EXPECT_TRUE(merged) << n << " trial " << trial;
    }
}

}  // namespace
}  // namespace cubelab::reduction
