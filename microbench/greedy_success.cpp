// The blog post's greedy solver: how often it solves random-move scrambles of length 1..10
// (100 scrambles per length, the blog post's scramble rule, Rng seeded with the length, so the
// table is reproducible). Each benchmark is one length; the counters are the table:
//   ./build/microbench/greedy_success --benchmark_counters_tabular=true
// solved = scrambles solved (of 100, every solution verified by run_solver), walk = mean
// moves of the successful walks, best_score = mean best sticker score of the failures.
#include <benchmark/benchmark.h>

#include "cubelab/cube/random.h"
#include "cubelab/solve/registry.h"

namespace {

using namespace cubelab;

void BM_GreedySuccess(benchmark::State& state) {
  const int length = static_cast<int>(state.range(0));
  constexpr int kScrambles = 100;
  Solver& solver = find_solver("greedy");
  int solved = 0;
  double walk = 0, failed_best = 0;
  for (auto _ : state) {
    Rng rng(static_cast<uint64_t>(length));
    solved = 0;
    walk = failed_best = 0;
    for (int i = 0; i < kScrambles; ++i) {
      SolveRequest req;
      req.cube.apply(random_moves(rng, length).moves);
      SolveResult r = run_solver(solver, req);
      if (r.status == SolveStatus::Solved) {
        ++solved;
        walk += r.stats["walk_length"];
      } else {
        failed_best += r.stats["best_score"];
      }
    }
  }
  state.counters["solved"] = solved;
  state.counters["walk"] = solved ? walk / solved : 0;
  state.counters["best_score"] = solved < kScrambles ? failed_best / (kScrambles - solved) : 0;
}
BENCHMARK(BM_GreedySuccess)->DenseRange(1, 10)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace
