#pragma once
// The node counts of the optimal searches' benchmarks (korf_bench, optimal_bench): one
// complete depth-bounded search on one thread, as the parallel IDA* driver runs each of its
// prefixes, and the two numbers that decide a solve's time.
#include <benchmark/benchmark.h>

#include <cstdint>

#include "cubelab/search/parallel_ida.h"
#include "cubelab/solve/solver.h"

namespace cubelab::bench_support {

// The nodes `searcher` generates searching its whole tree to `bound` (no solution there).
template <class Searcher>
int64_t nodes_to_bound(Searcher& searcher, int bound) {
  SolveRequest request;
  ida::SearchControl control(request, 1);
  {
    ida::SearchContext ctx(control);
    searcher.search(ida::Prefix{}, bound, ctx);
  }
  return control.nodes();
}

// Reports `nodes` generated over the run: per iteration, and per second of CPU time.
inline void report_nodes(benchmark::State& state, int64_t nodes) {
  state.counters["nodes"] = benchmark::Counter(static_cast<double>(nodes) / state.iterations());
  state.counters["nodes_per_s"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}

}  // namespace cubelab::bench_support
