#pragma once
// The options of the big cubes' solvers (reduction, cube4), declared once (solve/options.h):
// what the facade reads from a request and lists for `cubelab solvers` and the API.
#include <cstdint>

#include "cubelab/solve/options.h"

namespace cubelab::reduction {

struct Options {
  // The memory budget: the 3x3x3 stage searches with the largest two-phase table profile that
  // fits beside the solver's own tables (reduced_profile, reduced_cube.h).
  uint64_t memory;
  // How long at least the 3x3x3 stage searches for a shorter whole (SearchTime, reduction.h).
  double search;
};

const OptionTable<Options>& options();

}  // namespace cubelab::reduction
