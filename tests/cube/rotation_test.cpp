// Whole-cube rotations.
#include "cubelab/cube/rotation.h"

#include <gtest/gtest.h>

#include <set>

#include "cubelab/cube/error.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/cube/random.h"

namespace cubelab {
namespace {

TEST(Rotation, TwentyFourDistinctClosedUnderProductAndInverse) {
  std::set<std::array<uint8_t, kFaces>> seen;
  for (const Rotation& r : Rotation::all()) seen.insert(r.to);
  EXPECT_EQ(seen.size(), 24u);
  EXPECT_EQ(Rotation::all()[0], Rotation{});
  for (const Rotation& a : Rotation::all()) {
    EXPECT_EQ(a.then(a.inverse()), Rotation{});
    for (int f = 0; f < kFaces; ++f) EXPECT_EQ(a.to[opposite_face(f)], opposite_face(a.to[f]));
    for (const Rotation& b : Rotation::all()) EXPECT_GE(Rotation::index_of(a.then(b).to), 0);
  }
}

TEST(Rotation, ParseAndNames) {
  EXPECT_EQ(Rotation::parse("x x x x"), Rotation{});
  EXPECT_EQ(Rotation::parse("x2 y2"), Rotation::parse("z2"));
  EXPECT_EQ(Rotation::parse("x y x'"), Rotation::parse("z"));
  for (const Rotation& r : Rotation::all()) {
    EXPECT_EQ(Rotation::parse(r.str()), r) << r.str();
    EXPECT_LE(r.str().size(), 5u);  // at most two tokens
  }
  EXPECT_THROW(Rotation::parse("x R"), InputError);
  // A mirror (R and L swapped) is not a rotation.
  std::array<uint8_t, kFaces> mirror = {U, L, F, D, R, B};
  EXPECT_EQ(Rotation::index_of(mirror), -1);
}

TEST(Rotation, CornerElementTurnsThePocketStickers) {
  Rng rng(4);
  for (int i = 0; i < 100; ++i) {
    CubieCube c = random_pocket_state(rng);
    for (const Rotation& g : Rotation::all())
      ASSERT_EQ(pocket_facelets(c * rotation_corners(g)), rotate_facelets(pocket_facelets(c), g))
          << g.str();
  }
}

}  // namespace
}  // namespace cubelab
