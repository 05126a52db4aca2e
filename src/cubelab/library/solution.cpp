// The facade's Solution from a verified SolveResult, and its JSON (docs/api.md).
#include "cubelab/library/solution.h"

#include "cubelab/cube/alg.h"
#include "cubelab/library/puzzles.h"

namespace cubelab {
namespace {

// The three lengths of a solution, or nulls when there is none.
void put_lengths(nlohmann::json& j, bool solved, int htm, int qtm, int axial) {
  j["length_htm"] = solved ? nlohmann::json(htm) : nlohmann::json(nullptr);
  j["length_qtm"] = solved ? nlohmann::json(qtm) : nlohmann::json(nullptr);
  j["length_axial"] = solved ? nlohmann::json(axial) : nlohmann::json(nullptr);
}

}  // namespace

Solution::Status status_of(SolveStatus s) {
  switch (s) {
    case SolveStatus::Solved:
      return Solution::Status::Solved;
    case SolveStatus::NoSolution:
      return Solution::Status::NoSolution;
    case SolveStatus::TimedOut:
      return Solution::Status::TimedOut;
    case SolveStatus::Cancelled:
      return Solution::Status::Cancelled;
    case SolveStatus::Error:
      return Solution::Status::Error;
  }
  return Solution::Status::Error;
}

SolveStatus status_of(Solution::Status s) {
  switch (s) {
    case Solution::Status::Solved:
      return SolveStatus::Solved;
    case Solution::Status::NoSolution:
      return SolveStatus::NoSolution;
    case Solution::Status::TimedOut:
      return SolveStatus::TimedOut;
    case Solution::Status::Cancelled:
      return SolveStatus::Cancelled;
    case Solution::Status::Error:
      break;
  }
  return SolveStatus::Error;
}

std::string Solution::status_name() const { return cubelab::status_name(status_of(status)); }

Solution solution_from(const SolveResult& r, std::string input, std::string solver, Puzzle puzzle) {
  Solution s;
  s.status = status_of(r.status);
  s.input = std::move(input);
  s.puzzle = puzzle_name(puzzle);
  s.solver = std::move(solver);
  s.metric = metric_name(r.metric);
  s.message = r.message;
  s.elapsed_ms = r.elapsed_ms;
  s.load_ms = r.load_ms;
  s.stats = r.stats;
  s.seed = r.seed;
  s.proven_optimal = r.proven_optimal;
  if (r.status == SolveStatus::Solved) {
    s.moves = alg_text(r.solution, r.metric);
    for (Move m : r.solution.moves) s.move_list.push_back(Alg({m}).str());
    s.length_htm = r.solution.htm();
    s.length_qtm = r.solution.qtm();
    s.length_axial = r.solution.axial();
    s.robot_cost_ms = r.robot_cost_ms;
    if (!r.masks.empty()) s.mask = r.masks.front();
    for (size_t i = 0; i < r.solutions.size(); ++i) {
      const Alg& a = r.solutions[i];
      SolutionLine line{alg_text(a, r.metric), a.htm(), a.qtm(), a.axial(), std::nullopt, {}};
      if (i < r.robot_costs_ms.size()) line.robot_cost_ms = r.robot_costs_ms[i];
      if (i < r.masks.size()) line.mask = r.masks[i];
      s.solutions.push_back(std::move(line));
    }
  }
  for (const Stage& st : r.stages) {
    SolveStage stage{st.name, alg_text(st.alg, r.metric), st.alg.htm(), st.note, {}, st.mask};
    for (const StageStep& step : st.steps)
      stage.steps.push_back({step.alg.str(), step.note, step.facelets, step.moves_so_far});
    s.stages.push_back(std::move(stage));
  }
  return s;
}

nlohmann::json solution_json(const Solution& s) {
  nlohmann::json stages = nlohmann::json::array();
  for (const SolveStage& st : s.stages) {
    nlohmann::json stage = {
        {"name", st.name}, {"moves", st.moves}, {"length_htm", st.length_htm}, {"note", st.note}};
    if (!st.steps.empty()) {
      nlohmann::json steps = nlohmann::json::array();
      for (const SolveStep& step : st.steps)
        steps.push_back({{"moves", step.moves},
                         {"note", step.note},
                         {"facelets", step.facelets},
                         {"moves_so_far", step.moves_so_far}});
      stage["steps"] = steps;
    }
    if (!st.mask.empty()) stage["mask"] = st.mask;
    stages.push_back(stage);
  }
  const bool solved = s.solved();
  nlohmann::json j = {{"input", s.input},
                      {"status", s.status_name()},
                      {"solution", solved ? nlohmann::json(s.moves) : nlohmann::json(nullptr)},
                      {"elapsed_ms", s.elapsed_ms},
                      {"load_ms", s.load_ms},
                      {"proven_optimal", s.proven_optimal},
                      {"stages", stages},
                      {"solver", s.solver},
                      {"metric", s.metric},
                      {"stats", s.stats}};
  put_lengths(j, solved, s.length_htm, s.length_qtm, s.length_axial);
  // A big cube's lengths in outer block turns (length_htm) and in single-layer turns.
  if (solved && nxn_size(s.puzzle) > 0) j["length_sltm"] = s.length_sltm;
  if (s.seed) j["seed"] = *s.seed;
  if (s.robot_cost_ms) j["robot_cost_ms"] = *s.robot_cost_ms;
  if (!s.message.empty()) j["message"] = s.message;
  if (solved && !s.mask.empty()) j["mask"] = s.mask;
  if (s.solutions.size() > 1) {
    nlohmann::json all = nlohmann::json::array();
    for (const SolutionLine& line : s.solutions) {
      nlohmann::json one = {{"solution", line.moves}};
      put_lengths(one, true, line.length_htm, line.length_qtm, line.length_axial);
      if (line.robot_cost_ms) one["robot_cost_ms"] = *line.robot_cost_ms;
      if (!line.mask.empty()) one["mask"] = line.mask;
      all.push_back(one);
    }
    j["solutions"] = all;
  }
  return j;
}

nlohmann::json result_to_json(const std::string& input, const std::string& solver,
                              const SolveResult& result, Puzzle puzzle) {
  return solution_json(solution_from(result, input, solver, puzzle));
}

std::string to_json(const Solution& solution) {
  return solution_json(solution).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string invalid_json(std::string_view input, const Error& error) {
  const nlohmann::json j = {{"input", std::string(input)},
                            {"status", "invalid"},
                            {"code", error.code()},
                            {"message", error.what()}};
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace cubelab
