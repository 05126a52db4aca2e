// The first- and best-improvement local searches stop at a local optimum and mark it, and a
// second search on a marked sequence is skipped: that shortcut must never hide an improvement.
#include "cubelab/solvers/metaheuristic/local_search.h"

#include <gtest/gtest.h>

#include "cubelab/cube/random.h"
#include "cubelab/solvers/metaheuristic/genetic.h"
#include "cubelab/solvers/metaheuristic/neighbourhood.h"

namespace cubelab::meta {
namespace {

// The best fitness among all neighbours of `ind` (the whole neighbourhood, in order).
int best_neighbour(const Phase& phase, const Evaluator& eval, Individual ind) {
  int best = -1;
  for (int i = 0; i < neighbourhood_size(ind.length); ++i) {
    NeighbourStep step;
    if (!apply_neighbour(phase, ind, i, step)) continue;
    best = std::max(best, eval(ind.sequence()));
    undo(ind, step);
  }
  return best;
}

class StopsAtLocalOptima : public ::testing::TestWithParam<Acceptance> {};

TEST_P(StopsAtLocalOptima, MarkedSequencesAreLocalOptimaAndAreSkipped) {
  Rng rng(7);
  LocalSearchParams params;
  params.accept = GetParam();
  // Enough to scan a whole neighbourhood after each improvement (best-improvement scans
  // all of it before each move).
  params.iterations = GetParam() == Acceptance::BestImprovement ? 5000 : 1000;
  int marked = 0;
  for (const Phase& phase : hybrid_phases()) {
    const Evaluator eval(PackedCube::from(random_state(rng)), phase.fitness);
    for (int run = 0; run < 50; ++run) {
      Individual ind = random_individual(phase, phase.initial_length, rng);
      eval.evaluate(ind);
      local_search(phase, eval, params, ind, rng);
      EXPECT_EQ(ind.fitness, eval(ind.sequence()));
      if (!ind.local_optimum) {
        EXPECT_EQ(ind.fitness, eval.max());  // only the goal ends a search this long
        continue;
      }
      ++marked;
      EXPECT_LE(best_neighbour(phase, eval, ind), ind.fitness);
      const Individual before = ind;
      EXPECT_EQ(local_search(phase, eval, params, ind, rng), 0);
      EXPECT_EQ(ind.moves, before.moves);
      EXPECT_EQ(ind.fitness, before.fitness);
    }
  }
  EXPECT_GT(marked, 100);
}

INSTANTIATE_TEST_SUITE_P(LocalSearch, StopsAtLocalOptima,
                         ::testing::Values(Acceptance::FirstImprovement,
                                           Acceptance::BestImprovement),
                         [](const auto& info) {
                           return info.param == Acceptance::BestImprovement
                                      ? std::string("BestImprovement")
                                      : std::string("FirstImprovement");
                         });

TEST(LocalSearch, CrossoverChildrenAreNotMarked) {
  Rng rng(8);
  const Phase phase = hybrid_phases()[0];
  const Evaluator eval(PackedCube::from(random_state(rng)), phase.fitness);
  Individual a = random_individual(phase, 9, rng), b = random_individual(phase, 9, rng);
  a.local_optimum = b.local_optimum = true;
  Individual c1, c2;
  crossover(a, b, 4, c1, c2);
  EXPECT_FALSE(c1.local_optimum);
  EXPECT_FALSE(c2.local_optimum);
}

}  // namespace
}  // namespace cubelab::meta
