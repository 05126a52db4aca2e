// The walk down an exact distance table (search/table_descent.h) on the corner orientations
// of the 3x3x3 (2187 states, all 18 turns, in HTM and in QTM): its paths are checked against
// a brute-force listing of every canonical move sequence of the same length.
#include "cubelab/search/table_descent.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "cubelab/coord/coordinates.h"
#include "cubelab/coord/move_table.h"
#include "cubelab/tables/distance_table.h"

namespace cubelab {
namespace {

using Paths = std::vector<std::vector<Move>>;

class TwistSpace {
 public:
  explicit TwistSpace(bool qtm) : qtm_(qtm) {
    const uint64_t goal = 0;
    dist_ = build_distance_table(
        coord::kTwist, std::span<const uint64_t>(&goal, 1), kMoves,
        [&](uint64_t s, int m) { return uint64_t{table_(static_cast<uint32_t>(s), Move(m))}; },
        [&](int m) { return cost(Move(m)); });
  }
  search::FirstMoves<kMoves> moves() const { return {}; }
  uint16_t apply(uint16_t s, Move m) const { return table_(s, m); }
  int distance(uint16_t s) const { return dist_[s]; }
  int cost(Move m) const { return qtm_ ? move_qtm(m) : 1; }

 private:
  bool qtm_;
  coord::MoveTable table_{coord::twist_coord()};
  std::vector<uint8_t> dist_;
};

// The same space with no same-face rule: any move may follow any other.
class AnyOrderTwistSpace : public TwistSpace {
 public:
  AnyOrderTwistSpace() : TwistSpace(false) {}
  bool allowed(int, Move) const { return true; }
};

// Every sequence of cost exactly `length` from `s` that reaches the goal at its end and not
// before, in move order; canonical ones only (allowed_after) unless `any_order`.
void paths_by_brute_force(const TwistSpace& space, uint16_t s, int length, int prev_face,
                          bool any_order, std::vector<Move>& path, Paths& out) {
  if (space.distance(s) == 0) {
    if (length == 0) out.push_back(path);
    return;
  }
  for (Move m : space.moves()) {
    if ((!any_order && !allowed_after(prev_face, move_face(m))) || space.cost(m) > length) continue;
    path.push_back(m);
    paths_by_brute_force(space, space.apply(s, m), length - space.cost(m), move_face(m), any_order,
                         path, out);
    path.pop_back();
  }
}

Paths paths_by_brute_force(const TwistSpace& space, uint16_t s, int length,
                           bool any_order = false) {
  Paths out;
  std::vector<Move> path;
  paths_by_brute_force(space, s, length, -1, any_order, path, out);
  return out;
}

// States at each distance up to `max`, a few of each.
std::vector<uint16_t> sample(const TwistSpace& space, int max, int per_distance) {
  std::vector<uint16_t> out;
  std::vector<int> taken(max + 1);
  for (uint32_t s = 0; s < coord::kTwist; s += 7) {
    const int d = space.distance(static_cast<uint16_t>(s));
    if (d <= max && taken[d]++ < per_distance) out.push_back(static_cast<uint16_t>(s));
  }
  return out;
}

// The first state at distance d.
uint16_t at_distance(const TwistSpace& space, int d) {
  uint16_t s = 0;
  while (space.distance(s) != d) ++s;
  return s;
}

TEST(TableDescent, ListsExactlyTheOptimalPathsInMoveOrder) {
  for (bool qtm : {false, true}) {
    const TwistSpace space(qtm);
    for (uint16_t s : sample(space, qtm ? 5 : 4, 4)) {
      const int d = space.distance(s);
      Paths found;
      search::table_paths(space, s, d, 1'000'000, found);
      EXPECT_EQ(found, paths_by_brute_force(space, s, d))
          << "state " << s << (qtm ? " QTM" : " HTM");
      EXPECT_FALSE(found.empty());
      Paths optimal;
      search::optimal_table_paths(space, s, 1'000'000, optimal);
      EXPECT_EQ(optimal, found);
    }
  }
}

TEST(TableDescent, ALongerLengthListsThePathsOfThatLength) {
  // Not only straight down: one move more than the distance, the walk still keeps every
  // move that leaves the goal within reach (Thistlethwaite's beam takes these).
  const TwistSpace space(false);
  for (uint16_t s : sample(space, 3, 3)) {
    Paths found;
    search::table_paths(space, s, space.distance(s) + 1, 1'000'000, found);
    EXPECT_EQ(found, paths_by_brute_force(space, s, space.distance(s) + 1)) << "state " << s;
  }
}

TEST(TableDescent, FollowsTheSpacesOwnMoveOrderRule) {
  // Without the same-face rule, one move more than the distance also finds R R' style
  // detours (a move and its undoing), which the canonical walk never lists.
  const AnyOrderTwistSpace space;
  for (uint16_t s : sample(space, 3, 3)) {
    const int d = space.distance(s);
    if (d == 0) continue;
    Paths found;
    search::table_paths(space, s, d + 1, 1'000'000, found);
    EXPECT_EQ(found, paths_by_brute_force(space, s, d + 1, true)) << "state " << s;
    Paths canonical;
    search::table_paths(static_cast<const TwistSpace&>(space), s, d + 1, 1'000'000, canonical);
    EXPECT_GT(found.size(), canonical.size()) << "state " << s;
  }
}

TEST(TableDescent, StopsAtTheWantedCountAndKeepsWhatWasThere) {
  const TwistSpace space(false);
  const uint16_t s = at_distance(space, 4);
  Paths all;
  search::table_paths(space, s, 4, 1'000'000, all);
  ASSERT_GT(all.size(), 5u);
  Paths some;
  search::table_paths(space, s, 4, 5, some);
  EXPECT_EQ(some, Paths(all.begin(), all.begin() + 5));
  // Appending: a second call fills up to the count, after what the first left.
  Paths more{{Move(0)}};
  search::table_paths(space, s, 4, 3, more);
  ASSERT_EQ(more.size(), 3u);
  EXPECT_EQ(more[1], all[0]);
  EXPECT_EQ(more[2], all[1]);
  // Full already: nothing read.
  EXPECT_EQ(search::table_paths(space, s, 4, 3, more), 0);
  EXPECT_EQ(more.size(), 3u);
}

TEST(TableDescent, CountsOneLookupPerMoveTried) {
  const TwistSpace space(false);
  Paths found;
  // At the goal: the start's lookup only, and the empty path.
  EXPECT_EQ(search::table_paths(space, uint16_t{0}, 0, 10, found), 1);
  EXPECT_EQ(found, Paths{{}});
  // A length below the distance: the start's lookup shows it, nothing else is read.
  const uint16_t s = at_distance(space, 3);
  found.clear();
  EXPECT_EQ(search::table_paths(space, s, space.distance(s) - 1, 10, found), 1);
  EXPECT_TRUE(found.empty());
  // One move from the goal, one path wanted: the start, then the moves up to the first that
  // reaches the goal.
  const uint16_t one = space.apply(0, make_move(R, 1));
  ASSERT_EQ(space.distance(one), 1);
  found.clear();
  const int64_t lookups = search::table_paths(space, one, 1, 1, found);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(lookups, 1 + found[0][0] + 1);
}

}  // namespace
}  // namespace cubelab
