// Stage 1: the per-edge distances are the document's cases, and the A* cross is optimal: its
// length equals the distance found by a breadth-first search written here, over the four
// U edges moved by CubieCube itself.
#include <gtest/gtest.h>

#include <map>
#include <unordered_map>
#include <vector>

#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"
#include "cubelab/solvers/beginner/cross_coord.h"
#include "cubelab/solvers/beginner/cross_search.h"
#include "stage_goals.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

using beginner::CrossSolution;

// Key of the four U edges: where each is and its flip.
uint32_t key(const CubieCube& c) {
  uint32_t k = 0;
  for (int pos = 0; pos < kEdges; ++pos)
    if (c.ep[pos] <= UB) k |= (pos * 2u + c.eo[pos]) << (5 * c.ep[pos]);
  return k;
}

// Distance of every cross state from solved (BFS over cubies; only the U edges count).
const std::unordered_map<uint32_t, int>& cross_distances() {
  static const std::unordered_map<uint32_t, int> dist = [] {
    std::unordered_map<uint32_t, int> d;
    std::vector<CubieCube> frontier = {CubieCube{}};
    d[key(CubieCube{})] = 0;
    for (int depth = 1; !frontier.empty(); ++depth) {
      std::vector<CubieCube> next;
      for (const CubieCube& c : frontier)
        for (Move m = 0; m < kMoves; ++m) {
          CubieCube n = c;
          n.multiply_edges(CubieCube::move_cube(m));
          if (d.emplace(key(n), depth).second) next.push_back(n);
        }
      frontier = std::move(next);
    }
    return d;
  }();
  return dist;
}

TEST(BeginnerCross, PerEdgeDistancesAreTheSeedsCases) {
  // Abreu García (2011) p.56: of the 24 placements of an edge, 1 / 6 / 13 / 4 are 0 / 1 / 2 / 3
  // away.
  for (int e = UR; e <= UB; ++e) {
    std::map<int, int> count;
    for (const auto& d : beginner::cross_tables().dist[e]) ++count[d];
    EXPECT_EQ(count, (std::map<int, int>{{0, 1}, {1, 6}, {2, 13}, {3, 4}})) << edge_name(e);
  }
}

TEST(BeginnerCross, SlowCrossStatesDistribution) {
  // 190,080 cross states, at most 8 moves from solved.
  std::map<int, int> count;
  for (const auto& [k, d] : cross_distances()) ++count[d];
  EXPECT_EQ(count, (std::map<int, int>{{0, 1},
                                       {1, 15},
                                       {2, 158},
                                       {3, 1394},
                                       {4, 9809},
                                       {5, 46381},
                                       {6, 97254},
                                       {7, 34966},
                                       {8, 102}}));
}

void expect_optimal_cross(const CubieCube& cube, const CrossSolution& s, const char* how) {
  CubieCube after = cube;
  after.apply(std::span<const Move>(s.moves.data(), s.length));
  EXPECT_TRUE(test::stage_goal_done(after, 1)) << how << " " << to_facelets(cube);
  EXPECT_EQ(s.length, cross_distances().at(key(cube))) << how << " " << to_facelets(cube);
}

TEST(BeginnerCross, SlowAStarAndTableAreOptimalOnReferenceCubes) {
  CUBELAB_REQUIRE_REFERENCE();
  for (const std::string& line : test::reference_lines("random-state-1000.txt")) {
    CubieCube cube = from_facelets(line);
    expect_optimal_cross(cube, beginner::solve_cross(cube), "A*");
    expect_optimal_cross(cube, beginner::solve_cross_by_table(cube), "table");
  }
}

TEST(BeginnerCross, ShortCrossesAndSolvedCross) {
  Rng rng(11);
  for (int n = 0; n <= 4; ++n)
    for (int i = 0; i < 50; ++i) {
      const CubieCube cube = test::cube_after(random_moves(rng, n));
      CrossSolution s = beginner::solve_cross(cube);
      CubieCube after = cube;
      after.apply(std::span<const Move>(s.moves.data(), s.length));
      EXPECT_TRUE(test::stage_goal_done(after, 1)) << to_facelets(cube);
      EXPECT_LE(s.length, n);
      EXPECT_EQ(s.length, beginner::solve_cross_by_table(cube).length);
    }
  EXPECT_EQ(beginner::solve_cross(CubieCube{}).length, 0);
  EXPECT_EQ(beginner::solve_cross_by_table(CubieCube{}).length, 0);
}

TEST(BeginnerCross, AStarIsRepeatable) {
  // The scratch space is reused between searches on a thread: the same cube must give the
  // same answer and the same node counts.
  Rng rng(5);
  for (int i = 0; i < 20; ++i) {
    CubieCube cube = random_state(rng);
    CrossSolution a = beginner::solve_cross(cube);
    CrossSolution b = beginner::solve_cross(cube);
    EXPECT_EQ(a.moves, b.moves);
    EXPECT_EQ(a.expanded, b.expanded);
    EXPECT_EQ(a.generated, b.generated);
  }
}

}  // namespace
}  // namespace cubelab
