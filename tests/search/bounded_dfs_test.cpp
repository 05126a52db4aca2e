// The depth-first walk under a lower bound (search/bounded_dfs.h) on the corner orientations
// of the 3x3x3 (2187 states, all 18 turns, canonical order), with the exact distance as the
// bound and with half of it (admissible, loose): its paths are checked against a
// brute-force listing of every canonical move sequence of the same length that ends solved,
// in both walks (recursive and stepped) and with each of the policy's options.
#include "cubelab/search/bounded_dfs.h"

#include <gtest/gtest.h>

#include <vector>

#include "cubelab/coord/coordinates.h"
#include "cubelab/coord/move_table.h"
#include "cubelab/tables/distance_table.h"

namespace cubelab {
namespace {

using Paths = std::vector<std::vector<Move>>;

struct TwistTables {
  coord::MoveTable moves{coord::twist_coord()};
  std::vector<uint8_t> distance;
  TwistTables() {
    const uint64_t goal = 0;
    distance = build_distance_table(
        coord::kTwist, std::span<const uint64_t>(&goal, 1), kMoves,
        [&](uint64_t s, int m) { return uint64_t{moves(static_cast<uint32_t>(s), Move(m))}; },
        [](int) { return 1; });
  }
};

const TwistTables& twist_tables() {
  static const TwistTables t;
  return t;
}

// The policy: every path to the solved orientation, kept until `wanted`. `halved`: the bound
// is half the distance. The options are template parameters, as in a real policy.
template <bool kSiblings, bool kReads>
struct TwistWalk {
  const TwistTables& t = twist_tables();
  bool halved = false;
  size_t wanted = 1'000'000;
  Paths found;
  std::vector<Move> path;
  int64_t expanded = 0;        // nodes given to expand
  int64_t over_the_bound = 0;  // of those, with a bound above the moves left (never)

  static constexpr bool kReadsFirst = kReads;

  struct Node {
    uint16_t twist;
    int face;
  };
  uint32_t expand(const Node& n, int depth, int togo) {
    ++expanded;
    if (bound_of(n.twist) > togo) ++over_the_bound;
    path.resize(depth);
    if (togo == 0) {
      if (n.twist == 0) found.push_back(path);
      return 0;
    }
    uint32_t moves = 0;
    for (int m = 0; m < kMoves; ++m)
      if (allowed_after(n.face, move_face(Move(m)))) moves |= 1u << m;
    return moves;
  }
  void child(const Node& n, int m, Node& x) const {
    x = {static_cast<uint16_t>(t.moves(n.twist, Move(m))), move_face(Move(m))};
  }
  int bound(Node& x, int) const { return bound_of(x.twist); }
  void descend(const Node&, int depth, int m) {
    path.resize(depth);
    path.push_back(Move(m));
  }
  bool over() const { return found.size() >= wanted; }
  uint32_t siblings(int m) const requires kSiblings { return 0b111u << (3 * move_face(Move(m))); }

  int bound_of(uint16_t twist) const { return halved ? t.distance[twist] / 2 : t.distance[twist]; }
};

void brute_force(uint16_t s, int left, int prev_face, std::vector<Move>& path, Paths& out) {
  if (left == 0) {
    if (s == 0) out.push_back(path);
    return;
  }
  for (int m = 0; m < kMoves; ++m) {
    if (!allowed_after(prev_face, move_face(Move(m)))) continue;
    path.push_back(Move(m));
    brute_force(static_cast<uint16_t>(twist_tables().moves(s, Move(m))), left - 1,
                move_face(Move(m)), path, out);
    path.pop_back();
  }
}

Paths brute_force(uint16_t s, int length) {
  Paths out;
  std::vector<Move> path;
  brute_force(s, length, -1, path, out);
  return out;
}

template <class Walk>
Walk recursive(uint16_t s, int length, bool halved, size_t wanted = 1'000'000) {
  Walk w;
  w.halved = halved;
  w.wanted = wanted;
  search::bounded_dfs(w, {s, -1}, 0, length);
  return w;
}

template <class Walk>
Walk stepped(uint16_t s, int length, bool halved, size_t wanted = 1'000'000) {
  Walk w;
  w.halved = halved;
  w.wanted = wanted;
  search::SteppedDfs<Walk, 20, kMoves> walk;
  walk.start(w, {s, -1}, length);
  while (walk.active()) walk.step(w);
  return w;
}

// A few states at each distance up to 4.
std::vector<uint16_t> states_to_walk() {
  std::vector<uint16_t> out;
  int taken[5] = {};
  for (uint32_t s = 0; s < coord::kTwist; s += 11) {
    const int d = twist_tables().distance[s];
    if (d <= 4 && taken[d]++ < 2) out.push_back(static_cast<uint16_t>(s));
  }
  return out;
}

using Plain = TwistWalk<false, false>;

TEST(BoundedDfs, ListsEveryPathOfTheLengthInMoveOrder) {
  for (bool halved : {false, true})
    for (uint16_t s : states_to_walk()) {
      const int d = twist_tables().distance[s];
      for (int length = d; length <= std::min(d + 2, 5); ++length) {
        const Plain w = recursive<Plain>(s, length, halved);
        EXPECT_EQ(w.found, brute_force(s, length))
            << "state " << s << " length " << length << (halved ? " halved" : "");
        EXPECT_EQ(w.over_the_bound, 0);
      }
    }
}

TEST(BoundedDfs, ATighterBoundExpandsFewerNodes) {
  const uint16_t s = states_to_walk().back();
  const int d = twist_tables().distance[s];
  const Plain exact = recursive<Plain>(s, d + 1, false);
  const Plain loose = recursive<Plain>(s, d + 1, true);
  EXPECT_EQ(exact.found, loose.found);
  EXPECT_LT(exact.expanded, loose.expanded);
}

TEST(BoundedDfs, SiblingsAndReadsFirstKeepThePaths) {
  for (bool halved : {false, true})
    for (uint16_t s : states_to_walk()) {
      const int length = twist_tables().distance[s] + 1;
      const Plain plain = recursive<Plain>(s, length, halved);
      const auto siblings = recursive<TwistWalk<true, false>>(s, length, halved);
      const auto reads = recursive<TwistWalk<false, true>>(s, length, halved);
      EXPECT_EQ(siblings.found, plain.found) << "state " << s;
      EXPECT_EQ(siblings.expanded, plain.expanded) << "state " << s;
      EXPECT_EQ(reads.found, plain.found) << "state " << s;
      EXPECT_EQ(reads.expanded, plain.expanded) << "state " << s;
    }
}

TEST(BoundedDfs, TheSteppedWalkIsTheSameWalk) {
  for (bool halved : {false, true})
    for (uint16_t s : states_to_walk()) {
      const int length = twist_tables().distance[s] + 1;
      const Plain plain = recursive<Plain>(s, length, halved);
      const Plain steps = stepped<Plain>(s, length, halved);
      EXPECT_EQ(steps.found, plain.found) << "state " << s;
      EXPECT_EQ(steps.expanded, plain.expanded) << "state " << s;
      EXPECT_EQ(steps.over_the_bound, 0);
    }
}

TEST(BoundedDfs, StopsOnceThePolicySaysOver) {
  uint16_t s = 0;
  while (twist_tables().distance[s] != 4) ++s;
  const Plain all = recursive<Plain>(s, 5, false);
  ASSERT_GT(all.found.size(), 3u);
  for (size_t wanted : {size_t{1}, size_t{3}}) {
    const Paths first(all.found.begin(), all.found.begin() + static_cast<long>(wanted));
    const Plain some = recursive<Plain>(s, 5, false, wanted);
    EXPECT_EQ(some.found, first);
    EXPECT_LT(some.expanded, all.expanded);
    const Plain some_steps = stepped<Plain>(s, 5, false, wanted);
    EXPECT_EQ(some_steps.found, first);
  }
}

}  // namespace
}  // namespace cubelab
