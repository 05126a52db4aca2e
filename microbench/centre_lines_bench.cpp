// The 6x6x6's and 7x7x7's lines of centre pieces lined up (reduction/centre_lines.h) on fixed
// WCA-style random-move scrambles, one thread: at reduction's beam (64 states) and cube5's (512).
// Counters a cube: milliseconds and the lines' outer block turns.
#include <benchmark/benchmark.h>

#include <chrono>
#include <optional>
#include <stdexcept>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_scramble.h"
#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/cube/random.h"
#include "cubelab/solvers/reduction/centre_lines.h"

namespace cubelab {
namespace {

// Arguments: the size, the beam's states, the cubes.
void BM_LineUp(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const int width = static_cast<int>(state.range(1));
  Rng rng(7);
  std::vector<nxn::NxnCube> cubes;
  for (int i = 0; i < state.range(2); ++i) {
    cubes.emplace_back(n);
    cubes.back().apply(nxn::random_scramble(n, rng));
  }
  double obtm = 0;
  long long solves = 0;
  const auto start = std::chrono::steady_clock::now();
  for (auto _ : state)
    for (const nxn::NxnCube& cube : cubes) {
      const std::optional<std::vector<nxn::NxnMove>> moves = reduction::line_up(cube, {}, width);
      if (!moves) throw std::logic_error("centre_lines_bench: the lines' search gave up");
      obtm += nxn::obtm(*moves, n);
      ++solves;
    }
  const std::chrono::duration<double, std::milli> spent = std::chrono::steady_clock::now() - start;
  state.counters["ms_a_cube"] = spent.count() / static_cast<double>(solves);
  state.counters["obtm"] = obtm / static_cast<double>(solves);
}
BENCHMARK(BM_LineUp)
    ->Args({6, 64, 4})
    ->Args({6, 512, 4})
    ->Args({7, 64, 2})
    ->Args({7, 512, 2})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace
}  // namespace cubelab
