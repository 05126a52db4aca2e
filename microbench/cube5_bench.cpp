// cube5's searched phases (src/cubelab/solvers/cube5/search.h) on fixed random 5x5x5 states,
// one thread. Counters a cube: milliseconds, the shortest solution's phase-1 and total outer
// block turns, each phase's nodes. reduction's centre tables come from the table store
// ($CUBELAB_CACHE; built on first use).
#include <benchmark/benchmark.h>

#include <chrono>
#include <vector>

#include "cubelab/cube/nxn/nxn_random_state.h"
#include "cubelab/cube/random.h"
#include "cubelab/solvers/cube5/phase3.h"
#include "cubelab/solvers/cube5/search.h"
#include "cubelab/tables/store.h"

namespace cubelab {
namespace {

void BM_Cube5Centres(benchmark::State& state) {
  prefer_table_copies();  // as cubelab bench does (docs/tables.md)
  const cube5::CentreStage& stage = cube5::CentreStage::five();
  Rng rng(static_cast<uint64_t>(state.range(1)));
  std::vector<cube5::Centres> cubes;
  for (int i = 0; i < state.range(0); ++i)
    cubes.push_back(stage.centres_of(nxn::random_state(cube5::kN, rng)));
  double paths1 = 0, phase1 = 0, total = 0, nodes1 = 0, nodes2 = 0;
  long long solves = 0;
  const auto start = std::chrono::steady_clock::now();
  for (auto _ : state)
    for (const cube5::Centres& c : cubes) {
      cube5::CentreStats stats;
      cube5::CentreLimits limits;
      limits.phase1_extra_moves = static_cast<int>(state.range(2));
      const auto paths = cube5::search_centres(stage, c, {}, limits, &stats);
      phase1 += static_cast<double>(paths.front().phase1.size());
      total += static_cast<double>(paths.front().length());
      nodes1 += static_cast<double>(stats.phase1_nodes);
      nodes2 += static_cast<double>(stats.phase2_nodes);
      paths1 += static_cast<double>(stats.phase1_paths);
      ++solves;
    }
  const std::chrono::duration<double, std::milli> spent = std::chrono::steady_clock::now() - start;
  const auto per_cube = [&](double x) { return x / static_cast<double>(solves); };
  state.counters["ms_a_cube"] = per_cube(spent.count());
  state.counters["phase1"] = per_cube(phase1);
  state.counters["phases12"] = per_cube(total);
  state.counters["nodes1"] = per_cube(nodes1);
  state.counters["nodes2"] = per_cube(nodes2);
  state.counters["paths1"] = per_cube(paths1);
}
BENCHMARK(BM_Cube5Centres)
    ->Args({10, 1, 0})
    ->Args({10, 1, 1})
    ->Unit(benchmark::kSecond)
    ->UseRealTime();

// Phase 3 (phase3.h) from phase 2's goal: each state's first solution of phases 1-2 applied
// before the clock starts. Counters a cube: milliseconds, phase 3's outer block turns and
// nodes, the labellings it started from.
void BM_Cube5Phase3(benchmark::State& state) {
  prefer_table_copies();
  const cube5::CentreStage& stage = cube5::CentreStage::five();
  cube5::Phase3::get();
  Rng rng(static_cast<uint64_t>(state.range(1)));
  std::vector<nxn::NxnCube> cubes;
  for (int i = 0; i < state.range(0); ++i) {
    nxn::NxnCube cube = nxn::random_state(cube5::kN, rng);
    cube5::CentreLimits limits;
    limits.phase2_solutions = 1;
    const cube5::CentrePath path =
        cube5::search_centres(stage, stage.centres_of(cube), {}, limits).front();
    cube.apply(stage.moves_of(path.phase1));
    cube.apply(stage.moves_of(path.phase2));
    cubes.push_back(cube);
  }
  double length = 0, nodes = 0;
  long long solves = 0;
  const auto start = std::chrono::steady_clock::now();
  for (auto _ : state)
    for (const nxn::NxnCube& cube : cubes) {
      cube5::Phase3Limits limits;
      limits.solutions = static_cast<size_t>(state.range(2));
      long long searched = 0;
      const auto paths = cube5::search_phase3(cube, {}, limits, &searched);
      length += static_cast<double>(paths.front().moves.size());
      nodes += static_cast<double>(searched);
      ++solves;
    }
  const std::chrono::duration<double, std::milli> spent = std::chrono::steady_clock::now() - start;
  const auto per_cube = [&](double x) { return x / static_cast<double>(solves); };
  state.counters["ms_a_cube"] = per_cube(spent.count());
  state.counters["phase3"] = per_cube(length);
  state.counters["nodes3"] = per_cube(nodes);
}
BENCHMARK(BM_Cube5Phase3)
    ->Args({20, 1, 1})
    ->Args({20, 1, 50})
    ->Unit(benchmark::kSecond)
    ->UseRealTime();

}  // namespace
}  // namespace cubelab
