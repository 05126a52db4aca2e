#pragma once
// The facade's answer from a solver's: SolveResult (verified, internal types) to Solution
// (plain strings and numbers), and the Solution's JSON, the one JSON form of an answer that
// `cubelab solve --json`, `cubelab bench`, the HTTP API and Python share.
#include <nlohmann/json.hpp>
#include <string>

#include "cubelab/solve.h"
#include "cubelab/solve/solver.h"

namespace cubelab {

// The solver's status of a facade's answer and back (the same five states, named twice).
SolveStatus status_of(Solution::Status status);
Solution::Status status_of(SolveStatus status);

Solution solution_from(const SolveResult& result, std::string input, std::string solver,
                       Puzzle puzzle);

nlohmann::json solution_json(const Solution& solution);

// The JSON of a solver's answer to `input`: solution_json(solution_from(...)).
nlohmann::json result_to_json(const std::string& input, const std::string& solver,
                              const SolveResult& result, Puzzle puzzle = Puzzle::Cube3);

}  // namespace cubelab
