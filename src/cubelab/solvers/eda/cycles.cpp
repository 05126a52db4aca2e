#include "cubelab/solvers/eda/cycles.h"

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/solvers/eda/candidate.h"

namespace cubelab::eda {
namespace {

// The first stretch [from, to) of moves that returns to an earlier state, or {0, 0}. The
// states are those after each prefix, from the solved cube: a stretch is a cycle wherever
// the sequence starts. Sequences are short (the model's length plus the extension search),
// so the quadratic scan costs less than one fitness evaluation.
std::pair<size_t, size_t> first_cycle(const std::vector<Move>& moves) {
  std::vector<CubieCube> states(1);
  states.reserve(moves.size() + 1);
  for (size_t j = 0; j < moves.size(); ++j) {
    CubieCube next = states.back();
    next.apply(moves[j]);
    for (size_t i = 0; i < states.size(); ++i)
      if (states[i] == next) return {i, j + 1};
    states.push_back(next);
  }
  return {0, 0};
}

}  // namespace

int remove_cycles(std::vector<Move>& moves) {
  int cuts = 0;
  for (auto [from, to] = first_cycle(moves); to > from; std::tie(from, to) = first_cycle(moves)) {
    moves.erase(moves.begin() + static_cast<std::ptrdiff_t>(from),
                moves.begin() + static_cast<std::ptrdiff_t>(to));
    moves = canonical_sequence(std::move(moves));
    ++cuts;
  }
  return cuts;
}

}  // namespace cubelab::eda
