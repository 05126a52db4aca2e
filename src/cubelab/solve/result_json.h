#pragma once
// The JSON form of a solve, shared by `cubelab solve --json`, `cubelab bench --json` and the
// HTTP API, so all three say the same thing in the same words.
#include <nlohmann/json.hpp>
#include <string>

#include "cubelab/cube/error.h"
#include "cubelab/solve/solver.h"

namespace cubelab {

// {input, status, solution, length_htm, length_qtm, length_axial, elapsed_ms, load_ms,
//  proven_optimal, stages, solver, metric, stats, seed? (seeded solvers), robot_cost_ms?
//  (with a robot cost), message?, solutions?}. In the axial metric the moves are written
//  with each pair of opposite faces turned at once in parentheses: "R (U D') F".
nlohmann::json result_to_json(const std::string& input, const std::string& solver,
                              const SolveResult& result);
// [{name, moves, length_htm, note, steps?: [{moves, note, facelets, moves_so_far}]}]
nlohmann::json stages_to_json(const std::vector<Stage>& stages, Metric metric = Metric::Htm);
// {input, status: "invalid", code, message}
nlohmann::json invalid_to_json(const std::string& input, const InputError& error);
nlohmann::json options_to_json(const Solver& solver);
// {name, puzzle, description, anytime, metrics: ["htm", ...], seeded, options: [...]}
nlohmann::json solver_to_json(const Solver& solver);

}  // namespace cubelab
