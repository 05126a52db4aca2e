// Following one sticker through moves (sticker_tracking.h, nxn::turned): each place a move
// takes a sticker to is where turning the whole cube puts it, and back.
#include "cubelab/solvers/reduction/sticker_tracking.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_geometry.h"
#include "support/nxn.h"

namespace cubelab::reduction {
namespace {

using nxn::NxnCube;
using nxn::NxnMove;
using nxn::Sticker;

bool same_place(const Sticker& a, const Sticker& b) { return a.cell == b.cell && a.face == b.face; }

TEST(StickerTracking, EachStickerGoesWhereTurningTheCubeTakesIt) {
  Rng rng(3);
  for (int n : {4, 5, 6, 7})
    for (const NxnMove& m : nxn::random_any_moves(rng, n, 12))
      for (int face = 0; face < 6; ++face)
        for (int row = 0; row < n; ++row)
          for (int col = 0; col < n; ++col) {
            const Sticker s{nxn::cell_of(n, face, row, col), face};
            // The cube with this one sticker marked, turned whole.
            std::vector<uint8_t> marked(6 * n * n, 0);
            marked[nxn::facelet_index(n, s)] = 1;
            NxnCube cube = NxnCube::from_sticker_faces(n, marked);
            cube.apply(m);
            const Sticker to = after_move(n, s, m);
            ASSERT_EQ(cube.sticker_faces()[nxn::facelet_index(n, to)], 1)
                << n << " " << nxn::to_string(m, n) << " " << face << " " << row << " " << col;
            EXPECT_TRUE(same_place(before_move(n, to, m), s));
          }
}

TEST(StickerTracking, SeveralQuarterTurnsAtOnceAreThatManyQuarterTurns) {
  const int n = 5;
  for (int face = 0; face < 6; ++face)
    for (int row = 0; row < n; ++row)
      for (int col = 0; col < n; ++col)
        for (int axis = 0; axis < 3; ++axis) {
          const Sticker s{nxn::cell_of(n, face, row, col), face};
          Sticker stepped = s;
          for (int k = 0; k < 4; ++k) {
            EXPECT_TRUE(same_place(nxn::turned(n, axis, k, s), stepped)) << axis << " " << k;
            stepped = nxn::quarter_turn(n, axis, stepped);
          }
          EXPECT_TRUE(same_place(stepped, s));  // four quarter turns: where it began
        }
}

}  // namespace
}  // namespace cubelab::reduction
