#pragma once
// Multi-start local search (Algorithm 2, §5.4.4, §6.3.4): random sequence, local search,
// keep the best; `budget` local searches at this length.
#include "cubelab/solvers/metaheuristic/search.h"

namespace cubelab::meta {

SearchResult multistart_search(const Phase& phase, const Evaluator& eval, int length,
                               int64_t budget, SearchContext& ctx);

}  // namespace cubelab::meta
