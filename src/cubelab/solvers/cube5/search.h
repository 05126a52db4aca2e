#pragma once
// cube5's searched phases (centres.h), as Chen Shuang's cube555 chains them: each phase by
// IDA* (search/bounded_dfs.h) on the larger of its exact orbit distances, many solutions of
// each handed on, so that the next phase starts from the one that makes the whole shortest
// rather than from the first found.
#include <cstddef>
#include <functional>
#include <limits>
#include <span>
#include <vector>

#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/solvers/cube5/centres.h"

namespace cubelab::cube5 {

struct CentreLimits {
  // Phase 1's solutions of its least length and up to this many moves more, at most
  // phase1_paths of them.
  int phase1_extra_moves = 1;
  size_t phase1_paths = 200;
  // Nodes phase 1 may take before it ends with the paths found (at least one).
  long long phase1_nodes = std::numeric_limits<long long>::max();
  // Phase 2's solutions from all of them, by the length of both phases together.
  size_t phase2_solutions = 500;
  // Nodes phase 2 may take before it ends with the solutions found (at least one).
  long long phase2_nodes = 20'000'000;
};

// Phases 1 and 2 together: move indices (the stage's, centres.h), phase 1's and phase 2's.
struct CentrePath {
  std::vector<int> phase1, phase2;
  size_t start = 0;  // of several starts, the one they solve
  size_t length() const { return phase1.size() + phase2.size(); }
};

// What a search took: each phase's nodes, phase 1's paths.
struct CentreStats {
  long long phase1_nodes = 0, phase2_nodes = 0;
  size_t phase1_paths = 0;
};

// The solutions of both phases of `stage` from `start`, the shortest whole first. Throws
// reduction::Stopped when `stop` says so (polled every few thousand nodes).
std::vector<CentrePath> search_centres(const CentreStage& stage, const Centres& start,
                                       const std::function<bool()>& stop,
                                       const CentreLimits& limits = {},
                                       CentreStats* stats = nullptr);
// The same from several starts at once (one cube held several ways), phase 1's solutions
// those of the least length over all of them.
std::vector<CentrePath> search_centres(const CentreStage& stage, std::span<const Centres> starts,
                                       const std::function<bool()>& stop,
                                       const CentreLimits& limits = {},
                                       CentreStats* stats = nullptr);

}  // namespace cubelab::cube5
