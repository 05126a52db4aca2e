// Micro-benchmarks of the input formats beyond the Kociemba string (cube_bench has that):
// colour letters in a rotated orientation, Singmaster, the 2x2x2, format detection.
// Run: build/microbench/input_bench
#include <benchmark/benchmark.h>

#include "cubelab/cube/any_facelets.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/cube/random.h"
#include "cubelab/cube/rotation.h"
#include "cubelab/cube/singmaster.h"
#include "round_trip.h"

namespace cubelab {
namespace {

std::string in_colours_rotated(const CubieCube& c) {
  std::string f = rotate_facelets(to_facelets(c), Rotation::parse("x y"));
  for (char& ch : f) ch = "WRGYOB"[std::string_view("URFDLB").find(ch)];
  return f;
}

void BM_ParseColouredRotatedFacelets(benchmark::State& state) {
  Rng rng(1);
  const std::string text = in_colours_rotated(random_state(rng));
  for (auto _ : state) benchmark::DoNotOptimize(cube_from_any_facelets(text));
}
BENCHMARK(BM_ParseColouredRotatedFacelets);

void BM_SingmasterRoundTrip(benchmark::State& state) {
  Rng rng(2);
  bench_support::time_round_trip(state, random_state(rng), [](const CubieCube& c) {
    return from_singmaster(to_singmaster(c));
  });
}
BENCHMARK(BM_SingmasterRoundTrip);

void BM_PocketFaceletsRoundTrip(benchmark::State& state) {
  Rng rng(3);
  bench_support::time_round_trip(state, random_pocket_state(rng), [](const CubieCube& c) {
    return pocket_from_facelets(pocket_facelets(c));
  });
}
BENCHMARK(BM_PocketFaceletsRoundTrip);

void BM_NormalisePocket(benchmark::State& state) {
  Rng rng(4);
  CubieCube c;
  c.apply(random_moves(rng, 30).moves);
  for (auto _ : state) benchmark::DoNotOptimize(normalise_pocket(c));
}
BENCHMARK(BM_NormalisePocket);

void BM_ParseCubeDetectingMoves(benchmark::State& state) {
  const std::string text = "R U R' U' R' F R2 U' R' U' R U R' F'";
  for (auto _ : state) benchmark::DoNotOptimize(parse_cube(text));
}
BENCHMARK(BM_ParseCubeDetectingMoves);

void BM_RandomPocketState(benchmark::State& state) {
  Rng rng(5);
  for (auto _ : state) benchmark::DoNotOptimize(random_pocket_state(rng));
}
BENCHMARK(BM_RandomPocketState);

}  // namespace
}  // namespace cubelab
