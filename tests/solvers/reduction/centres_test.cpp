// The centre commutators (centres.h): every centre solved, by moves that replay to the cube
// they leave; the beam over their choices shorter than the greedy choice on the 6x6x6's
// obliques.
#include "cubelab/solvers/reduction/centres.h"

#include <gtest/gtest.h>

#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/solvers/reduction/centre_search.h"
#include "support/nxn.h"
#include "support/test_support.h"

namespace cubelab::reduction {
namespace {

using nxn::NxnCube;

// The beam against the greedy choice on three cubes.
TEST(CentreCycles, SolveEveryCentreAndTheBeamIsShorterThanTheGreedyChoice) {
  int greedy = 0, beam = 0;
  for (uint64_t seed : {1, 2, 3}) {
    SCOPED_TRACE(testing::Message() << "seed " << seed);
    // The x-centres searched, the obliques left to the cycles, as the reduction leaves them.
    NxnCube cube = nxn::scrambled(6, seed);
    search_centres(cube, {});
    for (int width : {1, centre_beam_width(6)}) {
      NxnCube solved = cube;
      const std::vector<nxn::NxnMove> moves = solve_centres(solved, {}, width);
      EXPECT_TRUE(centres_solved(solved));
      NxnCube replayed = cube;
      replayed.apply(moves);
      EXPECT_EQ(replayed, solved);
      (width == 1 ? greedy : beam) += nxn::obtm(moves, 6);
    }
  }
  EXPECT_GT(centre_beam_width(6), 1);
  EXPECT_LT(beam, greedy);
  std::printf("centre cycles, three 6x6x6 cubes: greedy %d OBTM, beam %d\n", greedy, beam);
}

}  // namespace
}  // namespace cubelab::reduction
