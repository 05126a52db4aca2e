#include "cubelab/bench/report.h"

#include <fmt/format.h>

#include <algorithm>

#include "cubelab/solve/result_json.h"

namespace cubelab::bench {

SolverSummary summarize_solver(const SolverResults& results) {
  SolverSummary s;
  s.label = results.label;
  s.cubes = results.cubes.size();
  std::vector<double> times, htm, qtm, sltm, axial, cost;
  std::vector<int> lengths;
  std::map<std::string, std::pair<double, int>> stat_sums;
  for (const CubeResult& c : results.cubes) {
    times.push_back(c.elapsed_ms);
    for (const auto& [k, v] : c.stats) {
      stat_sums[k].first += v;
      stat_sums[k].second += 1;
    }
    if (c.status == SolveStatus::Solved && c.verified) {
      ++s.solved;
      s.optimal += c.proven_optimal;
      htm.push_back(c.length_htm);
      qtm.push_back(c.length_qtm);
      if (c.length_sltm >= 0) sltm.push_back(c.length_sltm);
      axial.push_back(c.length_axial);
      cost.push_back(c.robot_cost_ms);
      lengths.push_back(c.length_htm);
    } else if (c.status == SolveStatus::TimedOut) {
      ++s.timed_out;
    } else {
      ++s.failed;
    }
  }
  s.time_ms = summarize(times);
  s.length_htm = summarize(htm);
  s.length_qtm = summarize(qtm);
  s.length_sltm = summarize(sltm);
  s.length_axial = summarize(axial);
  s.robot_cost_ms = summarize(cost);
  s.histogram_htm = histogram(lengths);
  for (const auto& [k, sum] : stat_sums) s.stat_means[k] = sum.first / sum.second;
  return s;
}

nlohmann::json histogram_json(const std::map<int, int>& histogram) {
  nlohmann::json j = nlohmann::json::object();
  for (const auto& [length, cubes] : histogram) j[std::to_string(length)] = cubes;
  return j;
}

namespace {

std::string time_text(double ms) {
  if (ms < 1) return fmt::format("{:.1f} us", ms * 1000);
  if (ms < 1000) return fmt::format("{:.2f} ms", ms);
  return fmt::format("{:.2f} s", ms / 1000);
}

// Whether any solver's solutions were counted in single-layer turns (a big cube's): their
// mean is a column then.
bool any_sltm(const std::vector<SolverSummary>& summaries) {
  return std::any_of(summaries.begin(), summaries.end(),
                     [](const SolverSummary& s) { return s.length_sltm.count > 0; });
}

}  // namespace

std::string histogram_text(const std::map<int, int>& histogram) {
  std::string s;
  for (const auto& [length, cubes] : histogram)
    s += fmt::format("{}{}:{}", s.empty() ? "" : " ", length, cubes);
  return s;
}

std::string format_table(const std::vector<SolverSummary>& summaries) {
  const bool sltm = any_sltm(summaries);
  std::string out = fmt::format(
      "{:<24} {:>7} {:>6} {:>6} {:>10} {:>10} {:>10} {:>10} {:>7} {:>7}{} {:>5} {:>5}\n", "solver",
      "solved", "failed", "t/out", "mean", "median", "p95", "max", "HTM", "QTM",
      sltm ? fmt::format(" {:>7}", "SLTM") : "", "min", "max");
  for (const SolverSummary& s : summaries) {
    out += fmt::format(
        "{:<24} {:>7} {:>6} {:>6} {:>10} {:>10} {:>10} {:>10} {:>7.2f} {:>7.2f}{} {:>5} {:>5}\n",
        s.label, s.solved, s.failed, s.timed_out, time_text(s.time_ms.mean),
        time_text(s.time_ms.median), time_text(s.time_ms.p95), time_text(s.time_ms.max),
        s.length_htm.mean, s.length_qtm.mean,
        sltm ? fmt::format(" {:>7.2f}", s.length_sltm.mean) : "",
        static_cast<int>(s.length_htm.min), static_cast<int>(s.length_htm.max));
  }
  bool priced = false;  // the cubes' solutions have an axial length and a robot's cost
  for (const SolverSummary& s : summaries) priced = priced || s.robot_cost_ms.mean >= 0;
  if (priced) out += "\naxial length and robot cost (mean per solved cube)\n";
  for (const SolverSummary& s : summaries)
    if (priced)
      out += fmt::format("  {:<22} {:.2f} axial, {:.0f} ms\n", s.label, s.length_axial.mean,
                         s.robot_cost_ms.mean);
  out += "\nlength histograms (HTM length:count)\n";
  for (const SolverSummary& s : summaries)
    out += fmt::format("  {:<22} {}\n", s.label, histogram_text(s.histogram_htm));
  bool any_stats = false;
  for (const SolverSummary& s : summaries) any_stats = any_stats || !s.stat_means.empty();
  if (any_stats) {
    out += "\nsolver statistics (mean per cube)\n";
    for (const SolverSummary& s : summaries) {
      std::string line;
      for (const auto& [k, v] : s.stat_means) line += fmt::format("  {} {:.6g}", k, v);
      out += fmt::format("  {:<22}{}\n", s.label, line);
    }
  }
  return out;
}

nlohmann::json to_json(const std::vector<SolverResults>& results,
                       const std::vector<SolverSummary>& summaries,
                       const std::vector<BenchInput>& inputs, const BenchConfig& config) {
  nlohmann::json solvers = nlohmann::json::array();
  for (size_t i = 0; i < results.size(); ++i) {
    const SolverSummary& s = summaries[i];
    nlohmann::json summary_json = {
        {"cubes", s.cubes},
        {"solved", s.solved},
        {"failed", s.failed},
        {"timed_out", s.timed_out},
        {"proven_optimal", s.optimal},
        {"time_ms",
         {{"mean", s.time_ms.mean},
          {"median", s.time_ms.median},
          {"p95", s.time_ms.p95},
          {"max", s.time_ms.max}}},
        {"length_htm",
         {{"mean", s.length_htm.mean}, {"min", s.length_htm.min}, {"max", s.length_htm.max}}},
        {"length_qtm",
         {{"mean", s.length_qtm.mean}, {"min", s.length_qtm.min}, {"max", s.length_qtm.max}}},
        {"length_axial",
         {{"mean", s.length_axial.mean}, {"min", s.length_axial.min}, {"max", s.length_axial.max}}},
        {"robot_cost_ms",
         {{"mean", s.robot_cost_ms.mean},
          {"min", s.robot_cost_ms.min},
          {"max", s.robot_cost_ms.max}}},
        {"stat_means", s.stat_means}};
    if (s.length_sltm.count > 0)
      summary_json["length_sltm"] = {
          {"mean", s.length_sltm.mean}, {"min", s.length_sltm.min}, {"max", s.length_sltm.max}};
    summary_json["histogram_htm"] = histogram_json(s.histogram_htm);
    nlohmann::json cubes = nlohmann::json::array();
    for (const CubeResult& c : results[i].cubes) {
      nlohmann::json cj = {{"input", inputs[c.index].text},
                           {"status", status_name(c.status)},
                           {"verified", c.verified},
                           {"elapsed_ms", c.elapsed_ms},
                           {"load_ms", c.load_ms},
                           {"proven_optimal", c.proven_optimal},
                           {"stats", c.stats}};
      if (c.verified) {
        cj["solution"] = c.solution;
        cj["length_htm"] = c.length_htm;
        cj["length_qtm"] = c.length_qtm;
        if (c.length_sltm >= 0) cj["length_sltm"] = c.length_sltm;
        cj["stages"] = stages_to_json(c.stages, config.request.metric);
        cj["length_axial"] = c.length_axial;
        cj["robot_cost_ms"] = c.robot_cost_ms;
      }
      if (!c.message.empty()) cj["message"] = c.message;
      cubes.push_back(cj);
    }
    solvers.push_back({{"solver", results[i].label}, {"summary", summary_json}, {"cubes", cubes}});
  }
  const SolveRequest& request = config.request;
  return {{"puzzle", config.puzzle_name()},
          {"cubes", inputs.size()},
          {"max_length", request.max_length},
          {"time_limit_s", request.time_limit_s},
          {"threads", config.threads},
          {"solver_threads", request.threads},
          {"metric", config.through_facade() ? config.metric : metric_name(request.metric)},
          {"robot_cost", config.robot_cost.str()},
          {"solvers", solvers}};
}

std::string to_markdown(const std::vector<SolverSummary>& summaries, const BenchConfig& config,
                        const std::string& input_description,
                        const std::vector<std::string>& svg_files) {
  const SolveRequest& request = config.request;
  std::string md = fmt::format("## Benchmark: {}\n\n", input_description);
  md += fmt::format(
      "Puzzle {}, {} cube(s), max length {}, time limit {}, {} cube(s) at a time, {} "
      "thread(s) per solve. Times are wall "
      "clock per cube; each solver loads its tables in an untimed warm-up solve first.\n\n",
      config.puzzle_name(), summaries.empty() ? 0 : summaries[0].cubes,
      request.max_length < 0 ? std::string("solver default") : std::to_string(request.max_length),
      request.time_limit_s > 0 ? fmt::format("{} s", request.time_limit_s) : std::string("none"),
      config.threads, request.threads);
  const bool sltm = any_sltm(summaries);
  md += fmt::format(
      "| solver | solved | failed | timed out | mean time | median | p95 | max | mean HTM | "
      "mean QTM | {}min | max | optimal |\n",
      sltm ? "mean SLTM | " : "");
  md += fmt::format("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|{}---:|---:|---:|\n",
                    sltm ? "---:|" : "");
  for (const SolverSummary& s : summaries)
    md += fmt::format(
        "| {} | {} | {} | {} | {} | {} | {} | {} | {:.2f} | {:.2f} | {}{} | {} | {} |\n", s.label,
        s.solved, s.failed, s.timed_out, time_text(s.time_ms.mean), time_text(s.time_ms.median),
        time_text(s.time_ms.p95), time_text(s.time_ms.max), s.length_htm.mean, s.length_qtm.mean,
        sltm ? fmt::format("{:.2f} | ", s.length_sltm.mean) : "",
        static_cast<int>(s.length_htm.min), static_cast<int>(s.length_htm.max), s.optimal);
  md += "\nLength histograms (HTM length: count):\n\n";
  for (const SolverSummary& s : summaries)
    md += fmt::format("- {}: {}\n", s.label, histogram_text(s.histogram_htm));
  for (const SolverSummary& s : summaries) {
    if (s.stat_means.empty()) continue;
    std::string line;
    for (const auto& [k, v] : s.stat_means)
      line += fmt::format("{}{} {:.6g}", line.empty() ? "" : ", ", k, v);
    md += fmt::format("- {} (mean per cube): {}\n", s.label, line);
  }
  if (!svg_files.empty()) {
    md += "\n";
    for (const std::string& f : svg_files) md += fmt::format("![{}]({})\n", f, f);
  }
  return md;
}

}  // namespace cubelab::bench
