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
