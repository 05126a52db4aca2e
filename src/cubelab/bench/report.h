#pragma once
// What a benchmark says about each solver, in three forms: an aligned terminal table,
// JSON (with every per-cube result) and a Markdown report.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cubelab/bench/runner.h"
#include "cubelab/bench/statistics.h"

namespace cubelab::bench {

struct SolverSummary {
  std::string label;
  size_t cubes = 0, solved = 0, failed = 0, timed_out = 0, optimal = 0;
  Summary time_ms;                 // over all cubes
  Summary length_htm, length_qtm;  // over solved cubes
  Summary length_sltm;             // over those that count it (count 0: none do)
  Summary length_axial, robot_cost_ms;
  std::map<int, int> histogram_htm;
  std::map<std::string, double> stat_means;  // mean of each solver stat (nodes, generations)
};

SolverSummary summarize_solver(const SolverResults& results);

// A histogram (length -> cubes) as a JSON object keyed by the length: {"17": 3, "18": 10}.
nlohmann::json histogram_json(const std::map<int, int>& histogram);
// The same as text, "17:3 18:10"; empty for an empty histogram.
std::string histogram_text(const std::map<int, int>& histogram);

std::string format_table(const std::vector<SolverSummary>& summaries);
nlohmann::json to_json(const std::vector<SolverResults>& results,
                       const std::vector<SolverSummary>& summaries,
                       const std::vector<BenchInput>& inputs, const BenchConfig& config);
// `svg_files` are chart paths to link, relative to the report.
std::string to_markdown(const std::vector<SolverSummary>& summaries, const BenchConfig& config,
                        const std::string& input_description,
                        const std::vector<std::string>& svg_files);

}  // namespace cubelab::bench
