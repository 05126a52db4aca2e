#pragma once
// `cube4`: a 4x4x4 solver by search in phases. The centres are solved by three searched
// phases on small exact tables (centres.h), which also leave the wings' permutation even, so
// no "OLL parity" algorithm is needed; the edges are then paired and the reduced cube solved
// as in `reduction` (solvers/reduction: wing 3-cycles, composite edges chosen so that the
// reduced 3x3x3 is legal, then two-phase).
#include <functional>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/solvers/reduction/reduction.h"

namespace cubelab::cube4 {

// Solves a 4x4x4 `cube` that validate_nxn accepts, in any orientation; stages "centres",
// "edges", "3x3x3" (the first begins with the rotation to the standard orientation, if
// any). Throws InputError for an invalid cube or another size, reduction::Stopped when
// `stop` returns true. The solution is verified by applying it (std::logic_error if not).
reduction::Result solve(const nxn::NxnCube& cube, const std::function<bool()>& stop = {});

}  // namespace cubelab::cube4
