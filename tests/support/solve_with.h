#pragma once
// Solving one cube with a registered solver, for the solver tests: the request is the
// defaults for `cube` with whatever a test changes set by one function, so a test states
// only what it asks for.
#include <functional>
#include <string>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/solve/registry.h"

namespace cubelab::test {

// Runs the registered solver `name` through run_solver (every solution verified) on
// `cube`, with the request first passed to `adjust` (threads, count, options, ...).
inline SolveResult solve_with(const std::string& name, const CubieCube& cube,
                              const std::function<void(SolveRequest&)>& adjust = {}) {
  SolveRequest request;
  request.cube = cube;
  if (adjust) adjust(request);
  return run_solver(find_solver(name), request);
}

}  // namespace cubelab::test
