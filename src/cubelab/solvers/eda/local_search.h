#pragma once
// The two local searches of Montero Santos (2026) §4.4.4, applied to an individual's best
// sub-sequence M:
//  - extension: best-improvement hill climbing over the neighbours [x M y], x and y any of the
//    18 moves or the empty move (19 * 19 - 1 = 360 neighbours), repeated from the best
//    neighbour while it improves (fitness first, then length);
//  - deletion: one pass over the neighbours that drop a single move; the best one is kept if
//    it improves.
// Neighbours are canonicalised; forbidden ones (tabu_list.h) are never chosen. A neighbour that
// reaches the goal is returned at once.
#include <cstdint>

#include "cubelab/solvers/eda/candidate.h"
#include "cubelab/solvers/eda/fitness.h"
#include "cubelab/solvers/eda/tabu_list.h"

namespace cubelab::eda {

// Extends while |M| < max_length.
Candidate extension_search(Candidate current, const Fitness& fitness, const TabuList& tabu,
                           int max_length, int64_t& evaluations);

Candidate deletion_pass(Candidate current, const Fitness& fitness, const TabuList& tabu,
                        int64_t& evaluations);

}  // namespace cubelab::eda
