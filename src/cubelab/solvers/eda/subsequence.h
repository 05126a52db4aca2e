#pragma once
// Best contiguous sub-sequence (Montero Santos 2026 §4.3.2): all N(N+1)/2 windows of an individual
// are scored, the best one represents it. Windows sharing a start are scored incrementally (one
// cube multiplication per window), so the whole pass costs N(N+1)/2 multiplications. Windows
// that contain a forbidden sequence (tabu_list.h) are skipped.
#include <cstdint>
#include <span>

#include "cubelab/solvers/eda/candidate.h"
#include "cubelab/solvers/eda/fitness.h"
#include "cubelab/solvers/eda/tabu_list.h"

namespace cubelab::eda {

// Returns the best window (the first that reaches the goal, if any). When every window is
// forbidden (or `seq` is empty) the result has fitness -1 and no moves.
Candidate best_subsequence(std::span<const Move> seq, const Fitness& fitness, const TabuList& tabu,
                           int64_t& evaluations);

}  // namespace cubelab::eda
