#pragma once
// The generation loop of Montero Santos (2026, §4.4.5), with every stage switchable for the
// ablation:
//   1. N random sequences of length L.
//   2. Process every individual (individual.h), in parallel; stop when one reaches the goal.
//   3. Rank (fitness, then length), take the M best distinct sequences.
//   4. Pad and learn the model; sample N - 2P rows and mutate them.
//   5. Add the P best (elites) and P mutated copies of them.
//   6. After n generations without a better best, forbid the best sequence (tabu pruning)
//      and raise the mutation rates while stagnant.
//   7. Repeat up to the generation cap.
// The answer is the inverse of the sequence found. Deterministic for a given seed, whatever
// the number of threads.
#include <cstdint>
#include <vector>

#include "cubelab/solve/solver.h"
#include "cubelab/solvers/eda/params.h"

namespace cubelab::eda {

struct EdaRun {
  SolveStatus status = SolveStatus::NoSolution;
  // Sequences M_S found (solved -> scrambled, canonical), in the order found; the solutions
  // are their inverses. Non-empty only when status is Solved.
  std::vector<std::vector<Move>> found;
  int generations = 0;      // generations evaluated
  int64_t evaluations = 0;  // cube states scored
  int64_t cycles = 0;       // cycles cut out of individuals (remove_cycles on)
  double best_fitness = 0;
  int pruned = 0;  // sequences put on the tabu list
  std::vector<double> best_per_generation;
};

// Uses request.seed, threads, time_limit_s, cancel, progress, count and max_length.
EdaRun run_eda(const CubieCube& scrambled, const EdaParams& params, const SolveRequest& request);

}  // namespace cubelab::eda
