// Two-phase solver speed on the 1,000 reference random states:
//   build/microbench/twophase_bench --benchmark_filter=...
// Each benchmark solves all 1,000 cubes once per iteration and reports the mean time per
// cube (CPU and wall) and the mean length. Tables are loaded before timing.
#include <benchmark/benchmark.h>

#include <map>
#include <string>
#include <vector>

#include "cubelab/cube/facelets.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/twophase/tables.h"
#include "cubelab/solvers/twophase/tiny_tables.h"
#include "cubelab/tables/store.h"
#include "reference_cubes.h"

namespace {

using namespace cubelab;

const std::vector<CubieCube>& cubes() { return bench_support::reference_cubes(); }

void solve_all(benchmark::State& state, int max_length, double time_s, int threads,
               std::map<std::string, std::string> options = {}) {
  prefer_table_copies();  // as cubelab bench does (docs/tables.md)
  if (options.count("profile") && options.at("profile") == "tiny")
    twophase::tiny_tables();
  else
    twophase::tables();
  Solver& solver = find_solver("twophase");
  // The same request for every cube, but for the cube.
  SolveRequest request;
  request.max_length = max_length;
  request.time_limit_s = time_s;
  request.threads = threads;
  request.options = std::move(options);
  double total_length = 0;
  int64_t solved = 0;
  for (auto _ : state) {
    for (const CubieCube& c : cubes()) {
      request.cube = c;
      SolveResult res = run_solver(solver, request);
      if (res.status != SolveStatus::Solved) state.SkipWithError("not solved");
      total_length += res.solution.size();
      ++solved;
    }
  }
  state.counters["cubes"] = static_cast<double>(solved);
  state.counters["mean_length"] = total_length / static_cast<double>(solved);
  state.counters["per_cube"] = benchmark::Counter(
      static_cast<double>(solved), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void BM_MaxLength20(benchmark::State& s) { solve_all(s, 20, 0, 1); }
void BM_MaxLength21(benchmark::State& s) { solve_all(s, 21, 0, 1); }
void BM_MaxLength20TwoThreads(benchmark::State& s) { solve_all(s, 20, 0, 2); }
void BM_TenMillis(benchmark::State& s) { solve_all(s, -1, 0.010, 1); }
void BM_TenMillisTwoThreads(benchmark::State& s) { solve_all(s, -1, 0.010, 2); }
void BM_MaxLength20NoPreMoves(benchmark::State& s) {
  solve_all(s, 20, 0, 1, {{"pre_moves", "off"}});
}
void BM_MaxLength20PreMoves(benchmark::State& s) { solve_all(s, 20, 0, 1, {{"pre_moves", "on"}}); }
void BM_MaxLength21PreMoves(benchmark::State& s) { solve_all(s, 21, 0, 1, {{"pre_moves", "on"}}); }
void BM_TenMillisPreMoves(benchmark::State& s) {
  solve_all(s, -1, 0.010, 1, {{"pre_moves", "on"}});
}
// The tiny profile (docs/twophase.md, "Table profiles").
void BM_TinyMaxLength20(benchmark::State& s) { solve_all(s, 20, 0, 1, {{"profile", "tiny"}}); }
void BM_TinyMaxLength21(benchmark::State& s) { solve_all(s, 21, 0, 1, {{"profile", "tiny"}}); }
void BM_TinyTenMillis(benchmark::State& s) { solve_all(s, -1, 0.010, 1, {{"profile", "tiny"}}); }
// Building the tiny profile's tables, as every process that uses it does.
void BM_TinyTablesBuild(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(twophase::build_tiny_tables());
}

BENCHMARK(BM_MaxLength21)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_MaxLength20)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_MaxLength20TwoThreads)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(BM_TenMillisTwoThreads)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(BM_TenMillis)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_MaxLength20NoPreMoves)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_MaxLength21PreMoves)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_MaxLength20PreMoves)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_TenMillisPreMoves)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_TinyMaxLength20)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_TinyMaxLength21)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_TinyTenMillis)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_TinyTablesBuild)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
