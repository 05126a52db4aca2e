// A solver's description (SolverInfo, solve.h) in its one JSON form, the same for
// `cubelab solvers --json`, GET /api/solvers and every other face.
#include <nlohmann/json.hpp>

#include "cubelab/solve.h"

namespace cubelab {

std::string to_json(const SolverInfo& solver) {
  nlohmann::json options = nlohmann::json::array();
  for (const SolverOption& o : solver.options) {
    nlohmann::json j = {{"name", o.name},
                        {"type", o.type},
                        {"default", o.default_value},
                        {"description", o.description}};
    if (!o.choices.empty()) j["choices"] = o.choices;
    // Sizes say their range in words (512M), not in bytes.
    if (o.min < o.max && o.type == "int")
      j["min"] = static_cast<int64_t>(o.min), j["max"] = static_cast<int64_t>(o.max);
    else if (o.min < o.max && o.type == "double")
      j["min"] = o.min, j["max"] = o.max;
    options.push_back(j);
  }
  const nlohmann::json j = {
      {"name", solver.name},       {"puzzle", solver.puzzle},   {"description", solver.description},
      {"anytime", solver.anytime}, {"metrics", solver.metrics}, {"seeded", solver.seeded},
      {"options", options}};
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace cubelab
