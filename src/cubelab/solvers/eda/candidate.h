#pragma once
// A scored move sequence, and the order the whole search uses to compare them: higher fitness
// first, then the shorter sequence.
#include <cstdint>
#include <vector>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/move.h"

namespace cubelab::eda {

struct Candidate {
  std::vector<Move> moves;
  double fitness = -1;  // -1: nothing allowed was found
  bool solved = false;  // moves reach the goal exactly
};

inline bool better(double fitness_a, size_t length_a, double fitness_b, size_t length_b) {
  constexpr double kEps = 1e-9;
  if (fitness_a > fitness_b + kEps) return true;
  return fitness_a > fitness_b - kEps && length_a < length_b;
}

// Simplified and canonicalised (Montero Santos 2026 §3.3.1, §4.3.1): Alg::canonical.
inline std::vector<Move> canonical_sequence(std::vector<Move> moves) {
  return Alg(std::move(moves)).canonical().moves;
}

inline bool better(const Candidate& a, const Candidate& b) {
  return better(a.fitness, a.moves.size(), b.fitness, b.moves.size());
}

}  // namespace cubelab::eda
