// The searched edge pairing: on random cubes each orbit's wings paired with the target edges,
// from the middle outwards, by moves that keep the centres and the orbits paired before, in
// fewer moves than the commutators, the targets still a legal 3x3x3.
#include "cubelab/solvers/reduction/edge_search.h"

#include <gtest/gtest.h>

#include <string>

#include "cubelab/cube/facelets.h"
#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/solvers/reduction/centres.h"
#include "cubelab/solvers/reduction/edges.h"
#include "cubelab/solvers/reduction/reduction.h"
#include "cubelab/solvers/reduction/wings.h"
#include "support/nxn.h"
#include "support/test_support.h"

namespace cubelab::reduction {
namespace {

using nxn::NxnCube;
using nxn::scrambled;

std::string centres(const NxnCube& cube) {
  const int n = cube.size();
  std::string out;
  for (int face = 0; face < 6; ++face)
    for (int row = 1; row < n - 1; ++row)
      for (int col = 1; col < n - 1; ++col) out += std::to_string(cube.sticker(face, row, col));
  return out;
}

// A scrambled cube with its wing orbits even and its centres solved, as the reduction's
// edges stage finds it.
NxnCube centres_solved_cube(int n, uint64_t seed) {
  NxnCube cube = scrambled(n, seed);
  even_wing_orbits(cube);
  solve_centres(cube, {});
  return cube;
}

// Pairs every orbit as the reduction does, checking each search's moves.
void expect_pairs(int n, uint64_t seed) {
  SCOPED_TRACE(testing::Message() << n << "x" << n << "x" << n << " seed " << seed);
  NxnCube cube = centres_solved_cube(n, seed);
  EdgeTargets targets = choose_edge_targets(cube);
  for (int k = orbit_count(n); k >= 1; --k) {
    const NxnCube before = cube;
    const EdgeTargets targets_before = targets;
    const std::vector<nxn::NxnMove> moves = search_wing_pairs(cube, k, targets, {});
    NxnCube replayed = before;
    replayed.apply(moves);
    EXPECT_EQ(replayed, cube);
    EXPECT_EQ(centres(cube), centres(before));
    // The last few wings may need more than one flip each: the commutators pair them.
    EXPECT_GE(paired_wings(cube, k, targets), 20) << "orbit " << k;
    // About 55 outer block turns an orbit; the commutators took about 119.
    EXPECT_LE(nxn::obtm(moves, n), 75) << "orbit " << k;
    // The deeper orbits stay as they were.
    for (int deeper = k + 1; deeper <= orbit_count(n); ++deeper)
      EXPECT_EQ(paired_wings(cube, deeper, targets), paired_wings(before, deeper, targets_before))
          << "orbit " << deeper;
    // The targets moved as the reduced cube's edges: still a legal 3x3x3 with the corners,
    // and the midges' colours on an odd cube.
    EXPECT_NO_THROW(from_facelets(reduced_facelets(cube, targets)));
    if (n % 2 == 1) {
      EXPECT_EQ(targets, choose_edge_targets(cube));
    }
    if (moves.empty()) {
      EXPECT_EQ(targets, targets_before);
    }
  }
  pair_edges(cube, targets, {});
  for (int k = 1; k <= orbit_count(n); ++k) EXPECT_EQ(paired_wings(cube, k, targets), 24);
}

TEST(EdgeSearch, PairsEveryOrbitWithTheMidgesOfOddCubes) {
  for (int n : {5, 7, 9})
    for (uint64_t seed = 1; seed <= 4u; ++seed) expect_pairs(n, seed);
}

TEST(EdgeSearch, PairsEveryOrbitOntoLegalCompositeEdgesOfEvenCubes) {
  for (int n : {4, 6, 8})
    for (uint64_t seed = 1; seed <= 4u; ++seed) expect_pairs(n, seed);
}

TEST(EdgeSearch, LeavesAPairedOrbitAsItIs) {
  NxnCube cube(5);
  cube.apply(nxn::parse_moves("R U F' D2 L B", 5));  // outer turns pair nothing away
  EdgeTargets targets = choose_edge_targets(cube);
  EXPECT_EQ(paired_wings(cube, 1, targets), 24);
  EXPECT_TRUE(search_wing_pairs(cube, 1, targets, {}).empty());
}

TEST(EdgeSearch, StopsWhenAsked) {
  NxnCube cube = centres_solved_cube(5, 1);
  EdgeTargets targets = choose_edge_targets(cube);
  EXPECT_THROW(search_wing_pairs(cube, 1, targets, [] { return true; }), Stopped);
}

}  // namespace
}  // namespace cubelab::reduction
