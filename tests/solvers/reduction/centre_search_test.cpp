// The searched centre stage: its orbit model against the sticker model, its tables as lower
// bounds, and its three phases on random cubes of every size it runs on.
#include "cubelab/solvers/reduction/centre_search.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_scramble.h"
#include "cubelab/solvers/reduction/centre_orbits.h"
#include "cubelab/solvers/reduction/centre_tables.h"
#include "cubelab/solvers/reduction/centres.h"
#include "cubelab/solvers/reduction/wings.h"
#include "cubelab/tables/distance_table.h"
#include "support/nxn.h"
#include "support/test_support.h"

namespace cubelab::reduction {
namespace {

using nxn::NxnCube;
using nxn::NxnMove;

using nxn::scrambled;

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
      const CentreTables& t = centre_tables(orbits.types[o.type], false);
      auto mask = [&](int c) { return colour_mask(cube, o, c); };
      EXPECT_LE(t.separate[separate_index(mask(U) | mask(D))], length);
      if (length == 8) continue;
      EXPECT_EQ(t.separate[separate_index(face_positions(U) | face_positions(D))], 0);
      EXPECT_EQ(t.solve[solve_index(face_positions(U), face_positions(R), face_positions(F))], 0);
    }
  }
}

TEST(CentreTables, OfSingleSlicesAreZeroAtTheGoalAndBoundTheMovesThatScrambled) {
  const int n = 9;
  const CentreOrbits orbits = centre_orbits(n, 3, 3);  // x-centres and "+" centres, depth 3
  ASSERT_EQ(orbits.orbits.size(), 2u);
  Rng rng(5);
  for (int length : {1, 3, 6}) {
    NxnCube cube(n);
    for (int i = 0; i < length; ++i) {
      const int layer = rng.below(2) == 0 ? 1 : 4;
      cube.apply(NxnMove{static_cast<int>(rng.below(6)), layer, layer,
                         1 + static_cast<int>(rng.below(3))});
    }
    for (const CentreOrbit& o : orbits.orbits) {
      const CentreTables& t = centre_tables(orbits.types[o.type], true);
      auto mask = [&](int c) { return colour_mask(cube, o, c); };
      EXPECT_LE(t.separate[separate_index(mask(U) | mask(D))], length);
      EXPECT_EQ(t.solve[solve_index(face_positions(U), face_positions(R), face_positions(F))], 0);
    }
  }
  // Phase 3 reaches every entry, so phase 2 may end anywhere (centre_tables.h).
  for (const OrbitType& type : orbits.types)
    for (bool single_slices : {false, true})
      EXPECT_EQ(std::count(centre_tables(type, single_slices).solve.begin(),
                           centre_tables(type, single_slices).solve.end(), kUnreached),
                0);
}

// Every x-centre and "+" centre home, as the search promises when all its stages reach
// their goals.
bool searched_orbits_solved(const NxnCube& cube) {
  const int n = cube.size();
  for (int d = 1; d <= n / 2; ++d)
    for (const CentreOrbit& o : centre_orbits(n, d, d).orbits)
      for (int f = 0; f < 6; ++f)
        if (colour_mask(cube, o, f) != face_positions(f)) return false;
  return true;
}

TEST(CentreSearch, SolvesTheXAndPlusCentresAndSetsEveryWingOrbitEven) {
  int odd_before = 0;
  for (int n : {4, 5, 6, 7, 8, 9, 12})
    for (uint64_t seed = 1; seed <= (n <= 7 ? 3u : 1u); ++seed) {
      SCOPED_TRACE(testing::Message() << n << "x" << n << "x" << n << " seed " << seed);
      // In the standard orientation (random_scramble has no rotation), the wing orbits as
      // the scramble left them: the search's second phases set them even.
      const NxnCube input = scrambled(n, seed);
      for (int k = 1; k <= orbit_count(n); ++k) odd_before += orbit_is_odd(input, k);
      NxnCube cube = input;
      const SearchedCentres searched = search_centres(cube, {});
      NxnCube check = input;
      check.apply(searched.moves);
      EXPECT_EQ(check, cube);
      for (int k = 1; k <= orbit_count(n); ++k) EXPECT_FALSE(orbit_is_odd(cube, k)) << k;
      EXPECT_EQ(searched.parity_turns, 0);  // every orbit searched
      EXPECT_TRUE(searched_orbits_solved(cube));
      EXPECT_EQ(searched.orbits, n % 2 == 0 ? n / 2 - 1 : 2 * ((n - 3) / 2));
      if (n <= 5) {
        EXPECT_TRUE(centres_solved(cube));
      }
      EXPECT_GE(searched.phase_obtm[0] + searched.phase_obtm[1] + searched.phase_obtm[2],
                nxn::obtm(searched.moves, n));
    }
  // The scrambles had odd wing orbits to set even (the three smaller cubes' two of them).
  EXPECT_GT(odd_before, 2);
}

TEST(CentreSearch, AWingOrbitNoStageSearchesIsSetEvenByAnInnerQuarterTurn) {
  // Orbits 1 and 3 of the 8x8x8 odd: one inner quarter turn each, nothing else moved.
  NxnCube cube = nxn::after(8, "2R 4R'");
  const std::vector<NxnMove> turns = even_wing_orbits(cube);
  ASSERT_EQ(turns.size(), 2u);
  for (int k = 1; k <= orbit_count(8); ++k) EXPECT_FALSE(orbit_is_odd(cube, k)) << k;
  EXPECT_EQ(cube, nxn::after(8, "2R 4R' 2R 4R"));
  NxnCube even = nxn::after(8, "2R2 U 3Rw2 F");
  EXPECT_TRUE(even_wing_orbits(even).empty());
}

TEST(CentreSearch, SearchesNothingOnTheSmallCubes) {
  for (int n : {2, 3}) {
    NxnCube cube = scrambled(n, 1);
    EXPECT_TRUE(search_centres(cube, {}).moves.empty());
  }
}

}  // namespace
}  // namespace cubelab::reduction
