#pragma once
// What a search for one phase at one sequence length gets and gives back; shared by the
// multi-start local search and the genetic/memetic algorithm.
#include <cstdint>
#include <functional>
#include <vector>

#include "cubelab/cube/random.h"
#include "cubelab/solve/solver.h"
#include "cubelab/solvers/metaheuristic/individual.h"
#include "cubelab/solvers/metaheuristic/params.h"
#include "cubelab/solvers/metaheuristic/workers.h"

namespace cubelab::meta {

struct SearchContext {
  const Params& params;
  Workers& workers;
  Rng& rng;                   // the run's main stream, for decisions taken in sequence
  std::vector<Rng>& streams;  // one per population slot (or restart slot), see workers.h
  const StopCondition& stop;
  // Called now and then with (generation or local searches so far, best fitness).
  std::function<void(int64_t, int)> report;
};

struct SearchResult {
  bool solved = false;   // best reached the phase's goal
  bool stopped = false;  // time limit or cancellation
  Individual best;
  int64_t evaluations = 0;
  int64_t generations = 0;  // GA/MA generations, or MSLS local searches
};

// Enough work (in turns applied) to be worth waking the other threads for; below it a
// batch runs on the calling thread.
constexpr int64_t kParallelWork = 20000;

}  // namespace cubelab::meta
