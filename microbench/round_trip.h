#pragma once
// The loop of the benchmarks that turn a cube into another form and back (facelets,
// Singmaster, the inverse twice over a run): the result is fed in again, so every iteration
// works on the same state and no call can be optimised away.
#include <benchmark/benchmark.h>

#include "cubelab/cube/cubie_cube.h"

namespace cubelab::bench_support {

// Times cube = step(cube) on `cube`, one call per iteration.
template <class Step>
void time_round_trip(benchmark::State& state, CubieCube cube, Step step) {
  for (auto _ : state) benchmark::DoNotOptimize(cube = step(cube));
}

}  // namespace cubelab::bench_support
