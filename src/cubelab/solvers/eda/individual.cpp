#include "cubelab/solvers/eda/individual.h"

#include "cubelab/solvers/eda/candidate.h"
#include "cubelab/solvers/eda/cycles.h"
#include "cubelab/solvers/eda/local_search.h"
#include "cubelab/solvers/eda/subsequence.h"

namespace cubelab::eda {

Candidate process_individual(std::span<const Move> raw, const Fitness& fitness,
                             const TabuList& tabu, const ProcessingOptions& options,
                             ProcessingCounts& counts) {
  std::vector<Move> seq = canonical_sequence({raw.begin(), raw.end()});
  if (options.remove_cycles) counts.cycles += remove_cycles(seq);
  int64_t& evaluations = counts.evaluations;
  Candidate best = best_subsequence(seq, fitness, tabu, evaluations);
  if (best.solved) return best;
  if (best.fitness < 0) return {{}, 0.0, false};
  if (!options.local_search) return best;
  best = extension_search(std::move(best), fitness, tabu, options.max_length, evaluations);
  if (best.solved) return best;
  return deletion_pass(std::move(best), fitness, tabu, evaluations);
}

}  // namespace cubelab::eda
