// NxNxN sequences simplified, mirrored, rotated and their order: against the 3x3x3's Alg on
// face turns (an independent model), against playing the sequence on the cube, and on
// known values.
#include "cubelab/cube/nxn/nxn_transform.h"

#include <gtest/gtest.h>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/cube/random.h"
#include "support/nxn.h"

namespace cubelab::nxn {
namespace {

// Repetitions of `moves` until the cube is solved, played one by one; 0 beyond `cap`.
uint64_t order_by_playing(const std::vector<NxnMove>& moves, int n, uint64_t cap) {
  NxnCube cube(n);
  for (uint64_t k = 1; k <= cap; ++k) {
    cube.apply(moves);
    if (cube.is_solved()) return k;
  }
  return 0;
}

TEST(NxnTransform, OrderOfFaceTurnsIsThe3x3x3s) {
  Rng rng(7);
  for (int i = 0; i < 200; ++i) {
    const Alg alg = random_moves(rng, 1 + static_cast<int>(rng.below(12)));
    EXPECT_EQ(order(parse_moves(alg.str(), 3), 3), static_cast<uint64_t>(alg.order())) << alg.str();
  }
}

TEST(NxnTransform, OrderIsWhatPlayingTheSequenceGives) {
  Rng rng(11);
  for (int n : {2, 4, 5, 6}) {
    for (int i = 0; i < 40; ++i) {
      const std::vector<NxnMove> moves =
          random_any_moves(rng, n, 1 + static_cast<int>(rng.below(3)));
      const uint64_t played = order_by_playing(moves, n, 5000);
      const uint64_t computed = order(moves, n);
      if (played != 0)
        EXPECT_EQ(computed, played) << to_string(moves, n);
      else
        EXPECT_GT(computed, 5000u) << to_string(moves, n);
    }
  }
}

TEST(NxnTransform, KnownOrders) {
  EXPECT_EQ(order(parse_moves("", 4), 4), 1u);
  EXPECT_EQ(order(parse_moves("x y", 5), 5), 1u);  // a rotation leaves it solved
  EXPECT_EQ(order(parse_moves("2R", 4), 4), 4u);
  EXPECT_EQ(order(parse_moves("2R2", 4), 4), 2u);
  EXPECT_EQ(order(parse_moves("Rw", 4), 4), 4u);
  EXPECT_EQ(order(parse_moves("R U", 7), 7), 105u);  // as on the 3x3x3: the same pieces
}

TEST(NxnTransform, MirrorAndRotationOfFaceTurnsAreThe3x3x3s) {
  Rng rng(3);
  for (int i = 0; i < 100; ++i) {
    const Alg alg = random_moves(rng, 10);
    const std::vector<NxnMove> moves = parse_moves(alg.str(), 3);
    EXPECT_EQ(to_string(mirrored(moves), 3), alg.mirrored().str());
    for (const char* by : {"y", "x", "z2", "x y'"})
      EXPECT_EQ(to_string(rotated(moves, Rotation::parse(by)), 3),
                alg.rotated(Rotation::parse(by)).str())
          << by;
  }
}

TEST(NxnTransform, MirrorKeepsTheLayersAndTwiceIsTheSame) {
  EXPECT_EQ(to_string(mirrored(parse_moves("Rw 3L' 2U2 2-3Fw x", 6)), 6), "Lw' 3R 2U2 2-3Fw' x");
  Rng rng(5);
  for (int n : {4, 5, 9}) {
    const std::vector<NxnMove> moves = random_any_moves(rng, n, 30);
    EXPECT_EQ(mirrored(mirrored(moves)), moves);
  }
}

TEST(NxnTransform, RotatedSequenceIsTheSequenceOnTheRotatedCube) {
  // x' A x on the cube is A turned by x: the same stickers end where the same colours do.
  Rng rng(9);
  for (int n : {4, 5}) {
    const std::vector<NxnMove> moves = random_any_moves(rng, n, 20);
    for (const char* by : {"x", "y", "z", "x y2"}) {
      const Rotation r = Rotation::parse(by);
      NxnCube conjugated(n);
      conjugated.apply(parse_moves(r.str(), n));
      conjugated.apply(moves);
      conjugated.apply(inverse(parse_moves(r.str(), n)));
      NxnCube direct(n);
      direct.apply(rotated(moves, r.inverse()));
      EXPECT_EQ(conjugated, direct) << n << " " << by;
    }
  }
}

TEST(NxnTransform, SimplifiedDoesTheSameInNoMoreMoves) {
  EXPECT_EQ(to_string(simplified(parse_moves("R L R' 2R 2R Uw Uw'", 4), 4), 4), "L 2R2");
  EXPECT_EQ(to_string(simplified(parse_moves("R 3L'", 3), 3), 3), "R2");  // one layer
  Rng rng(13);
  for (int n : {4, 5, 7}) {
    for (int i = 0; i < 30; ++i) {
      // Few blocks, so that neighbours often meet.
      std::vector<NxnMove> moves = random_any_moves(rng, n, 40);
      for (NxnMove& m : moves) m.first_layer = m.last_layer = 1 + m.first_layer % 2;
      const std::vector<NxnMove> shorter = simplified(moves, n);
      EXPECT_LE(shorter.size(), moves.size());
      NxnCube a(n), b(n);
      a.apply(moves);
      b.apply(shorter);
      EXPECT_EQ(a, b) << to_string(moves, n);
    }
  }
}

// merged_obtm counts what push_merged makes, at every split of a sequence whose neighbours often
// meet (one axis, few blocks, outer and inner) and past the length it counts in place.
TEST(NxnTransform, MergedObtmIsTheOutcomeOfPushMerged) {
  EXPECT_EQ(merged_obtm(parse_moves("R U 2R'", 6), parse_moves("2R U' R' F", 6), 6), 1);
  Rng rng(17);
  for (int n : {4, 6, 7})
    for (int length : {6, 40}) {
      for (int i = 0; i < 30; ++i) {
        std::vector<NxnMove> moves = random_any_moves(rng, n, length);
        for (NxnMove& m : moves) {
          if (i % 2 == 0) m.face = m.face % 2 == 0 ? 0 : 3;  // U and D only
          m.first_layer = 1 + m.first_layer % 2;
          m.last_layer = m.first_layer + m.last_layer % 2;
        }
        for (size_t split = 0; split <= moves.size(); ++split) {
          const std::span<const NxnMove> all(moves);
          std::vector<NxnMove> pushed(moves.begin(), moves.begin() + split);
          for (const NxnMove& m : all.subspan(split)) push_merged(pushed, m, n);
          EXPECT_EQ(merged_obtm(all.first(split), all.subspan(split), n), obtm(pushed, n))
              << to_string(moves, n) << " split " << split;
        }
      }
    }
}

}  // namespace
}  // namespace cubelab::nxn
