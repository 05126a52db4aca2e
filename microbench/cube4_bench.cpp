// cube4's searched phases (src/cubelab/solvers/cube4/search.h) on fixed random 4x4x4 states,
// one thread: each iteration solves them all with the 3x3x3 stage's first two-phase solution
// (no timed search), so that the time is the phases' and the lengths do not depend on the
// machine's pace. Counters: milliseconds and outer block turns a cube. The tables come from
// the table store ($CUBELAB_CACHE; built on first use).
#include <benchmark/benchmark.h>

#include <chrono>
#include <vector>

#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/cube/nxn/nxn_random_state.h"
#include "cubelab/cube/random.h"
#include "cubelab/solvers/cube4/cube4.h"
#include "cubelab/tables/store.h"

namespace cubelab {
namespace {

void BM_Cube4Phases(benchmark::State& state) {
  prefer_table_copies();  // as cubelab bench does (docs/tables.md)
  cube4::prepare();
  Rng rng(static_cast<uint64_t>(state.range(1)));
  std::vector<nxn::NxnCube> cubes;
  for (int i = 0; i < state.range(0); ++i) cubes.push_back(nxn::random_state(4, rng));
  const reduction::SearchTime first_solution(0);
  cube4::solve(cubes.front(), {}, first_solution);  // the tiny profile's tables, once
  long long moves = 0, solves = 0;
  const auto start = std::chrono::steady_clock::now();
  for (auto _ : state)
    for (const nxn::NxnCube& cube : cubes) {
      moves += nxn::obtm(cube4::solve(cube, {}, first_solution).moves, 4);
      ++solves;
    }
  const std::chrono::duration<double, std::milli> spent = std::chrono::steady_clock::now() - start;
  state.counters["ms_a_cube"] = spent.count() / static_cast<double>(solves);
  state.counters["obtm"] = static_cast<double>(moves) / static_cast<double>(solves);
}
// 30 cubes of seed 4 (a few seconds an iteration) and 100 of seed 1.
BENCHMARK(BM_Cube4Phases)->Args({30, 4})->Args({100, 1})->Unit(benchmark::kSecond)->UseRealTime();

}  // namespace
}  // namespace cubelab
