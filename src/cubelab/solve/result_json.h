#pragma once
// The JSON of a solve's parts and of the solvers, for `cubelab bench` and `cubelab solvers`
// and the HTTP API. A whole answer's JSON is the facade's (library/solution.h).
#include <nlohmann/json.hpp>
#include <string>

#include "cubelab/cube/error.h"
#include "cubelab/solve/solver.h"

namespace cubelab {

// [{name, moves, length_htm, note, steps?: [{moves, note, facelets, moves_so_far}]}]
nlohmann::json stages_to_json(const std::vector<Stage>& stages, Metric metric = Metric::Htm);
nlohmann::json options_to_json(const Solver& solver);
// {name, puzzle, description, anytime, metrics: ["htm", ...], seeded, options: [...]}
nlohmann::json solver_to_json(const Solver& solver);

}  // namespace cubelab
