// cube5's searched phases (src/cubelab/solvers/cube5/search.h) on fixed random 5x5x5 states,
// one thread. Counters a cube: milliseconds, the shortest solution's phase-1 and total outer
// block turns, each phase's nodes. reduction's centre tables come from the table store
// ($CUBELAB_CACHE; built on first use).
#include <benchmark/benchmark.h>

#include <array>
#include <chrono>
#include <string>
#include <vector>

#include "cubelab/cube/nxn/nxn_random_state.h"
#include "cubelab/cube/random.h"
#include "cubelab/solvers/cube5/edge_search.h"
#include "cubelab/solvers/cube5/phase3.h"
#include "cubelab/solvers/cube5/phase4.h"
#include "cubelab/solvers/cube5/phase5.h"
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

// The five phases chained (edge_search.h), each phase's solutions handed on: args cubes,
// seed, the solutions each phase hands on, phase 3's extra moves (cube5's solver: 600, 1;
// phase 5 here hands on one solution, the solver 20). Counters a cube: milliseconds, the
// reduction's outer block turns, each edge phase's milliseconds and nodes.
void BM_Cube5Reduction(benchmark::State& state) {
  prefer_table_copies();
  cube5::CentreStage::five();
  cube5::Phase3::get();
  cube5::Phase4::get();
  cube5::Phase5::get();
  Rng rng(static_cast<uint64_t>(state.range(1)));
  std::vector<nxn::NxnCube> cubes;
  for (int i = 0; i < state.range(0); ++i) cubes.push_back(nxn::random_state(cube5::kN, rng));
  const auto handed = static_cast<size_t>(state.range(2));
  double length = 0;
  std::array<double, 4> ms{}, nodes{};
  long long solves = 0;
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  for (auto _ : state)
    for (const nxn::NxnCube& cube : cubes) {
      auto t = Clock::now();
      auto lap = [&](int k) {
        const auto now = Clock::now();
        ms[k] += std::chrono::duration<double, std::milli>(now - t).count();
        t = now;
      };
      cube5::CentreLimits centre_limits;
      centre_limits.phase1_extra_moves = 0;
      centre_limits.phase2_solutions = handed;
      centre_limits.phase1_nodes = cube5::PhaseLimits{}.nodes;
      centre_limits.phase2_nodes = cube5::PhaseLimits{}.nodes;
      std::vector<cube5::Partial> from = cube5::search_centre_phases(cube, {}, centre_limits);
      lap(0);
      cube5::PhaseLimits limits;
      limits.solutions = handed;
      long long n3 = 0, n4 = 0, n5 = 0;
      limits.extra_moves = static_cast<int>(state.range(3));
      from = cube5::search_phase3(from, {}, limits, &n3);
      limits.extra_moves = 0;
      lap(1);
      from = cube5::search_phase4(from, {}, limits, &n4);
      lap(2);
      limits.solutions = 1;
      from = cube5::search_phase5(from, {}, limits, &n5);
      lap(3);
      length += static_cast<double>(from.front().moves.size());
      nodes[1] += static_cast<double>(n3);
      nodes[2] += static_cast<double>(n4);
      nodes[3] += static_cast<double>(n5);
      ++solves;
    }
  const std::chrono::duration<double, std::milli> spent = Clock::now() - start;
  const auto per_cube = [&](double x) { return x / static_cast<double>(solves); };
  state.counters["ms_a_cube"] = per_cube(spent.count());
  state.counters["reduction"] = per_cube(length);
  state.counters["ms12"] = per_cube(ms[0]);
  for (int k = 1; k < 4; ++k) {
    state.counters["ms" + std::to_string(k + 2)] = per_cube(ms[k]);
    state.counters["nodes" + std::to_string(k + 2)] = per_cube(nodes[k]);
  }
}
BENCHMARK(BM_Cube5Reduction)
    ->Args({10, 1, 100, 0})
    ->Args({10, 1, 100, 1})
    ->Args({10, 1, 600, 1})
    ->Unit(benchmark::kSecond)
    ->UseRealTime();

}  // namespace
}  // namespace cubelab
