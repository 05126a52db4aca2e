// Micro-benchmarks of the EDA solver (Montero Santos 2026): one fitness evaluation, the processing
// of one individual (canonicalise, all sub-sequences, extension and deletion local search), model
// learning and sampling, and whole generations. Run: build/microbench/eda_bench
#include <benchmark/benchmark.h>

#include "cubelab/cube/random.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/eda/fitness.h"
#include "cubelab/solvers/eda/individual.h"
#include "cubelab/solvers/eda/params.h"
#include "cubelab/solvers/eda/sequence_model.h"
#include "cubelab/solvers/eda/variation.h"

namespace cubelab::eda {
namespace {

// The names the solver's options give these kinds.
std::string label(FitnessKind kind) {
  EdaParams p;
  p.fitness = kind;
  return eda_options().text(p, "fitness");
}
std::string label(ModelKind kind) {
  EdaParams p;
  p.model = kind;
  return eda_options().text(p, "model");
}

CubieCube scramble(int length, uint64_t seed) {
  Rng rng(seed);
  CubieCube c;
  c.apply(random_moves(rng, length).moves);
  return c;
}

void BM_FitnessScore(benchmark::State& state) {
  auto kind = static_cast<FitnessKind>(state.range(0));
  auto f = make_fitness(kind, scramble(20, 1));
  Rng rng(2);
  std::vector<CubieCube> cubes;
  for (int i = 0; i < 1024; ++i) cubes.push_back(random_state(rng));
  size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(f->score(cubes[i++ & 1023]));
  state.SetLabel(label(kind));
}
BENCHMARK(BM_FitnessScore)->DenseRange(0, 5);

// One individual of length L = 24 against a 9-move scramble.
void BM_ProcessIndividual(benchmark::State& state) {
  auto kind = static_cast<FitnessKind>(state.range(0));
  auto f = make_fitness(kind, scramble(9, 3));
  Rng rng(4);
  TabuList tabu;
  ProcessingCounts counts;
  for (auto _ : state) {
    std::vector<Move> raw = random_sequence(24, rng);
    benchmark::DoNotOptimize(process_individual(raw, *f, tabu, ProcessingOptions{}, counts));
  }
  state.counters["evaluations/individual"] = benchmark::Counter(
      static_cast<double>(counts.evaluations), benchmark::Counter::kAvgIterations);
  state.SetLabel(label(kind));
}
BENCHMARK(BM_ProcessIndividual)->Arg(2)->Arg(5)->Unit(benchmark::kMicrosecond);

// Learning from M = 60 padded rows of L = 24 and sampling N - 2P = 180 new ones.
void BM_ModelLearnAndSample(benchmark::State& state) {
  auto kind = static_cast<ModelKind>(state.range(0));
  Rng rng(5);
  std::vector<Row> rows;
  std::vector<Move> base = random_sequence(12, rng);
  for (int i = 0; i < 60; ++i) {
    std::vector<Move> m = base;
    mutate(m, MutationRates{0.2, 0.05}, rng, false);
    std::vector<Move> p = pad(m, 24, rng);
    rows.emplace_back(p.begin(), p.end());
  }
  auto model = make_model(kind, ModelOptions{24, kMoves, 1.0, 2, true});
  for (auto _ : state) {
    model->learn(rows);
    for (int i = 0; i < 180; ++i) benchmark::DoNotOptimize(model->sample(rng));
  }
  state.SetLabel(label(kind));
}
BENCHMARK(BM_ModelLearnAndSample)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

// Ten whole generations with the defaults (N = 200) on a 12-move scramble (not solved in 10).
void BM_TenGenerations(benchmark::State& state) {
  Solver& eda = find_solver("eda");
  SolveRequest req;
  req.cube = scramble(12, 6);
  req.seed = 1;
  req.threads = static_cast<int>(state.range(0));
  req.options["generations"] = "10";
  for (auto _ : state) benchmark::DoNotOptimize(run_solver(eda, req));
  state.SetLabel("sticker-position, bn, threads " + std::to_string(state.range(0)));
}
BENCHMARK(BM_TenGenerations)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace
}  // namespace cubelab::eda
