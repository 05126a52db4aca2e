#pragma once
// The cubes the lab's experiments solve, each set drawn from its seed (cube i of a seed is
// always the same, for any number of threads). Internal to the experiments library and its
// tests: the experiments' doors (include/cubelab/experiments/) take only counts and seeds.
#include <cstdint>
#include <vector>

#include "cubelab/bench/runner.h"
#include "cubelab/cube/cubie_cube.h"

namespace cubelab::lab {

// Korf's experiment: `per_depth` cubes of optimal length `depth` (HTM): random `depth`-turn
// scrambles (no face twice in a row, no axis three times) kept when the `optimal` solver
// proves that length, solved `threads` at a time.
std::vector<bench::BenchInput> korf_cubes_of_depth(int depth, int per_depth, uint64_t seed,
                                                   int threads = 1);

// The beginner's experiment: `count` cubes, each `scramble_length` random face turns from the
// solved cube.
std::vector<bench::BenchInput> beginner_scrambles(int count, int scramble_length, uint64_t seed);

// The beginner's experiment: `per_depth` normalised 2x2x2 states of optimal length `depth`
// (HTM): the ends of random U/R/F walks of that length when the depth is at most 9, uniformly
// random states otherwise (where random walks rarely stay that short or reach that far), kept
// when their optimal length is the depth.
std::vector<CubieCube> pocket_cubes_of_depth(int depth, int per_depth, uint64_t seed);

// The metaheuristics experiment's fixed scramble sets: 25 random face turns (as the document's
// program makes them), and for the 2x2x2, 25 random U/R/F turns applied to the corners.
std::vector<CubieCube> thesis_scrambles(int n);
std::vector<CubieCube> thesis_pocket_scrambles(int n);

}  // namespace cubelab::lab
