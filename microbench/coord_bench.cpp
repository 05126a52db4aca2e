// Micro-benchmarks of the coordinate level, the inner loop of the exact solvers: a move on
// a coordinate (one move-table read), a symmetry-reduced pruning-table lookup (two dependent
// reads in large tables), and one phase-1 search node of the two-phase solver (18 children:
// three coordinate moves and a lookup each). Uses the two-phase tables ($CUBELAB_CACHE; built
// on first use). Run: build/microbench/coord_bench
#include <benchmark/benchmark.h>

#include <vector>

#include "cubelab/coord/coordinates.h"
#include "cubelab/cube/random.h"
#include "cubelab/solvers/twophase/tables.h"

namespace cubelab {
namespace {

struct Phase1Coords {
  uint16_t flip, slice, twist;
};

// Random phase-1 coordinates of random states (so table reads hit random places).
std::vector<Phase1Coords> random_coords(int n) {
  Rng rng(11);
  std::vector<Phase1Coords> out;
  for (int i = 0; i < n; ++i) {
    CubieCube c = random_state(rng);
    out.push_back({static_cast<uint16_t>(coord::flip(c)), static_cast<uint16_t>(coord::ud_slice(c)),
                   static_cast<uint16_t>(coord::twist(c))});
  }
  return out;
}

void BM_CoordinateMove(benchmark::State& state) {
  const twophase::Coords& c = twophase::coords();
  uint16_t twist = 0, flip = 0, slice = c.slice_solved;
  Move m = 0;
  for (auto _ : state) {
    twist = c.twist(twist, m);
    flip = c.flip(flip, m);
    slice = c.ud_slice(slice, m);
    m = static_cast<Move>(m == kMoves - 1 ? 0 : m + 1);
    benchmark::DoNotOptimize(twist + flip + slice);
  }
  state.SetLabel("twist + flip + UD-slice: three move-table reads");
}
BENCHMARK(BM_CoordinateMove);

void BM_Phase1TableLookup(benchmark::State& state) {
  const twophase::Tables& t = twophase::tables();
  const std::vector<Phase1Coords> cubes = random_coords(4096);
  size_t i = 0;
  for (auto _ : state) {
    const Phase1Coords& x = cubes[i++ & 4095];
    benchmark::DoNotOptimize(t.phase1_distance(x.flip, x.slice, x.twist));
  }
  state.SetLabel("symmetry class, then the 67 MiB distance table (cache misses)");
}
BENCHMARK(BM_Phase1TableLookup);

// One node of phase-1 IDA*: every child's coordinates and distance (no pruning, so the
// cost is that of a node whose children all survive).
void BM_Phase1Node(benchmark::State& state) {
  const twophase::Tables& t = twophase::tables();
  const twophase::Coords& c = *t.coords;
  const std::vector<Phase1Coords> cubes = random_coords(4096);
  size_t i = 0;
  for (auto _ : state) {
    const Phase1Coords& x = cubes[i++ & 4095];
    int best = 99;
    for (Move m = 0; m < kMoves; ++m)
      best = std::min(
          best, t.phase1_distance(c.flip(x.flip, m), c.ud_slice(x.slice, m), c.twist(x.twist, m)));
    benchmark::DoNotOptimize(best);
  }
  state.SetItemsProcessed(state.iterations() * kMoves);
  state.SetLabel("18 children; items = children");
}
BENCHMARK(BM_Phase1Node);

}  // namespace
}  // namespace cubelab
