#pragma once
// The JSON of a solve's stages, for `cubelab bench` and the facade's answer. A whole answer's
// JSON is the facade's (library/solution.h), a solver's too (library/solver_info.cpp).
#include <nlohmann/json.hpp>
#include <string>

#include "cubelab/cube/error.h"
#include "cubelab/solve/solver.h"

namespace cubelab {

// [{name, moves, length_htm, note, steps?: [{moves, note, facelets, moves_so_far}]}]
nlohmann::json stages_to_json(const std::vector<Stage>& stages, Metric metric = Metric::Htm);

}  // namespace cubelab
