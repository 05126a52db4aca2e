#include "cubelab/solvers/twophase/scramble.h"

#include <stdexcept>

#include "cubelab/solvers/twophase/search.h"

namespace cubelab::twophase {

Alg scramble_for(const CubieCube& state) {
  SearchSettings s;
  s.target = 20;
  s.limit = 20;
  SolveRequest none;
  StopCondition stop(none);
  SearchResult r = search(state, s, stop, nullptr);
  if (r.solutions.empty()) throw std::logic_error("no solution within 20 moves");
  return r.solutions.front().solution.inverse();
}

Alg random_state_scramble(Rng& rng) {
  for (;;) {
    Alg a = scramble_for(random_state(rng));
    if (a.size() >= 2) return a;
  }
}

}  // namespace cubelab::twophase
