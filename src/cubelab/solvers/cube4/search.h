#pragma once
// cube4's searched phases 2 and 3 (centres.h): IDA*, each node's bound the largest of its
// tables' (centres.h, edges.h), which are exact for their part of the goal and so
// admissible; each phase's solution is the shortest for its goal.
#include <functional>
#include <optional>
#include <vector>

#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/solvers/cube4/centres.h"
#include "cubelab/solvers/cube4/edges.h"

namespace cubelab::cube4 {

// Phase 2: `c` has its U/D centres on U and D; the moves that bring F/B onto F/B, make the
// wing permutation even and every wing's position of its type. Throws reduction::Stopped
// when `stop` says so (polled every few thousand nodes).
std::vector<nxn::NxnMove> search_phase2(const Centres& c, const Wings& w,
                                        const std::function<bool()>& stop);

// Phase 3: after phase 2 (c.reduced_parity_odd set from edges.h's reduced_parity_odd); the
// moves that solve the centres and pair every edge, leaving a legal 3x3x3. nullopt when
// `max_nodes` nodes did not find them.
std::optional<std::vector<nxn::NxnMove>> search_phase3(const Centres& c, const Wings& w,
                                                       const std::function<bool()>& stop,
                                                       long long max_nodes);

}  // namespace cubelab::cube4
