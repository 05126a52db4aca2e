#pragma once
// Seedable randomness for scrambles and stochastic solvers. The generator and the ways we
// draw from it are our own (not std::*_distribution), so a seed gives the same numbers on
// every platform and library version.
#include <cstdint>
#include <iterator>
#include <optional>
#include <random>
#include <utility>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/goal.h"

namespace cubelab {

class Rng {
 public:
  explicit Rng(uint64_t seed) : engine_(seed) {}
  // Seeded from the operating system when no seed is given.
  static Rng from_optional_seed(std::optional<uint64_t> seed);

  uint64_t next() { return engine_(); }
  // Uniform in [0, n), without modulo bias. n > 0.
  uint64_t below(uint64_t n);
  // Uniform in [0, 1).
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  bool chance(double p) { return uniform() < p; }

 private:
  std::mt19937_64 engine_;
};

// Puts `items` (an array or vector) in a uniformly random order (Fisher-Yates), drawn from
// `rng` so that a seed gives the same order everywhere.
template <typename Items>
void shuffle(Rng& rng, Items& items) {
  for (size_t i = std::size(items); i > 1; --i) std::swap(items[i - 1], items[rng.below(i)]);
}

// Uniform over all 43,252,003,274,489,856,000 reachable states.
CubieCube random_state(Rng& rng);

// Uniform over the reachable states that reach `goal` (an alternative of goal.h: pieces it
// fixes stay, the others are placed and turned at random where it allows them). Throws
// InputError(E_OPTION) when no reachable state is found (a goal no state can reach).
CubieCube random_state_reaching(const GoalAlternative& goal, Rng& rng);

// n random face turns, never the same face twice in a row nor three turns on one axis in
// a row (the blog post's rule).
Alg random_moves(Rng& rng, int n);

}  // namespace cubelab
