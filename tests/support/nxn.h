#pragma once
// Shared by the NxNxN tests: cubes from moves, and cubes printed as their facelets when an
// expectation fails.
#include <ostream>
#include <string_view>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::nxn {

// The n-layer cube after `moves` (NxNxN notation) from solved.
inline NxnCube after(int n, std::string_view moves) {
  NxnCube cube(n);
  cube.apply(parse_moves(moves, n));
  return cube;
}

// GoogleTest's printer: the facelet string rather than the object's bytes.
inline void PrintTo(const NxnCube& cube, std::ostream* os) {
  *os << cube.size() << "x" << cube.size() << "x" << cube.size() << " " << cube.facelets();
}

}  // namespace cubelab::nxn
