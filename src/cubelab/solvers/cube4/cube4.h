#pragma once
// `cube4`: a 4x4x4 solver by search in phases, after Tsai's 8-step method and Chen Shuang's
// three-phase reduction (TPR-4x4x4-Solver). Three searched phases on exact tables solve the
// centres, keep the wings' permutation even (no "OLL parity" algorithm is needed), orient the
// edges and pair them, leaving a legal 3x3x3 (centres.h, edges.h, search.h); the reduced
// cube is solved as in `reduction` (two-phase).
#include <functional>
#include <string>
#include <vector>

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

// Up to `most` of the 4x4x4 `cube`'s reductions by cube4's phases (the different reduced cubes
// phase 3 ends on, each reached its shortest way in `metric`), the shortest first (the first
// found among equals), each as solve's answer with two-phase's first solution of its 3x3x3
// stage; for a cube the inner cube of a 6x6x6 (reduction/as_five.h), whose reductions take
// the big cube's other pieces different ways. A solved cube's is empty, a cube a few turns
// from solved has solve's one stage "search", and where phase 3 finds none (solve's fallback)
// solve's answer is the one. Throws as solve does.
std::vector<reduction::Result> reductions(const nxn::NxnCube& cube,
                                          const std::function<bool()>& stop, size_t most,
                                          nxn::TurnMetric metric,
                                          const std::string& profile = reduction::kReducedProfile);

// Loads cube4's tables (centres.h's load_tables, building any the cache lacks) and makes those
// its searches keep in memory, so that a solve after it spends its time searching: a first
// solve in a process would otherwise load and check them in its own time, which its 3x3x3
// stage's search would lose.
void prepare();

}  // namespace cubelab::cube4
