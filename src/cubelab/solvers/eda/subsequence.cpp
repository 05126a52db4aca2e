#include "cubelab/solvers/eda/subsequence.h"

namespace cubelab::eda {

Candidate best_subsequence(std::span<const Move> seq, const Fitness& fitness, const TabuList& tabu,
                           int64_t& evaluations) {
  const int n = static_cast<int>(seq.size());
  const std::vector<int> forbidden_end = tabu.forbidden_ends(seq);
  Candidate best;
  int best_start = 0, best_end = 0;
  for (int j = 0; j < n; ++j) {
    CubieCube c = fitness.start();
    for (int k = j; k < n; ++k) {
      if (k + 1 >= forbidden_end[j]) break;  // this and every longer window is forbidden
      c.multiply(CubieCube::move_cube(seq[k]));
      ++evaluations;
      double s = fitness.score(c);
      if (s == Fitness::kGoal) return {{seq.begin() + j, seq.begin() + k + 1}, s, true};
      if (better(s, static_cast<size_t>(k + 1 - j), best.fitness,
                 static_cast<size_t>(best_end - best_start))) {
        best.fitness = s;
        best_start = j;
        best_end = k + 1;
      }
    }
  }
  best.moves.assign(seq.begin() + best_start, seq.begin() + best_end);
  return best;
}

}  // namespace cubelab::eda
