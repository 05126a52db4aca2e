#pragma once
// Shared by the NxNxN tests: cubes from moves and scrambles, and cubes printed as their facelets
// when an expectation fails.
#include <ostream>
#include <string_view>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/cube/nxn/nxn_scramble.h"
#include "cubelab/cube/random.h"

namespace cubelab::nxn {

// The n-layer cube after `moves` (NxNxN notation) from solved.
inline NxnCube after(int n, std::string_view moves) {
  NxnCube cube(n);
  cube.apply(parse_moves(moves, n));
  return cube;
}

// The n-layer cube after the WCA-style random-move scramble of `seed`.
inline NxnCube scrambled(int n, uint64_t seed) {
  Rng rng(seed);
  NxnCube cube(n);
  cube.apply(random_scramble(n, rng));
  return cube;
}

// `count` moves of every kind the n-layer cube has: any face, any block of layers (inner
// ones, single layers and rotations included), any power.
inline std::vector<NxnMove> random_any_moves(Rng& rng, int n, int count) {
  std::vector<NxnMove> moves;
  const auto below = [&](int k) { return static_cast<int>(rng.below(static_cast<uint64_t>(k))); };
  for (int i = 0; i < count; ++i) {
    NxnMove m{below(6), 1 + below(n), 0, 1 + below(3)};
    m.last_layer = m.first_layer + below(n - m.first_layer + 1);
    moves.push_back(m);
  }
  return moves;
}

// GoogleTest's printer: the facelet string rather than the object's bytes.
inline void PrintTo(const NxnCube& cube, std::ostream* os) {
  *os << cube.size() << "x" << cube.size() << "x" << cube.size() << " " << cube.facelets();
}

}  // namespace cubelab::nxn
