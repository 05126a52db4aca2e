// The beginner's method (Abreu García 2011) per cube: the allocation-free core with each stage-1
// search, the cross search alone, and the whole solver call (with its explanations).
// Cubes: the 1,000 reference cubes (data/reference/random-state-1000.txt, found from
// the source tree, the build tree or $CUBELAB_REFERENCE_DIR); uniform random states (seed 1)
// if the file is not there.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/beginner/cross_search.h"
#include "cubelab/solvers/beginner/method.h"
#include "reference_cubes.h"

namespace {

using namespace cubelab;

const std::vector<CubieCube>& cubes() { return bench_support::reference_cubes(); }

void BM_BeginnerCore(benchmark::State& state) {
  auto method = state.range(0) ? beginner::CrossMethod::Table : beginner::CrossMethod::AStar;
  const auto& list = cubes();
  size_t i = 0;
  long moves = 0;
  for (auto _ : state) {
    beginner::Trace t(list[i++ % list.size()]);
    bool ok = beginner::run_beginner_method(t, method);
    benchmark::DoNotOptimize(ok);
    moves += t.length();
  }
  state.counters["moves"] =
      benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kAvgIterations);
  state.SetLabel(state.range(0) ? "cross=table" : "cross=astar");
}
BENCHMARK(BM_BeginnerCore)->Arg(0)->Arg(1);

void BM_CrossSearch(benchmark::State& state) {
  const auto& list = cubes();
  size_t i = 0;
  long expanded = 0;
  for (auto _ : state) {
    const CubieCube& c = list[i++ % list.size()];
    beginner::CrossSolution s =
        state.range(0) ? beginner::solve_cross_by_table(c) : beginner::solve_cross(c);
    benchmark::DoNotOptimize(s);
    expanded += s.expanded;
  }
  state.counters["expanded"] =
      benchmark::Counter(static_cast<double>(expanded), benchmark::Counter::kAvgIterations);
  state.SetLabel(state.range(0) ? "table" : "astar");
}
BENCHMARK(BM_CrossSearch)->Arg(0)->Arg(1);

// The whole solver call as the CLI and web app make it: stages, notes, simplification.
void BM_BeginnerSolver(benchmark::State& state) {
  Solver& solver = find_solver("beginner");
  const auto& list = cubes();
  SolveRequest req;
  req.options["cross"] = state.range(0) ? "table" : "astar";
  size_t i = 0;
  for (auto _ : state) {
    req.cube = list[i++ % list.size()];
    SolveResult r = solver.solve(req);
    benchmark::DoNotOptimize(r);
  }
  state.SetLabel(req.options["cross"]);
}
BENCHMARK(BM_BeginnerSolver)->Arg(0)->Arg(1);

}  // namespace
