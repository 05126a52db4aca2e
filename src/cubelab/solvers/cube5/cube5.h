#pragma once
// `cube5`: a 5x5x5 solver by search in five phases, after Chen Shuang's five-phase reduction
// (cube555). Phases 1 and 2 split the centres by axis and keep the wings' permutation even
// (centres.h, search.h); phase 3 splits the wings into low and high and sets the midges
// (phase3.h); phase 4 pairs four edges and brings the U-D and R-L centres within phase 5's
// reach (phase4.h); phase 5 pairs the other eight and solves the centres (phase5.h). Each
// phase is searched by IDA* on exact tables from many solutions of the phases before, by
// the length of the whole (edge_search.h); the reduced cube is solved as in `reduction`
// (two-phase), the shortest of several.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/solvers/reduction/reduction.h"

namespace cubelab::cube5 {

// Solves a 5x5x5 `cube` that require_solvable_nxn accepts, in any orientation (a 6x6x6 or
// 7x7x7 as a 5x5x5 once its centres and inner edges are reduction's: as_five.h); stages
// "centres" (phases 1 and 2, after the rotation to the standard orientation, if any), "edges"
// (phases 3 to 5: the edges paired, the centres solved) and "3x3x3"; a cube a few turns from
// solved, the shortest answer by reduction::short_result (one stage, "search"). Throws
// InputError for an invalid cube or another size, reduction::Stopped when `stop` returns
// true. The solution is verified by applying it (std::logic_error if not).
// `search`: how long the 3x3x3 stage searches for shorter solutions of the reduced cubes
// than two-phase's first (0: the first, so that the solution depends on the cube alone).
// `profile`: the two-phase profile of the 3x3x3 stage (reduction/reduced_cube.h).
// `ways`: on the 6x6x6 and 7x7x7, 1 for the quickest answer (as_five.h), 0 for the defaults.
reduction::Result solve(const nxn::NxnCube& cube, const std::function<bool()>& stop = {},
                        const reduction::SearchTime& search = {},
                        const std::string& profile = reduction::kReducedProfile, int ways = 0);

// Up to `most` of the 5x5x5 `cube`'s reductions by cube5's phases (the different reduced cubes
// they end on, each reached its shortest way in `metric`), the shortest first (the first found
// among equals), each as solve's answer with two-phase's first solution of its 3x3x3 stage;
// for a cube the inner cube of a 6x6x6 or 7x7x7 (as_five.h), whose reductions take the big
// cube's other pieces different ways. A solved cube's is empty, and a cube a few turns from
// solved has solve's one stage, "search". Throws as solve does.
std::vector<reduction::Result> reductions(const nxn::NxnCube& cube,
                                          const std::function<bool()>& stop, size_t most,
                                          nxn::TurnMetric metric,
                                          const std::string& profile = reduction::kReducedProfile);

// Loads cube5's tables (building any the store lacks), so that a solve after it spends its
// time searching.
void prepare();
// Its tables' names in the table store (the catalog's), and their bytes in memory.
std::vector<std::string> stored_tables();
uint64_t table_bytes();

}  // namespace cubelab::cube5
