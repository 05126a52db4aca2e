// Canonicalisation, best sub-sequence, local search, tabu list, padding and mutation.
#include <gtest/gtest.h>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/random.h"
#include "cubelab/solvers/eda/candidate.h"
#include "cubelab/solvers/eda/cycles.h"
#include "cubelab/solvers/eda/fitness.h"
#include "cubelab/solvers/eda/individual.h"
#include "cubelab/solvers/eda/local_search.h"
#include "cubelab/solvers/eda/subsequence.h"
#include "cubelab/solvers/eda/tabu_list.h"
#include "cubelab/solvers/eda/variation.h"
#include "support/test_support.h"

namespace cubelab::eda {
namespace {

std::vector<Move> moves(const char* text) { return Alg::parse(text).moves; }
std::string str(const std::vector<Move>& m) { return Alg(m).str(); }
CubieCube state(const std::vector<Move>& m) {
  CubieCube c;
  c.apply(m);
  return c;
}

// A candidate of `text`'s moves, scored by f from its start, as the searches are handed one.
Candidate scored_candidate(const Fitness& f, const char* text) {
  Candidate c{moves(text), 0, false};
  CubieCube s = f.start();
  s.apply(c.moves);
  c.fitness = f.score(s);
  return c;
}

TEST(Canonical, FollowsTheThesisExamples) {
  EXPECT_EQ(str(canonical_sequence(moves("U U U2 U' U U2"))), "U2");
  EXPECT_EQ(str(canonical_sequence(moves("R U U' R"))), "R2");
  EXPECT_EQ(str(canonical_sequence(moves("F R L2 R'"))), "F L2");
  EXPECT_EQ(str(canonical_sequence(moves("L R U2 B F"))), "R L U2 F B");
  EXPECT_EQ(str(canonical_sequence(moves("D U"))), "U D");
}

TEST(Canonical, KeepsTheStateAndIsIdempotent) {
  Rng rng(3);
  for (int k = 0; k < 200; ++k) {
    std::vector<Move> m = random_sequence(static_cast<int>(rng.below(30)), rng);
    std::vector<Move> c = canonical_sequence(m);
    EXPECT_EQ(state(c), state(m));
    EXPECT_EQ(canonical_sequence(c), c);
    for (size_t i = 0; i + 1 < c.size(); ++i)
      EXPECT_TRUE(allowed_after(move_face(c[i]), move_face(c[i + 1]))) << str(c);
  }
}

TEST(Subsequence, FindsTheSolutionInsideALongerIndividual) {
  // The thesis's example (§4.3.2): M_S = [U' F L U B] inside [D L U' F L U B R].
  auto f = make_fitness(FitnessKind::StickerPosition, state(moves("U' F L U B")));
  int64_t evaluations = 0;
  Candidate c = best_subsequence(moves("D L U' F L U B R"), *f, TabuList{}, evaluations);
  EXPECT_TRUE(c.solved);
  EXPECT_EQ(str(c.moves), "U' F L U B");
}

TEST(Subsequence, ScoresEveryWindowOnceWithOneMultiplicationEach) {
  auto f = make_fitness(FitnessKind::Stickers, state(moves("R U R' U' F2 D B' L2 U R2 F' D2")));
  std::vector<Move> seq = moves("U F2 L D' B R2 U' L' F D2");
  int64_t evaluations = 0;
  Candidate c = best_subsequence(seq, *f, TabuList{}, evaluations);
  EXPECT_FALSE(c.solved);
  EXPECT_EQ(evaluations, 10 * 11 / 2);
  // The chosen window is really the best one.
  for (size_t i = 0; i < seq.size(); ++i)
    for (size_t j = i + 1; j <= seq.size(); ++j) {
      std::vector<Move> w(seq.begin() + i, seq.begin() + j);
      CubieCube s = f->start();
      s.apply(w);
      EXPECT_LE(f->score(s), c.fitness + 1e-12);
    }
}

TEST(Subsequence, SkipsForbiddenWindows) {
  auto f = make_fitness(FitnessKind::StickerPosition, state(moves("U' F L U B")));
  TabuList tabu;
  tabu.add(moves("F L"));
  int64_t evaluations = 0;
  Candidate c = best_subsequence(moves("D L U' F L U B R"), *f, tabu, evaluations);
  EXPECT_FALSE(c.solved);
  EXPECT_FALSE(tabu.contains_forbidden(c.moves));
}

TEST(TabuList, ForbiddenEndsAgreeWithBruteForce) {
  Rng rng(5);
  TabuList tabu;
  tabu.add(moves("R U"));
  tabu.add(moves("F"));
  tabu.add(moves("D2 L B"));
  for (int k = 0; k < 100; ++k) {
    std::vector<Move> seq = random_sequence(12, rng);
    std::vector<int> end = tabu.forbidden_ends(seq);
    for (size_t j = 0; j < seq.size(); ++j)
      for (size_t e = j + 1; e <= seq.size(); ++e) {
        std::span<const Move> w(seq.data() + j, e - j);
        EXPECT_EQ(tabu.contains_forbidden(w), static_cast<int>(e) >= end[j]);
      }
  }
}

TEST(LocalSearch, ExtensionReachesAGoalTwoMovesAway) {
  // From [U], the neighbour [R U F] is the scramble itself.
  auto f = make_fitness(FitnessKind::StickerPosition, state(moves("R U F")));
  const Candidate start = scored_candidate(*f, "U");
  int64_t evaluations = 0;
  Candidate c = extension_search(start, *f, TabuList{}, 40, evaluations);
  EXPECT_TRUE(c.solved);
  EXPECT_EQ(str(c.moves), "R U F");
}

TEST(LocalSearch, DeletionPassDropsTheOneWrongMove) {
  auto f = make_fitness(FitnessKind::Stickers, state(moves("D R' B L F'")));
  const Candidate start = scored_candidate(*f, "D R' B U L F'");
  int64_t evaluations = 0;
  Candidate c = deletion_pass(start, *f, TabuList{}, evaluations);
  EXPECT_TRUE(c.solved);
  EXPECT_EQ(str(c.moves), "D R' B L F'");
  EXPECT_LE(evaluations, 6);
}

TEST(Cycles, CutsStretchesThatReturnToAnEarlierStateAndWhatCancelsAroundThem) {
  // (R2 U2)^6 is the identity and canonical: canonicalisation alone keeps it.
  std::vector<Move> m = canonical_sequence(moves("F R2 U2 R2 U2 R2 U2 R2 U2 R2 U2 R2 U2 B"));
  ASSERT_EQ(m.size(), 14u);
  EXPECT_EQ(remove_cycles(m), 1);
  EXPECT_EQ(str(m), "F B");
  // The thesis's example: [F R (cycle) R'] -> [F]: the cut lets R R' cancel.
  m = canonical_sequence(moves("F R U2 F2 U2 F2 U2 F2 U2 F2 U2 F2 U2 F2 R'"));
  EXPECT_EQ(remove_cycles(m), 1);
  EXPECT_EQ(str(m), "F");
  // Orientation counts: (R U)^35 moves no piece but twists corners, so it is no cycle; the
  // thesis's period tool, comparing positions only, said 35 (the order is 105).
  std::string ru35;
  for (int k = 0; k < 35; ++k) ru35 += "R U ";
  m = canonical_sequence(moves(ru35.c_str()));
  const std::vector<Move> before = m;
  EXPECT_EQ(remove_cycles(m), 0);
  EXPECT_EQ(m, before);
}

TEST(Cycles, KeepTheStateAndLeaveNoRepeatedState) {
  Rng rng(12);
  for (int k = 0; k < 300; ++k) {
    // Random sequences over two faces repeat states often (the <R2,U2> group has 12 states).
    std::vector<Move> m;
    for (int i = 0; i < 30; ++i) m.push_back(rng.below(2) ? moves("R2")[0] : moves("U2")[0]);
    m = canonical_sequence(m);
    const CubieCube target = state(m);
    remove_cycles(m);
    EXPECT_EQ(state(m), target);
    EXPECT_EQ(canonical_sequence(m), m);
    std::vector<CubieCube> seen{CubieCube{}};
    for (Move x : m) {
      CubieCube next = seen.back();
      next.apply(x);
      EXPECT_EQ(std::count(seen.begin(), seen.end(), next), 0) << str(m);
      seen.push_back(next);
    }
  }
}

TEST(LocalSearch, NeverReturnsAWorseOrForbiddenSequence) {
  Rng rng(11);
  const CubieCube target = test::cube_after(random_moves(rng, 12));
  for (FitnessKind kind : {FitnessKind::Stickers, FitnessKind::StickerPosition,
                           FitnessKind::PositionOrientationDistance}) {
    auto f = make_fitness(kind, target);
    TabuList tabu;
    tabu.add(moves("R"));
    for (int k = 0; k < 10; ++k) {
      ProcessingCounts counts;
      std::vector<Move> raw = random_sequence(12, rng);
      Candidate c = process_individual(raw, *f, tabu, ProcessingOptions{true, 30}, counts);
      CubieCube s = f->start();
      s.apply(c.moves);
      EXPECT_NEAR(f->score(s), c.fitness, 1e-9);
      EXPECT_FALSE(tabu.contains_forbidden(c.moves) && !c.solved);
      EXPECT_EQ(canonical_sequence(c.moves), c.moves);
      ProcessingCounts plain_counts;
      Candidate plain =
          process_individual(raw, *f, tabu, ProcessingOptions{false, 30}, plain_counts);
      EXPECT_GE(c.fitness, plain.fitness - 1e-9);
    }
  }
}

TEST(Variation, PadsWithOneMoveInFrontAndTheRestBehind) {
  Rng rng(1);
  std::vector<Move> m = moves("F U' B R");
  std::vector<Move> p = pad(m, 10, rng);
  ASSERT_EQ(p.size(), 10u);
  EXPECT_TRUE(std::equal(m.begin(), m.end(), p.begin() + 1));
  // Too long: cut to length - 1 after the front move.
  std::vector<Move> long_m = random_sequence(30, rng);
  std::vector<Move> q = pad(long_m, 10, rng);
  ASSERT_EQ(q.size(), 10u);
  EXPECT_TRUE(std::equal(q.begin() + 1, q.end(), long_m.begin()));
}

TEST(Variation, ForcedMutationAlwaysChangesTheSequence) {
  Rng rng(2);
  for (int k = 0; k < 100; ++k) {
    std::vector<Move> m = random_sequence(static_cast<int>(rng.below(8)), rng), copy = m;
    mutate(m, MutationRates{0, 0}, rng, true);
    EXPECT_NE(m, copy);
  }
  std::vector<Move> m = random_sequence(1000, rng);
  mutate(m, MutationRates{0, 0.5}, rng, false);
  EXPECT_NEAR(static_cast<double>(m.size()), 500, 60);
}

}  // namespace
}  // namespace cubelab::eda
