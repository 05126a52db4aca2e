// cube4's phases 2 and 3 on their own (centres.h, edges.h, search.h): the wing and pairing
// models against the sticker model, the tables against breadth-first search at small depths,
// and phase 3 on random states that phases 1 and 2 left.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdlib>
#include <map>

#include "cubelab/coord/ranking.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/nxn/nxn_scramble.h"
#include "cubelab/cube/nxn/nxn_validate.h"
#include "cubelab/cube/random.h"
#include "cubelab/solvers/cube4/centres.h"
#include "cubelab/solvers/cube4/edge_orientation.h"
#include "cubelab/solvers/cube4/edges.h"
#include "cubelab/solvers/cube4/phase2_near.h"
#include "cubelab/solvers/cube4/phase3_ball.h"
#include "cubelab/solvers/cube4/search.h"
#include "cubelab/solvers/reduction/centres.h"
#include "cubelab/solvers/reduction/reduction.h"
#include "cubelab/solvers/reduction/wings.h"
#include "cubelab/tables/packed.h"
#include "support/nxn.h"
#include "support/test_support.h"

namespace cubelab::cube4 {
namespace {

using nxn::NxnCube;

Pairing after(const Pairing& p, int m) {
  Pairing next{};
  for (int s = 0; s < 12; ++s)
    next[slot_after(m, 1, s)] = static_cast<uint8_t>(slot_after(m, 0, p[s]));
  return next;
}

Pairing identity() {
  Pairing p{};
  for (int s = 0; s < 12; ++s) p[s] = static_cast<uint8_t>(s);
  return p;
}

TEST(Cube4Phases, WingTypesSplitEverySlotAndPhase3MovesKeepThem) {
  for (int s = 0; s < 12; ++s) {
    EXPECT_EQ(wing_type(typed_position(s, 0)), 0);
    EXPECT_EQ(wing_type(typed_position(s, 1)), 1);
    EXPECT_EQ(typed_position(s, 0) / 2, s);
    EXPECT_EQ(typed_position(s, 1) / 2, s);
  }
  for (int m : phase_moves(3))
    for (int p = 0; p < kWings; ++p) EXPECT_EQ(wing_type(wing_after(m, p)), wing_type(p)) << m;
  // U is a phase-2 move that changes types.
  bool changed = false;
  for (int p = 0; p < kWings; ++p) changed |= wing_type(wing_after(0, p)) != wing_type(p);
  EXPECT_TRUE(changed);
}

TEST(Cube4Phases, PairingAndReducedParityFollowTheCubeUnderPhase3Moves) {
  Rng rng(3);
  const std::vector<int> moves = phase_moves(3);
  for (int trial = 0; trial < 20; ++trial) {
    NxnCube cube(4);
    Centres c = centres_of(cube, false);
    Pairing p = identity();
    for (int i = 0; i < 25; ++i) {
      const int m = moves[rng.below(moves.size())];
      cube.apply(move_of(m));
      c = apply(c, m);
      p = after(p, m);
      const WingPlaces where = places_of(wings_of(cube));
      ASSERT_TRUE(edges_oriented(where)) << trial << " " << i;
      ASSERT_EQ(p, pairing_of(where)) << trial << " " << i;
      ASSERT_EQ(c.reduced_parity_odd, reduced_parity_odd(cube, where)) << trial << " " << i;
    }
  }
}

TEST(Cube4Phases, PairingIndexRoundTrips) {
  Rng rng(8);
  for (int trial = 0; trial < 1000; ++trial) {
    const uint32_t index = static_cast<uint32_t>(rng.below(kPairEntries));
    const Pairing p = pairing_state(index);
    ASSERT_EQ(pairing_index(p), index);
  }
  EXPECT_EQ(pairing_index(identity()), 0u);
}

TEST(Cube4Phases, PairTableMatchesBreadthFirstSearchToDepth5) {
  // The search runs over the pairings themselves and the reduced parity, which the wide half
  // turns flip; the table holds the pairings up to symmetry.
  const std::span<const uint8_t> table = pair_table();
  using State = std::pair<Pairing, bool>;  // the pairing, the parity odd
  std::map<State, int> dist = {{{identity(), false}, 0}};
  std::vector<State> level = {{identity(), false}};
  int flipping = 0;
  for (int m : phase_moves(3)) {
    const nxn::NxnMove move = move_of(m);
    const bool wide_half_turn = move.last_layer == 2 && move.turns == 2;
    EXPECT_EQ(flips_reduced_parity(m), wide_half_turn) << m;
    flipping += wide_half_turn;
  }
  EXPECT_EQ(flipping, 6);
  for (int d = 1; d <= 5; ++d) {
    std::vector<State> next_level;
    for (const auto& [p, odd] : level)
      for (int m : phase_moves(3)) {
        const State q{after(p, m), odd != flips_reduced_parity(m)};
        if (dist.emplace(q, d).second) next_level.push_back(q);
      }
    level = std::move(next_level);
  }
  std::array<int, 2> odd_at_least{99, 99};
  for (const auto& [state, d] : dist) {
    const auto& [p, odd] = state;
    ASSERT_EQ(tables::crumb(table.data(), pair_parity_index(pairing_index(p), odd)), d % 3);
    ASSERT_EQ(pairing_distance(p, odd), d);
    ASSERT_EQ(pairing_distance(pairing_state(pairing_index(p)), odd), d);
    if (p == identity()) odd_at_least[odd] = std::min(odd_at_least[odd], d);
  }
  // Paired with the parity odd is 5 moves from the goal, not 0.
  EXPECT_EQ(odd_at_least[0], 0);
  EXPECT_EQ(odd_at_least[1], 5);
  EXPECT_EQ(pairing_distance(identity(), true), 5);
  // States beyond depth 5 (one step further) are at depth 6.
  for (const auto& [p, odd] : level)
    for (int m : phase_moves(3)) {
      const State q{after(p, m), odd != flips_reduced_parity(m)};
      if (!dist.count(q)) {
        ASSERT_EQ(tables::crumb(table.data(), pair_parity_index(pairing_index(q.first), q.second)),
                  6 % 3);
        ASSERT_EQ(pairing_distance(q.first, q.second), 6);
      }
    }
}

TEST(Cube4Phases, PairingsAlikeUpToSymmetryAreAsFarFromPaired) {
  // Each symmetry conjugates the pairing (s . p . s^-1) and keeps its distance with either
  // parity; the entries of a class that a symmetry keeps all hold it.
  Rng rng(10);
  for (int trial = 0; trial < 100; ++trial) {
    const Pairing p = pairing_state(static_cast<uint32_t>(rng.below(kPairEntries)));
    const bool odd = trial % 2 != 0;
    const int d = pairing_distance(p, odd);
    for (int k = 0; k < kPairSymmetries; ++k) {
      Pairing q{};
      for (int s = 0; s < 12; ++s)
        q[symmetric_slot(k, s)] = static_cast<uint8_t>(symmetric_slot(k, p[s]));
      ASSERT_EQ(pairing_distance(q, odd), d) << trial << " " << k;
      ASSERT_EQ(tables::crumb(pair_table().data(), pair_parity_index(pairing_index(q), odd)),
                d % 3);
    }
  }
}

TEST(Cube4Phases, PairingDistancesOfRandomPairingsAreWithinThirteenAndConsistent) {
  // Each state's distance is read down the table; a move changes it by at most one, and
  // the distance_near of a neighbour's entry gives the neighbour's own. Some pairings need
  // more moves with the parity odd than with it even.
  Rng rng(9);
  int farther_odd = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const Pairing p = pairing_state(static_cast<uint32_t>(rng.below(kPairEntries)));
    const bool odd = trial % 2 != 0;
    const int d = pairing_distance(p, odd);
    ASSERT_GE(d, 1);
    ASSERT_LE(d, 13);
    farther_odd += pairing_distance(p, true) > pairing_distance(p, false);
    for (int m : phase_moves(3)) {
      const Pairing q = after(p, m);
      const bool q_odd = odd != flips_reduced_parity(m);
      const int e = pairing_distance(q, q_odd);
      ASSERT_LE(std::abs(e - d), 1);
      ASSERT_EQ(
          tables::distance_near(
              tables::crumb(pair_table().data(), pair_parity_index(pairing_index(q), q_odd)), d),
          e);
    }
  }
  EXPECT_GT(farther_odd, 20);  // the parity adds to the bound (about a third of the pairings)
}

// Phase 1's index, read through masks of the U/D positions, is rank::combination's rank.
TEST(Cube4Phases, Phase1IndexIsTheCombinationsRank) {
  Rng rng(41);
  for (int trial = 0; trial < 2000; ++trial) {
    const uint64_t index = rng.below(735471);
    const Centres c = phase_state(1, index);
    ASSERT_EQ(phase_index(1, c), index);
    const Centres moved = apply(c, static_cast<int>(rng.below(kMoves)));
    std::array<bool, 24> chosen{};
    for (int p = 0; p < 24; ++p) chosen[p] = moved.colour[p] == U || moved.colour[p] == D;
    ASSERT_EQ(phase_index(1, moved), rank::combination(chosen));
  }
}

TEST(Cube4Phases, CentreTablesMatchBreadthFirstSearchToDepth3) {
  for (int phase = 1; phase <= 3; ++phase) {
    const std::span<const uint8_t> table = phase_table(phase);
    // From every goal state, the states within 3 moves.
    std::map<uint64_t, int> dist;
    std::vector<uint64_t> level;
    for (uint64_t i = 0; i < table.size(); ++i)
      if (table[i] == 0) dist[i] = 0, level.push_back(i);
    for (int d = 1; d <= 3; ++d) {
      std::vector<uint64_t> next_level;
      for (uint64_t i : level)
        for (int m : phase_moves(phase)) {
          const uint64_t j = phase_index(phase, apply(phase_state(phase, i), m));
          if (dist.emplace(j, d).second) next_level.push_back(j);
        }
      level = std::move(next_level);
    }
    for (const auto& [index, d] : dist) ASSERT_EQ(table[index], d) << phase << " " << index;
  }
}

TEST(Cube4Phases, Phase2SideMovesAreThoseOfTheStates) {
  const std::vector<std::array<uint16_t, kMoves>> side_moves = phase2_side_moves();
  ASSERT_EQ(side_moves.size(), phase_table(2).size() / 70);
  for (uint64_t side = 0; side < side_moves.size(); ++side) {
    const Centres c = phase_state(2, side * 70);
    for (int m : phase_moves(2))
      ASSERT_EQ(side_moves[side][m], phase_index(2, apply(c, m)) / 70) << side << " " << m;
  }
}

// A random state in the standard orientation after phase 1 (read off its table), and its
// centres there.
struct AfterPhase1 {
  NxnCube cube;
  Centres centres;
};
AfterPhase1 after_phase_1(Rng& rng) {
  NxnCube cube(4);
  cube.apply(nxn::random_scramble(4, rng));
  cube.apply(nxn::standard_orientation_turn(cube));
  Centres c = centres_of(cube, reduction::orbit_is_odd(cube, 1));
  std::vector<nxn::NxnMove> moves;
  descend(1, c, moves);
  cube.apply(moves);
  return {cube, c};
}

// The same after phase 2.
NxnCube after_phases_1_and_2(Rng& rng) {
  AfterPhase1 a = after_phase_1(rng);
  a.cube.apply(search_phase2(a.centres, wings_of(a.cube), {}));
  return a.cube;
}

// The two-edge table (edge_orientation.h) is a breadth-first search's from its goal: 0
// exactly where both edges have a wing on each type, each entry within one of its neighbours'
// under phase 2's moves and one more than the nearest's, the tuples with a position twice
// unreached; its largest value is most_two_edge_moves().
TEST(Cube4Phases, TwoEdgeTableIsEachTuplesDistanceToItsGoal) {
  const std::span<const uint8_t> table = two_edge_table();
  ASSERT_EQ(table.size(), static_cast<size_t>(kWings * kWings * kWings * kWings));
  const std::vector<int> moves = phase_moves(2);
  int most = 0;
  for (int a = 0; a < kWings; ++a)
    for (int b = 0; b < kWings; ++b)
      for (int c = 0; c < kWings; ++c)
        for (int d = 0; d < kWings; ++d) {
          const int value = table[two_edge_index(a, b, c, d)];
          if (a == b || a == c || a == d || b == c || b == d || c == d) {
            ASSERT_EQ(value, 255) << a << b << c << d;
            continue;
          }
          ASSERT_EQ(value == 0, wing_type(a) != wing_type(b) && wing_type(c) != wing_type(d));
          int nearest = 255;
          for (int m : moves) {
            const int next = table[two_edge_index(wing_after(m, a), wing_after(m, b),
                                                  wing_after(m, c), wing_after(m, d))];
            ASSERT_LE(std::abs(next - value), 1) << a << " " << b << " " << c << " " << d;
            nearest = std::min(nearest, next);
          }
          if (value > 0) {
            ASSERT_EQ(nearest, value - 1);
          }
          most = std::max(most, value);
        }
  EXPECT_EQ(most, most_two_edge_moves());
  EXPECT_EQ(most, 3);
}

// The edge bound is 0 where phase 2 leaves the edges and never more than phase 2's moves
// from there.
TEST(Cube4Phases, EdgeBoundIsWithinPhase2sSolution) {
  Rng rng(5);
  for (int trial = 0; trial < 10; ++trial) {
    auto [cube, c] = after_phase_1(rng);
    const int bound = edge_orientation_bound(two_edge_table(), places_of(wings_of(cube)));
    const std::vector<nxn::NxnMove> phase2 = search_phase2(c, wings_of(cube), {});
    EXPECT_LE(bound, static_cast<int>(phase2.size())) << trial;
    cube.apply(phase2);
    EXPECT_EQ(edge_orientation_bound(two_edge_table(), places_of(wings_of(cube))), 0) << trial;
  }
}

// The near-goal masks (phase2_near.h) hold, for every phase-2 state within their depth, the
// moves to each child as near as asked, as the phase-2 table gives the children's distances.
TEST(Cube4Phases, Phase2NearMasksAreTheChildrenWithinEachDistance) {
  const std::span<const uint8_t> table = phase_table(2);
  const Phase2Near& near = Phase2Near::get();
  const std::vector<int> moves = phase_moves(2);
  size_t states = 0;
  for (uint64_t i = 0; i < table.size(); ++i) {
    const int d = table[i];
    if (d > Phase2Near::kNearDepth) continue;
    ++states;
    const Centres c = phase_state(2, i);
    for (int within = std::max(d - 1, 0); within <= d + 1; ++within) {
      uint64_t expected = 0;
      for (int m : moves)
        if (table[phase_index(2, apply(c, m))] <= within) expected |= uint64_t{1} << m;
      ASSERT_EQ(near.children_within(static_cast<uint32_t>(i), d, within), expected)
          << i << " " << within;
    }
  }
  EXPECT_EQ(near.states(), states);
  EXPECT_EQ(states, 26'388u);
}

// Whether phase 2's goal is `depth` moves from (c, where) or fewer: a plain IDA* step over
// every phase-2 move (only a block turned twice in a row left out), bounded by the centre
// table alone, the goal tested as search_phase2's definition says.
bool phase2_within(const Centres& c, const WingPlaces& where, int depth, int previous) {
  if (phase_table(2)[phase_index(2, c)] == 0 && edges_oriented(where)) return true;
  if (depth == 0) return false;
  for (int m : phase_moves(2)) {
    if (previous >= 0 && m / 3 == previous / 3) continue;
    const Centres next = apply(c, m);
    if (phase_table(2)[phase_index(2, next)] >= depth) continue;
    WingPlaces moved{};
    for (int w = 0; w < kWings; ++w) moved[w] = static_cast<uint8_t>(wing_after(m, where[w]));
    if (phase2_within(next, moved, depth - 1, m)) return true;
  }
  return false;
}

// Phase 2's search (its bounds, the near-goal masks of its last moves, its order of moves)
// finds a solution exactly as short as a plain search finds.
TEST(Cube4Phases, Phase2sSolutionIsTheShortest) {
  Rng rng(8);
  for (int trial = 0; trial < 4; ++trial) {
    auto [cube, c] = after_phase_1(rng);
    const WingPlaces where = places_of(wings_of(cube));
    const int length = static_cast<int>(search_phase2(c, wings_of(cube), {}).size());
    EXPECT_TRUE(phase2_within(c, where, length, -1)) << trial;
    EXPECT_FALSE(phase2_within(c, where, length - 1, -1)) << trial;
  }
}

TEST(Cube4Phases, Phase3SolvesTheCentresAndPairsEveryEdgeAfterPhases1And2) {
  Rng rng(21);
  for (int trial = 0; trial < 20; ++trial) {
    NxnCube cube = after_phases_1_and_2(rng);
    const WingPlaces where = places_of(wings_of(cube));
    ASSERT_TRUE(edges_oriented(where)) << trial;
    ASSERT_FALSE(reduction::orbit_is_odd(cube, 1)) << trial;
    Centres c = centres_of(cube, false);
    c.reduced_parity_odd = reduced_parity_odd(cube, where);
    const auto phase3 = search_phase3(c, wings_of(cube), {}, 100'000'000);
    ASSERT_TRUE(phase3.has_value()) << trial;
    for (const nxn::NxnMove& m : *phase3) {
      ASSERT_TRUE(m.turns == 2 || (m.last_layer == 1 && m.face != U && m.face != D)) << trial;
    }
    cube.apply(*phase3);
    EXPECT_TRUE(reduction::centres_solved(cube)) << trial;
    for (int s = 0; s < reduction::kEdgeSlots; ++s) {
      const auto colours = reduction::wing_colours(cube, {s, 1});
      EXPECT_EQ(reduction::wing_colours(cube, {s, 2}), colours) << trial << " slot " << s;
    }
  }
}

// A phase-3 state's centres (with the reduced parity) and its ball key.
struct Phase3Of {
  Centres centres;
  uint64_t key;
};
Phase3Of phase3_of(const NxnCube& cube) {
  const WingPlaces where = places_of(wings_of(cube));
  Centres c = centres_of(cube, false);
  c.reduced_parity_odd = reduced_parity_odd(cube, where);
  const Phase3State s = phase3_state(c, pairing_of(where));
  EXPECT_EQ(phase3_centre_index(s), phase_index(3, c));
  return {c, Phase3Ball::get().key(s)};
}

// The ball (phase3_ball.h) holds every phase-3 state within its radius at its distance, and
// no other: on random walks of phase-3 moves from the goal, the ball's distance is what phase
// 3's own search (without the ball) finds, no farther than the walk, no nearer than either
// table says; a state beyond the radius is not in it. Its shell has every state one move
// beyond the radius, and few of those farther.
TEST(Cube4Phases, Phase3BallHoldsTheStatesNearTheGoalAtTheirDistance) {
  const Phase3Ball& ball = Phase3Ball::get();
  ASSERT_EQ(ball.radius(), Phase3Ball::kRadius);
  EXPECT_EQ(ball.bytes(), Phase3Ball::kBytes);
  // The 13.4 million states within 7 moves by their classes under the 8 symmetries: a key
  // that were not the same from every state of a class would make more.
  if (ball.radius() == 7) {
    EXPECT_EQ(ball.size(), 1'690'524u);
  }
  EXPECT_EQ(ball.distance(ball.key(phase3_goal())), 0);
  EXPECT_EQ(phase3_of(NxnCube(4)).key, ball.key(phase3_goal()));
  int beyond = 0, beyond_in_shell = 0;
  Rng rng(31);
  const std::vector<int> moves = phase_moves(3);
  std::map<int, int> seen;
  for (int trial = 0; trial < 200; ++trial) {
    NxnCube cube(4);
    const int walk = 1 + static_cast<int>(rng.below(ball.radius() + 3));
    for (int i = 0; i < walk; ++i) cube.apply(move_of(moves[rng.below(moves.size())]));
    const Phase3Of p = phase3_of(cube);
    const auto searched = search_phase3(p.centres, wings_of(cube), {}, 100'000'000, false);
    ASSERT_TRUE(searched.has_value()) << trial;
    const int length = static_cast<int>(searched->size());
    const int d = ball.distance(p.key);
    if (length > ball.radius()) {
      EXPECT_EQ(d, Phase3Ball::kFar) << trial;
      if (length == ball.radius() + 1) {
        EXPECT_TRUE(ball.in_shell(p.key)) << trial;
      } else {
        ++beyond;
        beyond_in_shell += ball.in_shell(p.key);
      }
    } else {
      EXPECT_EQ(d, length) << trial;
      EXPECT_LE(d, walk) << trial;
      EXPECT_GE(d, phase_table(3)[phase_index(3, p.centres)]) << trial;
      EXPECT_GE(
          d, pairing_distance(pairing_of(places_of(wings_of(cube))), p.centres.reduced_parity_odd))
          << trial;
    }
    ++seen[std::min(length, ball.radius() + 2)];
  }
  // Every distance met, one beyond the radius and farther.
  for (int d = 1; d <= ball.radius() + 2; ++d) EXPECT_GT(seen[d], 0) << d;
  EXPECT_LE(beyond_in_shell * 20, beyond);  // about 2 in 1,000 expected
}

// Phase 3 finds solutions as short with its last moves looked up in the ball as without.
TEST(Cube4Phases, Phase3IsAsShortWithTheBallAsWithout) {
  Rng rng(37);
  for (int trial = 0; trial < 4; ++trial) {
    const NxnCube cube = after_phases_1_and_2(rng);
    const Phase3Of p = phase3_of(cube);
    const auto with = search_phase3(p.centres, wings_of(cube), {}, 100'000'000, true);
    const auto without = search_phase3(p.centres, wings_of(cube), {}, 100'000'000, false);
    ASSERT_TRUE(with.has_value() && without.has_value()) << trial;
    EXPECT_EQ(with->size(), without->size()) << trial;
    NxnCube reduced = cube;
    reduced.apply(*with);
    EXPECT_TRUE(reduction::centres_solved(reduced)) << trial;
    EXPECT_EQ(phase3_of(reduced).key, Phase3Ball::get().key(phase3_goal())) << trial;
  }
}

// The solutions phase 3 keeps beside its first (Limits::solutions) are as long as it, phases
// 1 and 2 included, and each reduces the cube.
TEST(Cube4Phases, Phase3sOtherSolutionsAreAsShortAndEachReduces) {
  Rng rng(23);
  int others = 0;
  for (int trial = 0; trial < 4; ++trial) {
    NxnCube cube(4);
    cube.apply(nxn::random_scramble(4, rng));
    cube.apply(nxn::standard_orientation_turn(cube));
    Limits limits;
    limits.solutions = 8;
    const std::array<NxnCube, 1> held = {cube};
    const Phases first = search_phases(held, {}, limits);
    ASSERT_TRUE(first.phase3.has_value()) << trial;
    EXPECT_LE(first.others.size(), 7u) << trial;
    auto moves = [](const Phases& p) {
      return p.phase1.size() + p.phase2.size() + p.phase3->size();
    };
    for (const Phases& p : first.others) {
      ASSERT_TRUE(p.phase3.has_value()) << trial;
      EXPECT_EQ(moves(p), moves(first)) << trial;
      NxnCube reduced = cube;
      for (const auto* phase : {&p.phase1, &p.phase2, &*p.phase3}) reduced.apply(*phase);
      EXPECT_TRUE(reduction::centres_solved(reduced)) << trial;
      for (int s = 0; s < reduction::kEdgeSlots; ++s)
        EXPECT_EQ(reduction::wing_colours(reduced, {s, 2}),
                  reduction::wing_colours(reduced, {s, 1}))
            << trial << " slot " << s;
      ++others;
    }
  }
  EXPECT_GT(others, 0);
}

// Past Limits::until (a time limit's share), phase 2 keeps the candidates it has and phase 3
// takes the best of them: the phases still reduce the cube.
TEST(Cube4Phases, PastTheirTimeThePhasesEndWithWhatTheyFound) {
  Rng rng(29);
  NxnCube cube(4);
  cube.apply(nxn::random_scramble(4, rng));
  cube.apply(nxn::standard_orientation_turn(cube));
  Limits limits;
  limits.phase2_solutions = 20'000;  // some seconds' worth, unbounded in nodes
  limits.phase2_nodes = 1LL << 62;
  limits.until = std::chrono::steady_clock::now();
  const std::array<NxnCube, 1> held = {cube};
  const Phases phases = search_phases(held, {}, limits);
  EXPECT_GT(phases.candidates, 0);
  EXPECT_LT(phases.candidates, 20'000);
  ASSERT_TRUE(phases.phase3.has_value());
  for (const auto* phase : {&phases.phase1, &phases.phase2, &*phases.phase3}) cube.apply(*phase);
  EXPECT_TRUE(reduction::centres_solved(cube));
  for (int s = 0; s < reduction::kEdgeSlots; ++s)
    EXPECT_EQ(reduction::wing_colours(cube, {s, 2}), reduction::wing_colours(cube, {s, 1})) << s;
}

// What the fallback (and the WebAssembly build) does: phases 1 and 2 without the pairing
// table, phase 3's centres read off their table, then reduction's commutators and 3x3x3.
TEST(Cube4Phases, WithoutPhase3TheCentresAndTheCommutatorsStillSolve) {
  Rng rng(17);
  for (int trial = 0; trial < 3; ++trial) {
    NxnCube input(4);
    input.apply(nxn::random_scramble(4, rng));
    NxnCube cube = input;
    reduction::Result result;
    result.stages.push_back({"centres", nxn::standard_orientation_turn(cube), ""});
    cube.apply(result.stages[0].moves);
    Limits limits;
    limits.pair_edges = false;
    const std::array<NxnCube, 1> held = {cube};
    const Phases phases = search_phases(held, {}, limits);
    EXPECT_FALSE(phases.phase3.has_value());
    for (const auto* phase : {&phases.phase1, &phases.phase2}) {
      cube.apply(*phase);
      result.stages[0].moves.insert(result.stages[0].moves.end(), phase->begin(), phase->end());
    }
    ASSERT_TRUE(edges_oriented(places_of(wings_of(cube)))) << trial;
    Centres c = centres_of(cube, false);
    c.reduced_parity_odd = reduced_parity_odd(cube, places_of(wings_of(cube)));
    std::vector<nxn::NxnMove> rest;
    descend(3, c, rest);
    cube.apply(rest);
    result.stages[0].moves.insert(result.stages[0].moves.end(), rest.begin(), rest.end());
    ASSERT_TRUE(reduction::centres_solved(cube)) << trial;
    reduction::finish(cube, input, {}, "cube4", result);  // verifies the whole solution
    EXPECT_TRUE(cube.is_solved()) << trial;
  }
}

}  // namespace
}  // namespace cubelab::cube4
