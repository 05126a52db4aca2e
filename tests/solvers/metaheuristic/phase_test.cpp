#include "cubelab/solvers/metaheuristic/phase.h"

#include <gtest/gtest.h>

#include "cubelab/cube/random.h"
#include "cubelab/solvers/metaheuristic/genetic.h"
#include "cubelab/solvers/metaheuristic/local_search.h"
#include "cubelab/solvers/metaheuristic/neighbourhood.h"

namespace cubelab::meta {
namespace {

std::vector<Phase> all_phases() {
  auto v = thistlethwaite_phases();
  for (auto& p : hybrid_phases()) v.push_back(p);
  v.push_back(pocket_phase());
  return v;
}

TEST(Phase, TurnSetsMatchTheDocument) {
  auto t = thistlethwaite_phases();
  EXPECT_EQ(t[0].moves.size(), 18u);
  EXPECT_EQ(t[1].moves.size(), 14u);  // <U,D,R,L,F2,B2>
  EXPECT_EQ(t[2].moves.size(), 10u);  // <U,D,R2,L2,F2,B2>
  EXPECT_EQ(t[3].moves.size(), 6u);   // half turns
  EXPECT_EQ(pocket_phase().moves.size(), 9u);
  std::vector<int> lengths;
  for (auto& p : t) lengths.push_back(p.initial_length);
  EXPECT_EQ(lengths, (std::vector<int>{2, 6, 9, 8}));
  lengths.clear();
  for (auto& p : hybrid_phases()) lengths.push_back(p.initial_length);
  EXPECT_EQ(lengths, (std::vector<int>{9, 9, 8}));
}

// A phase's turns keep the cube in the group the previous phase reached.
TEST(Phase, TurnsStayInThePreviousGoalGroup) {
  Rng rng(1);
  auto t = thistlethwaite_phases();
  const Goal before[] = {Goal::G1, Goal::G2, Goal::G3};
  for (int k = 1; k < 4; ++k) {
    CubieCube c;
    for (int i = 0; i < 200; ++i) {
      c.apply(t[k].moves[rng.below(t[k].moves.size())]);
      ASSERT_TRUE(reached(before[k - 1], c));
    }
  }
}

TEST(Phase, EveryTurnHasAnAlternativeInItsPhase) {
  for (const Phase& p : all_phases())
    for (Move m : p.moves) {
      const auto& alt = p.alternatives[m];
      ASSERT_GT(alt.count, 0) << p.name << " " << move_name(m);
      for (int i = 0; i < alt.count; ++i) {
        EXPECT_NE(alt.moves[i], m);
        EXPECT_TRUE(same_axis(move_face(alt.moves[i]), move_face(m)));
        EXPECT_NE(std::find(p.moves.begin(), p.moves.end(), alt.moves[i]), p.moves.end());
      }
    }
}

TEST(Neighbourhood, StaysInThePhaseAndUndoes) {
  Rng rng(2);
  for (const Phase& p : all_phases()) {
    Individual ind = random_individual(p, 12, rng);
    for (int i = 0; i < 500; ++i) {
      Individual before = ind;
      NeighbourStep step = random_neighbour(p, ind, swap_threshold(0.5), rng);
      int differences = 0;
      for (int j = 0; j < ind.length; ++j) {
        differences += ind.moves[j] != before.moves[j];
        ASSERT_NE(std::find(p.moves.begin(), p.moves.end(), ind.moves[j]), p.moves.end());
      }
      EXPECT_LE(differences, 2);
      if (step.same_state) {
        CubieCube x, y;
        x.apply(ind.sequence());
        y.apply(before.sequence());
        EXPECT_EQ(x, y);
      }
      Individual undone = ind;
      undo(undone, step);
      EXPECT_EQ(undone.moves, before.moves);
    }
  }
}

TEST(LocalSearch, NeverGetsWorseAndKeepsFitnessTrue) {
  Rng rng(3);
  for (const Phase& p : all_phases()) {
    Evaluator eval(PackedCube::from(random_state(rng)), p.fitness);
    for (Acceptance a : {Acceptance::FirstImprovement, Acceptance::Sideways}) {
      LocalSearchParams params{200, a, 0.5};
      Individual ind = random_individual(p, 10, rng);
      eval.evaluate(ind);
      int before = ind.fitness;
      local_search(p, eval, params, ind, rng);
      EXPECT_GE(ind.fitness, before);
      EXPECT_EQ(ind.fitness, eval(ind.sequence()));
    }
  }
}

TEST(Genetic, OnePointCrossoverSwapsTails) {
  Individual a, b, c1, c2;
  a.length = b.length = 5;
  for (int i = 0; i < 5; ++i)
    a.moves[i] = static_cast<Move>(i), b.moves[i] = static_cast<Move>(10 + i);
  crossover(a, b, 2, c1, c2);
  EXPECT_EQ(c1.alg().moves, (std::vector<Move>{0, 1, 12, 13, 14}));
  EXPECT_EQ(c2.alg().moves, (std::vector<Move>{10, 11, 2, 3, 4}));
}

}  // namespace
}  // namespace cubelab::meta
