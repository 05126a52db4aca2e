// Micro-benchmarks of the cubie-level model: move application, multiplication, inversion,
// facelet conversion and notation parsing. Run: build/microbench/cube_bench
#include <benchmark/benchmark.h>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"
#include "round_trip.h"

namespace cubelab {
namespace {

void BM_ApplyMove(benchmark::State& state) {
  Rng rng(1);
  CubieCube c = random_state(rng);
  Move m = 0;
  for (auto _ : state) {
    c.apply(m);
    m = static_cast<Move>(m == kMoves - 1 ? 0 : m + 1);
    benchmark::DoNotOptimize(c);
  }
}
BENCHMARK(BM_ApplyMove);

void BM_Multiply(benchmark::State& state) {
  Rng rng(2);
  CubieCube a = random_state(rng), b = random_state(rng);
  for (auto _ : state) {
    a.multiply(b);
    benchmark::DoNotOptimize(a);
  }
}
BENCHMARK(BM_Multiply);

void BM_Inverse(benchmark::State& state) {
  Rng rng(3);
  bench_support::time_round_trip(state, random_state(rng),
                                 [](const CubieCube& c) { return c.inverse(); });
}
BENCHMARK(BM_Inverse);

void BM_FaceletsRoundTrip(benchmark::State& state) {
  Rng rng(4);
  bench_support::time_round_trip(state, random_state(rng),
                                 [](const CubieCube& c) { return from_facelets(to_facelets(c)); });
}
BENCHMARK(BM_FaceletsRoundTrip);

void BM_ParseAlg(benchmark::State& state) {
  const std::string text = "R U R' U' R' F R2 U' R' U' R U R' F' x y2 M' E2 S Rw' // T-perm";
  for (auto _ : state) benchmark::DoNotOptimize(Alg::parse(text));
}
BENCHMARK(BM_ParseAlg);

void BM_RandomState(benchmark::State& state) {
  Rng rng(5);
  for (auto _ : state) benchmark::DoNotOptimize(random_state(rng));
}
BENCHMARK(BM_RandomState);

}  // namespace
}  // namespace cubelab
