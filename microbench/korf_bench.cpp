// Node rate of the korf solver's IDA*: one complete depth-bounded search of a fixed random
// cube per iteration, one thread. Reports nodes generated per second of this thread's CPU
// time. The tables come from the table store ($CUBELAB_CACHE; built on first use).
#include <benchmark/benchmark.h>

#include "cubelab/cube/random.h"
#include "cubelab/solvers/korf/search.h"
#include "cubelab/tables/store.h"
#include "search_nodes.h"

namespace cubelab {
namespace {

void BM_KorfNodes(benchmark::State& state) {
  prefer_table_copies();  // as cubelab bench does (docs/tables.md)
  const korf::Tables& tables = korf::tables();
  Rng rng(2024);
  const CubieCube cube = random_state(rng);
  korf::Searcher searcher(tables, cube);
  const int bound = searcher.root_bound() + static_cast<int>(state.range(0));
  int64_t nodes = 0;
  for (auto _ : state) nodes += bench_support::nodes_to_bound(searcher, bound);
  bench_support::report_nodes(state, nodes);
}
BENCHMARK(BM_KorfNodes)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace cubelab
