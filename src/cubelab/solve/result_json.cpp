#include "cubelab/solve/result_json.h"

namespace cubelab {

nlohmann::json stages_to_json(const std::vector<Stage>& stages_in, Metric metric) {
  nlohmann::json stages = nlohmann::json::array();
  for (const Stage& s : stages_in) {
    nlohmann::json stage = {{"name", s.name},
                            {"moves", alg_text(s.alg, metric)},
                            {"length_htm", s.alg.htm()},
                            {"note", s.note}};
    if (!s.steps.empty()) {
      nlohmann::json steps = nlohmann::json::array();
      for (const StageStep& st : s.steps)
        steps.push_back({{"moves", st.alg.str()},
                         {"note", st.note},
                         {"facelets", st.facelets},
                         {"moves_so_far", st.moves_so_far}});
      stage["steps"] = steps;
    }
    if (!s.mask.empty()) stage["mask"] = s.mask;
    stages.push_back(stage);
  }
  return stages;
}

nlohmann::json result_to_json(const std::string& input, const std::string& solver,
                              const SolveResult& result) {
  nlohmann::json j = {
      {"input", input},
      {"status", status_name(result.status)},
      {"solution", alg_text(result.solution, result.metric)},
      {"length_htm", result.solution.htm()},
      {"length_qtm", result.solution.qtm()},
      {"length_axial", result.solution.axial()},
      {"elapsed_ms", result.elapsed_ms},
      {"load_ms", result.load_ms},
      {"proven_optimal", result.proven_optimal},
      {"stages", stages_to_json(result.stages, result.metric)},
      {"solver", solver},
      {"metric", metric_name(result.metric)},
      {"stats", result.stats},
  };
  if (result.seed) j["seed"] = *result.seed;
  if (result.status != SolveStatus::Solved) {
    j["solution"] = nullptr;
    j["length_htm"] = nullptr;
    j["length_qtm"] = nullptr;
    j["length_axial"] = nullptr;
  }
  if (result.robot_cost_ms) j["robot_cost_ms"] = *result.robot_cost_ms;
  if (!result.message.empty()) j["message"] = result.message;
  const bool masked = result.status == SolveStatus::Solved && !result.masks.empty();
  if (masked) j["mask"] = result.masks.front();
  if (result.solutions.size() > 1) {
    nlohmann::json all = nlohmann::json::array();
    for (size_t i = 0; i < result.solutions.size(); ++i) {
      const Alg& a = result.solutions[i];
      nlohmann::json one = {{"solution", alg_text(a, result.metric)},
                            {"length_htm", a.htm()},
                            {"length_qtm", a.qtm()},
                            {"length_axial", a.axial()}};
      if (i < result.robot_costs_ms.size()) one["robot_cost_ms"] = result.robot_costs_ms[i];
      if (masked && i < result.masks.size()) one["mask"] = result.masks[i];
      all.push_back(one);
    }
    j["solutions"] = all;
  }
  return j;
}

nlohmann::json invalid_to_json(const std::string& input, const InputError& error) {
  return {{"input", input},
          {"status", "invalid"},
          {"code", error.code_name()},
          {"message", error.what()}};
}

nlohmann::json options_to_json(const Solver& solver) {
  nlohmann::json options = nlohmann::json::array();
  for (const OptionSpec& o : solver.options().specs()) {
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
  return options;
}

nlohmann::json solver_to_json(const Solver& solver) {
  nlohmann::json metrics = nlohmann::json::array();
  for (Metric m : kMetrics)
    if (solver.supports(m)) metrics.push_back(metric_name(m));
  return {{"name", solver.name()},
          {"puzzle", puzzle_name(solver.puzzle())},
          {"description", solver.description()},
          {"anytime", solver.anytime()},
          {"metrics", metrics},
          {"seeded", solver.seeded()},
          {"options", options_to_json(solver)}};
}

}  // namespace cubelab
