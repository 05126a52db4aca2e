// The optimal solver's search, one thread: complete depth-bounded searches (no solution at
// that depth) of fixed random cubes, with the table chosen by CUBELAB_OPTIMAL_TABLE
// (default eo8; built or loaded from the table store first). Reports nodes generated per
// second of CPU time and nodes per search: the two numbers that decide the solve time.
#include <benchmark/benchmark.h>

#include <cstdlib>

#include "cubelab/cube/random.h"
#include "cubelab/solvers/optimal/search.h"
#include "cubelab/solvers/optimal/table_choice.h"
#include "search_nodes.h"

namespace cubelab {
namespace {

optimal::Heuristic heuristic() {
  const char* env = std::getenv("CUBELAB_OPTIMAL_TABLE");
  const std::string name = env ? env : "eo8";
  optimal::TableChoice c = optimal::choose_tables(Metric::Htm, optimal::physical_memory(), name);
  optimal::Heuristic h;
  h.space = &optimal::CosetSpace::get();
  h.table = &optimal::coset_table(c.table);
  return h;
}

// Searches bound = root bound + range(0) for four random cubes.
void BM_OptimalSearch(benchmark::State& state) {
  static const optimal::Heuristic h = heuristic();
  Rng rng(2024);
  std::vector<CubieCube> cubes;
  for (int i = 0; i < 4; ++i) cubes.push_back(random_state(rng));
  int64_t nodes = 0;
  for (auto _ : state) {
    for (const CubieCube& c : cubes) {
      optimal::Searcher s(h, c, Metric::Htm);
      nodes += bench_support::nodes_to_bound(s, s.root_bound() + static_cast<int>(state.range(0)));
    }
  }
  bench_support::report_nodes(state, nodes);
}
BENCHMARK(BM_OptimalSearch)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace cubelab
