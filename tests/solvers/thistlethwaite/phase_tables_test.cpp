// The four phase tables: sizes, reach, maxima, and distance 0 exactly on the next group
// (checked with subgroups.h, which shares no code with the phase coordinates).
#include <gtest/gtest.h>

#include "cubelab/cube/random.h"
#include "cubelab/cube/subgroups.h"
#include "cubelab/solvers/thistlethwaite/phases.h"
#include "cubelab/solvers/thistlethwaite/solver.h"
#include "cubelab/tables/distance_table.h"

namespace cubelab {
namespace {

using thistlethwaite::kPhases;
using thistlethwaite::phases;

TEST(ThistlethwaitePhases, CosetSpacesHaveTheirSizes) {
  // Index size, reachable cosets, largest optimal phase length (HTM).
  const std::array<size_t, kPhases> size = {2048, 2187 * 495, 420 * 70, 96 * 24 * 24 * 24};
  const std::array<uint64_t, kPhases> reached = {2048, 1082565, 29400, 663552};
  const std::array<size_t, kPhases> longest = {7, 10, 13, 15};
  for (int k = 0; k < kPhases; ++k) {
    const auto& p = phases()[k];
    EXPECT_EQ(p.size(), size[k]) << p.name();
    auto hist = distance_histogram(p.distances());
    uint64_t total = 0;
    for (uint64_t n : hist) total += n;
    EXPECT_EQ(total, reached[k]) << p.name();
    EXPECT_EQ(hist.size() - 1, longest[k]) << p.name();
    EXPECT_LE(static_cast<int>(hist.size() - 1), thistlethwaite::kPhaseBounds[k]);
    EXPECT_EQ(hist[0], 1u) << "one goal coset";
  }
}

TEST(ThistlethwaitePhases, CoordinatesRoundTrip) {
  // get(set(i)) == i for every value of every coordinate: the move tables are built from
  // the representatives set() writes.
  for (const auto& p : phases())
    for (const coord::Coordinate* c : p.coordinates())
      for (uint32_t i = 0; i < c->size; ++i) {
        CubieCube cube;
        c->set(cube, i);
        ASSERT_EQ(c->get(cube), i) << c->name;
      }
}

TEST(ThistlethwaitePhases, PhaseMovesStayInTheirGroup) {
  const std::array<size_t, kPhases> move_count = {18, 14, 10, 6};
  Rng rng(2);
  for (int k = 0; k < kPhases; ++k) {
    EXPECT_EQ(phases()[k].moves().size(), move_count[k]);
    CubieCube c;
    for (int i = 0; i < 200; ++i) {
      c.apply(phases()[k].moves()[rng.below(move_count[k])]);
      EXPECT_TRUE(in_thistlethwaite_group(c, k));
    }
  }
}

// States of group k: a random cube brought into group k by the solver's first k phases.
CubieCube random_in_group(Rng& rng, int k) {
  CubieCube c = random_state(rng);
  auto plan = thistlethwaite_solve(c, 1);
  for (int i = 0; i < k; ++i) c.apply(plan->phases[i].moves);
  return c;
}

TEST(ThistlethwaitePhases, DistanceZeroExactlyOnTheNextGroup) {
  Rng rng(8);
  for (int k = 0; k < kPhases; ++k) {
    const auto& p = phases()[k];
    const auto& next_moves = k + 1 < kPhases ? phases()[k + 1].moves() : std::vector<Move>{};
    for (int trial = 0; trial < 20; ++trial) {
      // Random walks inside group k: distance 0 iff the state is in group k+1.
      CubieCube c = random_in_group(rng, k);
      for (int i = 0; i < 40; ++i) {
        EXPECT_EQ(p.distance(c) == 0, in_thistlethwaite_group(c, k + 1)) << p.name();
        c.apply(p.moves()[rng.below(p.moves().size())]);
      }
      // Random walks inside group k+1: always distance 0.
      if (next_moves.empty()) continue;
      CubieCube d = random_in_group(rng, k + 1);
      for (int i = 0; i < 40; ++i) {
        EXPECT_EQ(p.distance(d), 0) << p.name();
        d.apply(next_moves[rng.below(next_moves.size())]);
      }
    }
  }
}

TEST(ThistlethwaitePhases, DistanceDropsByOneAlongSomeMove) {
  // The tables are exact BFS distances: from every sampled coset some phase move lowers the
  // distance by exactly one and no move lowers it by more.
  Rng rng(4);
  for (int k = 0; k < kPhases; ++k) {
    const auto& p = phases()[k];
    for (int trial = 0; trial < 200; ++trial) {
      CubieCube c = random_in_group(rng, k);
      const auto coords = p.coords_of(c);
      const int d = p.distance(coords);
      int best = 1000;
      for (size_t m = 0; m < p.moves().size(); ++m) {
        const int e = p.distance(p.apply(coords, p.moves()[m]));
        EXPECT_GE(e, d - 1);
        best = std::min(best, e);
        CubieCube moved = c;
        moved.apply(p.moves()[m]);
        EXPECT_EQ(p.coords_of(moved), p.apply(coords, p.moves()[m])) << "move table";
      }
      if (d > 0) {
        EXPECT_EQ(best, d - 1);
      }
    }
  }
}

}  // namespace
}  // namespace cubelab
