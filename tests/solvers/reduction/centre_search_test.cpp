// The searched centre stage: its orbit model against the sticker model, its tables as lower
// bounds, and its three phases on random cubes of every size it runs on.
#include "cubelab/solvers/reduction/centre_search.h"

#include <gtest/gtest.h>

#include <set>

#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_scramble.h"
#include "cubelab/solvers/reduction/centre_orbits.h"
#include "cubelab/solvers/reduction/centre_tables.h"
#include "cubelab/solvers/reduction/centres.h"
#include "cubelab/solvers/reduction/wings.h"
#include "support/nxn.h"

namespace cubelab::reduction {
namespace {

using nxn::NxnCube;
using nxn::NxnMove;

NxnCube scrambled(int n, uint64_t seed) {
  Rng rng(seed);
  NxnCube cube(n);
  cube.apply(nxn::random_scramble(n, rng));
  return cube;
}

TEST(CentreOrbits, CoverEveryMovableCentreOnceInTwentyFourPositions) {
  for (int n = 4; n <= 12; ++n) {
    SCOPED_TRACE(n);
    const CentreOrbits orbits = centre_orbits(n);
    const int inner = (n - 2) * (n - 2) - n % 2;
    EXPECT_EQ(static_cast<int>(orbits.orbits.size()) * 4, inner);
    std::set<int> facelets;
    for (const CentreOrbit& o : orbits.orbits)
      facelets.insert(o.facelets.begin(), o.facelets.end());
    EXPECT_EQ(static_cast<int>(facelets.size()), 6 * inner);
  }
}

TEST(CentreOrbits, XCentresOfEveryDepthShareOneType) {
  const CentreOrbits orbits = centre_orbits(8);  // x-centres at depths 1, 2, 3
  std::set<int> x_types;
  for (const CentreOrbit& o : orbits.orbits)
    if (o.depths[1] == 8) x_types.insert(o.type);
  EXPECT_EQ(x_types.size(), 1u);
  // x-centres and the obliques of both hands: three types in all.
  EXPECT_EQ(orbits.types.size(), 3u);
  EXPECT_EQ(centre_orbits(5).types.size(), 2u);  // x-centres and "+" centres
}

TEST(CentreOrbits, GeneratorsMoveColoursAsTheStickerModelDoes) {
  for (int n : {4, 5, 6, 7, 9}) {
    SCOPED_TRACE(n);
    const CentreOrbits orbits = centre_orbits(n);
    const NxnCube cube = scrambled(n, 7);
    for (int face = 0; face < 6; ++face)
      for (int layers = 1; layers <= orbits.max_layers; ++layers)
        for (int turns = 1; turns <= 3; ++turns) {
          NxnCube turned = cube;
          turned.apply(NxnMove{face, 1, layers, turns});
          for (const CentreOrbit& o : orbits.orbits) {
            const MaskPermutation& perm =
                orbits.types[o.type].masks[generator_index(face, o.combo(layers), turns)];
            for (int colour = 0; colour < 6; ++colour)
              ASSERT_EQ(colour_mask(turned, o, colour), perm.apply(colour_mask(cube, o, colour)));
          }
        }
  }
}

TEST(CentreTables, AreZeroAtTheGoalAndBoundTheMovesThatScrambled) {
  const int n = 5;  // x-centres and "+" centres
  const CentreOrbits orbits = centre_orbits(n);
  Rng rng(11);
  for (int length : {1, 2, 4, 8}) {
    NxnCube cube(n);
    std::vector<NxnMove> moves;
    for (int i = 0; i < length; ++i)
      moves.push_back({static_cast<int>(rng.below(6)), 1,
                       1 + static_cast<int>(rng.below(orbits.max_layers)),
                       1 + static_cast<int>(rng.below(3))});
    cube.apply(moves);
    for (const CentreOrbit& o : orbits.orbits) {
      const CentreTables& t = centre_tables(orbits.types[o.type]);
      auto mask = [&](int c) { return colour_mask(cube, o, c); };
      EXPECT_LE(t.separate[separate_index(mask(U) | mask(D))], length);
      if (length == 8) continue;
      EXPECT_EQ(t.separate[separate_index(face_positions(U) | face_positions(D))], 0);
      EXPECT_EQ(t.solve[solve_index(face_positions(U), face_positions(R), face_positions(F))], 0);
    }
  }
}

TEST(CentreSearch, SolvesItsOrbitsAndLeavesTheirWingOrbitsEven) {
  for (int n : {4, 5, 6, 7, 8, 9, 12, 33})
    for (uint64_t seed = 1; seed <= (n <= 7 ? 3u : 1u); ++seed) {
      SCOPED_TRACE(testing::Message() << n << "x" << n << "x" << n << " seed " << seed);
      const NxnCube input = scrambled(n, seed);
      // The search expects the standard orientation: random_scramble has no rotation.
      NxnCube cube = input;
      const std::optional<SearchedCentres> searched = search_centres(cube, {});
      ASSERT_TRUE(searched.has_value());
      NxnCube check = input;
      check.apply(searched->moves);
      EXPECT_EQ(check, cube);
      const int depth = searched_depth(n);
      for (int k = 1; k <= depth; ++k) EXPECT_FALSE(orbit_is_odd(cube, k)) << k;
      for (int k = depth + 1; k <= orbit_count(n); ++k)
        EXPECT_EQ(orbit_is_odd(cube, k), orbit_is_odd(input, k)) << k;
      for (const CentreOrbit& o : centre_orbits(n, depth).orbits)
        for (int f = 0; f < 6; ++f) EXPECT_EQ(colour_mask(cube, o, f), face_positions(f));
      if (n <= 5) EXPECT_TRUE(centres_solved(cube));
      EXPECT_GE(searched->phase_obtm[0] + searched->phase_obtm[1] + searched->phase_obtm[2],
                nxn::obtm(searched->moves, n));
    }
}

TEST(CentreSearch, SearchesTheOrbitsNearestTheFaces) {
  EXPECT_EQ(searched_depth(3), 0);
  EXPECT_EQ(searched_depth(4), 1);  // the x-centres
  EXPECT_EQ(searched_depth(5), 1);  // the x-centres and "+" centres
  EXPECT_EQ(searched_depth(6), 2);  // two orbits of x-centres
  EXPECT_EQ(searched_depth(7), 1);
  EXPECT_EQ(centre_orbits(6, 2).orbits.size(), 2u);
  EXPECT_EQ(centre_orbits(7, 1).orbits.size(), 2u);
  NxnCube cube = scrambled(3, 1);
  EXPECT_FALSE(search_centres(cube, {}).has_value());
}

}  // namespace
}  // namespace cubelab::reduction
