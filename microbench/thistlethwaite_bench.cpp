// Speed and length of the `thistlethwaite` solver (per beam width) and of the `pocket`
// 2x2x2 solver, plus the one-time table builds. Run:
//   ./build/microbench/thistlethwaite_bench
// The 3x3x3 cubes are data/reference/random-state-1000.txt (1,000 uniformly random
// states); each benchmark iteration solves the next cube. The counters mean_len, max_len
// and max_phase1..4 come from one untimed pass over all 1,000 cubes.
#include <benchmark/benchmark.h>

#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/pocket/solver.h"
#include "cubelab/solvers/pocket/tables.h"
#include "cubelab/solvers/thistlethwaite/solver.h"
#include "reference_cubes.h"

namespace cubelab {
namespace {

using bench_support::reference_cubes;

void BM_ThistlethwaiteTablesBuild(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(thistlethwaite::phases().data());
}
BENCHMARK(BM_ThistlethwaiteTablesBuild)->Iterations(1)->Unit(benchmark::kMillisecond);

void BM_Thistlethwaite(benchmark::State& state) {
  const int width = static_cast<int>(state.range(0));
  const auto& cubes = reference_cubes();
  thistlethwaite::phases();
  int total = 0, longest = 0;
  std::array<int, thistlethwaite::kPhases> phase_max{};
  for (const CubieCube& c : cubes) {
    auto plan = thistlethwaite_solve(c, width);
    total += plan->solution.htm();
    longest = std::max(longest, plan->solution.htm());
    for (int k = 0; k < thistlethwaite::kPhases; ++k)
      phase_max[k] = std::max(phase_max[k], plan->phases[k].htm());
  }
  size_t i = 0;
  for (auto _ : state)
    benchmark::DoNotOptimize(thistlethwaite_solve(cubes[i++ % cubes.size()], width));
  state.counters["mean_len"] = static_cast<double>(total) / cubes.size();
  state.counters["max_len"] = longest;
  for (int k = 0; k < thistlethwaite::kPhases; ++k)
    state.counters["max_phase" + std::to_string(k + 1)] = phase_max[k];
}
BENCHMARK(BM_Thistlethwaite)
    ->Arg(1)
    ->Arg(2)
    ->Arg(3)
    ->Arg(4)
    ->Arg(6)
    ->Arg(8)
    ->Arg(16)
    ->Unit(benchmark::kMicrosecond);

// The whole path a CLI or API request takes: option parsing, validation, the solve and the
// verification of the answer.
void BM_ThistlethwaiteRunSolver(benchmark::State& state) {
  const auto& cubes = reference_cubes();
  Solver& solver = find_solver("thistlethwaite");
  thistlethwaite::phases();
  size_t i = 0;
  for (auto _ : state) {
    SolveRequest r;
    r.cube = cubes[i++ % cubes.size()];
    benchmark::DoNotOptimize(run_solver(solver, r));
  }
}
BENCHMARK(BM_ThistlethwaiteRunSolver)->Unit(benchmark::kMicrosecond);

// The table store keeps the tables: from an empty CUBELAB_CACHE this times the build (and
// the write), with the tables in the cache the load.
void BM_PocketTableBuild(benchmark::State& state) {
  const Metric metric = state.range(0) ? Metric::Qtm : Metric::Htm;
  for (auto _ : state) benchmark::DoNotOptimize(pocket::distance_table(metric).data());
}
BENCHMARK(BM_PocketTableBuild)->Arg(0)->Arg(1)->Iterations(1)->Unit(benchmark::kMillisecond);

void BM_Pocket(benchmark::State& state) {
  const Metric metric = state.range(0) ? Metric::Qtm : Metric::Htm;
  pocket::distance_table(metric);
  std::vector<CubieCube> cubes;
  Rng rng(1);
  for (int i = 0; i < 1000; ++i)
    cubes.push_back(pocket::state_cube(static_cast<uint32_t>(rng.below(pocket::kStateCount))));
  size_t i = 0;
  for (auto _ : state)
    benchmark::DoNotOptimize(pocket_optimal_solutions(cubes[i++ % cubes.size()], metric, 1));
}
BENCHMARK(BM_Pocket)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace cubelab
