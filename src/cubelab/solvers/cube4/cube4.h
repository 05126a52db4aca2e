#pragma once
// `cube4`: a 4x4x4 solver by search in phases, after Tsai's 8-step method and Chen Shuang's
// three-phase reduction (TPR-4x4x4-Solver). Three searched phases on exact tables solve the
// centres, keep the wings' permutation even (no "OLL parity" algorithm is needed), orient the
// edges and pair them, leaving a legal 3x3x3 (centres.h, edges.h, search.h); the reduced
// cube is solved as in `reduction` (two-phase).
#include <functional>
#include <string>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/solvers/reduction/reduction.h"

namespace cubelab::cube4 {

// Solves a 4x4x4 `cube` that require_solvable_nxn accepts, in any orientation; stages "centres"
// (phases 1 and 2, after the rotation to the standard orientation, if any), "edges" (phase 3:
// the last centres and the edge pairing; reduction's wing commutators in the fallback,
// search.h) and "3x3x3"; a cube a few turns from solved, the shortest answer by
// reduction::short_result (one stage, "search"). Throws InputError for an invalid cube or
// another size, reduction::Stopped when `stop` returns true. The solution is verified by
// applying it (std::logic_error if not).
// `search`: how long the 3x3x3 stage searches for a shorter solution than two-phase's first
// (at least search.seconds: a move less on average for the default; with search.until, until
// then, and the phases before it end with what they found at half the time to search.until);
// 0 seconds takes the first, so that the solution depends on the cube alone (random-state
// scrambles, which a seed must repeat).
// `profile`: the two-phase profile of the 3x3x3 stage (reduction/reduced_cube.h).
reduction::Result solve(const nxn::NxnCube& cube, const std::function<bool()>& stop = {},
                        const reduction::SearchTime& search = {},
                        const std::string& profile = reduction::kReducedProfile);

// Loads cube4's tables (centres.h's load_tables, building any the cache lacks) and makes those
// its searches keep in memory, so that a solve after it spends its time searching: a first
// solve in a process would otherwise load and check them in its own time, which its 3x3x3
// stage's search would lose.
void prepare();

}  // namespace cubelab::cube4
