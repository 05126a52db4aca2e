#pragma once
// Runs a metaheuristic phase after phase on one cube (Castillo Matas 2019 §9): each phase searches
// sequences of its starting length L, and when a whole budget (see Params::budget) passes
// without reaching the phase's goal, starts again with L + 1. Each phase's sequence is
// simplified and applied; the phases' sequences are joined with the turns that cancel at
// the joins removed (U2 D U' -> U D, §6.5). Honours the request's seed, threads, time
// limit, cancellation and progress callback.
#include "cubelab/solve/solver.h"
#include "cubelab/solvers/metaheuristic/params.h"
#include "cubelab/solvers/metaheuristic/presets.h"

namespace cubelab::meta {

// The 3x3x3 in params.phases phases with `algorithm`.
SolveResult solve_in_phases(const SolveRequest& request, Algorithm algorithm, const Params& params);

// The 2x2x2 multi-start local search (§5.4.4): one stage, lengths 11, 10, ... while
// solutions keep being found.
SolveResult solve_pocket(const SolveRequest& request, const PocketParams& params);

}  // namespace cubelab::meta
