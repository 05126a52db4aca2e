// Hot paths of the metaheuristics of Castillo Matas (2019): applying turns to the packed cube,
// scoring a sequence, generating a neighbour, a local search. Run: ./build/microbench/meta_bench
#include <benchmark/benchmark.h>

#include "cubelab/cube/random.h"
#include "cubelab/solvers/metaheuristic/local_search.h"
#include "cubelab/solvers/metaheuristic/neighbourhood.h"
#include "cubelab/solvers/metaheuristic/phase.h"

namespace cubelab::meta {
namespace {

void BM_ApplyTurn(benchmark::State& state) {
  PackedCube c = PackedCube::solved();
  Move m = 0;
  for (auto _ : state) {
    c.apply(m);
    m = static_cast<Move>(m == 17 ? 0 : m + 1);
    benchmark::DoNotOptimize(c);
  }
}
BENCHMARK(BM_ApplyTurn);

// What the benchmarks of one phase start from: phase range(0) of a plan, and an evaluator
// of sequences on one random cube; rng goes on to draw the individuals.
struct PhaseBench {
  PhaseBench(std::vector<Phase> plan, const benchmark::State& state)
      : phases(std::move(plan)),
        phase(phases[static_cast<size_t>(state.range(0))]),
        eval(PackedCube::from(random_state(rng)), phase.fitness) {}

  std::vector<Phase> phases;
  const Phase& phase;
  Rng rng{1};
  Evaluator eval;
};

// Local searches of 100 neighbours, as the memetic algorithm runs them.
LocalSearchParams hundred_neighbours() {
  LocalSearchParams params;
  params.iterations = 100;
  return params;
}

// The evaluations a benchmark made, as a rate.
void report_evaluations(benchmark::State& state, int64_t evaluations) {
  state.counters["evals"] =
      benchmark::Counter(static_cast<double>(evaluations), benchmark::Counter::kIsRate);
}

// Score a 10-turn sequence in each phase of the 4-phase plan.
void BM_Evaluate10(benchmark::State& state) {
  PhaseBench b(thistlethwaite_phases(), state);
  Individual ind = random_individual(b.phase, 10, b.rng);
  for (auto _ : state) benchmark::DoNotOptimize(b.eval(ind.sequence()));
}
BENCHMARK(BM_Evaluate10)->DenseRange(0, 3);

void BM_RandomNeighbour(benchmark::State& state) {
  const Phase phase = thistlethwaite_phases()[1];
  Rng rng(1);
  Individual ind = random_individual(phase, 10, rng);
  for (auto _ : state) {
    NeighbourStep s = random_neighbour(phase, ind, swap_threshold(0.5), rng);
    benchmark::DoNotOptimize(s);
  }
}
BENCHMARK(BM_RandomNeighbour);

void BM_RngNext(benchmark::State& state) {
  Rng rng(1);
  for (auto _ : state) benchmark::DoNotOptimize(rng.next());
}
BENCHMARK(BM_RngNext);

// One local search of 100 neighbours on a 10-turn sequence, per phase.
void BM_LocalSearch100(benchmark::State& state) {
  PhaseBench b(thistlethwaite_phases(), state);
  const LocalSearchParams params = hundred_neighbours();
  int64_t evaluations = 0;
  for (auto _ : state) {
    Individual ind = random_individual(b.phase, 10, b.rng);
    b.eval.evaluate(ind);
    evaluations += local_search(b.phase, b.eval, params, ind, b.rng);
  }
  report_evaluations(state, evaluations);
}
BENCHMARK(BM_LocalSearch100)->DenseRange(0, 3);

// The memetic algorithm's use: local searches of 100 neighbours on individuals that have
// already been improved (few neighbours are accepted), 3x3x3 phases of the 3-phase plan.
void BM_LocalSearchImproved(benchmark::State& state) {
  PhaseBench b(hybrid_phases(), state);
  const LocalSearchParams params = hundred_neighbours();
  std::vector<Individual> pop;
  for (int i = 0; i < 100; ++i) {
    pop.push_back(random_individual(b.phase, b.phase.initial_length, b.rng));
    b.eval.evaluate(pop.back());
    local_search(b.phase, b.eval, params, pop.back(), b.rng);
  }
  int64_t evaluations = 0;
  size_t i = 0;
  for (auto _ : state) {
    Individual ind = pop[i++ % pop.size()];
    ind.local_optimum = false;  // measure the scan, which the flag would skip
    evaluations += local_search(b.phase, b.eval, params, ind, b.rng);
  }
  report_evaluations(state, evaluations);
}
BENCHMARK(BM_LocalSearchImproved)->DenseRange(0, 2);

}  // namespace
}  // namespace cubelab::meta
