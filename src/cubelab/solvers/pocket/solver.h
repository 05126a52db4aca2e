#pragma once
// `pocket`: the optimal 2x2x2 solver. It descends the complete distance table (one lookup
// per move tried), so every answer is optimal in the requested metric (HTM, or QTM with
// request.metric) and takes microseconds once the table exists.
#include <memory>
#include <vector>

#include "cubelab/solve/solver.h"

namespace cubelab {

// Up to `count` distinct optimal solutions (U R F moves) of a normalised 2x2x2 state,
// in move order; fewer when fewer exist. Never two turns of one face in a row.
std::vector<Alg> pocket_optimal_solutions(const CubieCube& cube, Metric metric, int count);

// Optimal length of a normalised 2x2x2 state.
int pocket_distance(const CubieCube& cube, Metric metric);

void register_pocket_solvers(std::vector<std::unique_ptr<Solver>>& out);

}  // namespace cubelab
