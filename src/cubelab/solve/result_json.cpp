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

}  // namespace cubelab
