// The 2x2x2 breadth-first search of Abreu García (2011) §6 (src/cubelab/lab/pocket_bfs.h): its move
// model against turning and normalising a cube, its answers against the distance table, and the
// node counts a breadth-first search must have.
#include "cubelab/lab/pocket_bfs.h"

#include <gtest/gtest.h>

#include "cubelab/cube/pocket.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/pocket/solver.h"
#include "cubelab/solvers/pocket/tables.h"

namespace cubelab::lab {
namespace {

TEST(PocketBfs, EveryFaceTurnIsTheTurnOfTheNormalisedCube) {
  Rng rng(5);
  for (int k = 0; k < 200; ++k) {
    const CubieCube c = random_pocket_state(rng);
    const uint32_t index = pocket::state_index(c);
    for (int m = 0; m < 18; ++m) {
      CubieCube turned = c;
      turned.apply(static_cast<Move>(m));
      EXPECT_EQ(pocket_bfs_successor(index, m), pocket::state_index(normalise_pocket(turned)))
          << move_name(static_cast<Move>(m));
    }
  }
}

TEST(PocketBfs, FindsOptimalVerifiedSolutions) {
  PocketBfs bfs;
  Rng rng(9);
  EXPECT_TRUE(bfs.solve(CubieCube{}).solution.moves.empty());
  for (int k = 0; k < 30; ++k) {
    CubieCube c;
    c.apply(random_pocket_moves(rng, 1 + k % 7).moves);
    c = normalise_pocket(c);
    const PocketBfsResult r = bfs.solve(c);
    EXPECT_TRUE(verify_solution(Puzzle::Cube2, c, r.solution, CubieCube{}));
    EXPECT_EQ(r.solution.htm(), pocket_distance(c, Metric::Htm));
  }
}

TEST(PocketBfs, CountsNodesAsABreadthFirstSearch) {
  PocketBfs bfs;
  CubieCube one;
  one.apply(Alg::parse("R").moves);
  one = normalise_pocket(one);
  // Goal test at generation: R' (the sixth turn, move 5) is found while expanding the root.
  PocketBfsResult r = bfs.solve(one);
  EXPECT_EQ(r.expanded, 1);
  EXPECT_EQ(r.generated, 6);
  EXPECT_EQ(r.solution.str(), "R'");
  // Depth 2: the root and all its depth-1 states (9 up to rotation) are expanded before any
  // depth-2 node; the same cube twice gives the same counts (the scratch is reset).
  CubieCube two;
  two.apply(Alg::parse("R U").moves);
  two = normalise_pocket(two);
  const PocketBfsResult a = bfs.solve(two), b = bfs.solve(two);
  EXPECT_EQ(a.solution.htm(), 2);
  EXPECT_EQ(a.expanded, b.expanded);
  EXPECT_EQ(a.generated, b.generated);
  EXPECT_LE(a.expanded, 1 + 9);
  EXPECT_EQ(a.generated % 18, b.generated % 18);
  EXPECT_GT(a.duplicates, 0);  // R then R' leads back to the root
}

}  // namespace
}  // namespace cubelab::lab
