#include "cubelab/bench/merge.h"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <set>

#include "cubelab/batch.h"
#include "cubelab/bench/batch_file.h"
#include "cubelab/bench/report.h"
#include "cubelab/bench/svg_chart.h"
#include "cubelab/cube.h"
#include "cubelab/cube/alg.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/error.h"
#include "cubelab/solve/registry.h"

namespace cubelab::bench {
namespace {

// Applies the record's solution to its input (and target, when it was solved to one).
bool solution_checks(const nlohmann::json& r) {
  try {
    const std::string name = r.value("puzzle", std::string("3x3x3"));
    const std::optional<Puzzle> cubie_puzzle = puzzle_from_name(name);
    // The other puzzles (solved whole, never to a target): as the facade holds them.
    if (!cubie_puzzle)
      return solves(r.at("input").get<std::string>(), r.at("solution").get<std::string>(), name);
    const Puzzle puzzle = *cubie_puzzle;
    const CubieCube cube = parse_cube_for(puzzle, r.at("input").get<std::string>()).cube;
    // "target" (the request's name for it; "to" in files of earlier versions).
    const char* key = r.contains("target") ? "target" : "to";
    const CubieCube target = r.contains(key) && r[key].is_string()
                                 ? parse_cube_for(puzzle, r[key].get<std::string>()).cube
                                 : CubieCube::solved();
    return verify_solution(puzzle, cube, Alg::parse(r.at("solution").get<std::string>()), target);
  } catch (const std::exception&) {
    return false;
  }
}

std::string list_lines(const std::vector<int64_t>& lines) {
  std::string s;
  for (size_t i = 0; i < lines.size() && i < 10; ++i)
    s += (i ? ", " : "") + std::to_string(lines[i]);
  if (lines.size() > 10) s += fmt::format(" and {} more", lines.size() - 10);
  return s;
}

std::string histogram_line(const std::map<int, int>& h) {
  const std::string text = histogram_text(h);
  return text.empty() ? "-" : text;
}

}  // namespace

MergeResult merge_batches(const std::vector<std::string>& paths, const MergeOptions& options) {
  MergeResult m;
  std::vector<BatchLine> all;
  for (const std::string& p : paths) {
    BatchFile f = read_batch_file(p);
    if (f.records.empty() && !f.torn_tail && !std::ifstream(p))
      throw InputError(ErrorCode::Request, "cannot read " + p);
    for (BatchLine& r : f.records) {
      if (options.inputs) {
        const auto line = options.inputs->find(r.line);
        const nlohmann::json& input = r.json.contains("input") ? r.json["input"] : nlohmann::json();
        if (line != options.inputs->end() && !(input.is_string() && input == line->second)) {
          if (m.foreign.empty())
            m.first_foreign = fmt::format(
                "{}: line {} answers '{}', but line {} of the input is '{}'", p, r.line,
                printable(input.is_string() ? input.get<std::string>() : input.dump(), 60), r.line,
                printable(line->second, 60));
          m.foreign.push_back(r.line);
          continue;
        }
      }
      all.push_back(std::move(r));
    }
  }
  std::sort(m.foreign.begin(), m.foreign.end());
  std::stable_sort(all.begin(), all.end(),
                   [](const BatchLine& a, const BatchLine& b) { return a.line < b.line; });
  for (size_t i = 0; i < all.size(); ++i) {
    if (i > 0 && all[i].line == all[i - 1].line) {
      if (m.duplicated.empty() || m.duplicated.back() != all[i].line)
        m.duplicated.push_back(all[i].line);
      continue;
    }
    m.records.push_back(std::move(all[i].json));
  }
  if (options.expected_lines) {
    std::set<int64_t> expected(options.expected_lines->begin(), options.expected_lines->end());
    std::set<int64_t> present;
    for (const auto& r : m.records) present.insert(r["line"].get<int64_t>());
    for (int64_t line : expected)
      if (!present.count(line)) m.missing.push_back(line);
    for (int64_t line : present)
      if (!expected.count(line)) m.unexpected.push_back(line);
  }

  MergeSummary& s = m.summary;
  std::vector<double> htm, qtm, sltm, times;
  for (const nlohmann::json& r : m.records) {
    ++s.records;
    const std::string status = r.value("status", std::string("unknown"));
    ++s.by_status[status];
    if (r.contains("elapsed_ms") && r["elapsed_ms"].is_number())
      times.push_back(r["elapsed_ms"].get<double>());
    if (status != "solved") continue;
    ++s.solved;
    if (r.value("proven_optimal", false)) ++s.proven_optimal;
    const int h = r.value("length_htm", 0), q = r.value("length_qtm", 0);
    htm.push_back(h), qtm.push_back(q);
    ++s.histogram_htm[h], ++s.histogram_qtm[q];
    if (r.contains("length_sltm")) sltm.push_back(r["length_sltm"].get<int>());
    if (options.verify) {
      if (solution_checks(r))
        ++s.verified;
      else
        m.not_verified.push_back(r["line"].get<int64_t>());
    }
  }
  s.length_htm = summarize(htm);
  s.length_qtm = summarize(qtm);
  s.length_sltm = summarize(sltm);
  s.time_ms = summarize(times);
  return m;
}

std::string merge_summary_text(const MergeResult& m) {
  const MergeSummary& s = m.summary;
  std::string out = fmt::format("lines {}, solved {}", s.records, s.solved);
  for (const auto& [status, n] : s.by_status)
    if (status != "solved") out += fmt::format(", {} {}", status, n);
  out += fmt::format(", proven optimal {}\n", s.proven_optimal);
  if (!m.missing.empty()) out += fmt::format("missing lines: {}\n", list_lines(m.missing));
  if (!m.duplicated.empty())
    out += fmt::format("lines present more than once: {}\n", list_lines(m.duplicated));
  if (!m.unexpected.empty())
    out += fmt::format("lines that are not in the input: {}\n", list_lines(m.unexpected));
  if (!m.foreign.empty())
    out += fmt::format("lines that answer another input's cube: {} ({})\n", list_lines(m.foreign),
                       m.first_foreign);
  if (!m.not_verified.empty())
    out += fmt::format("solutions that do not solve their cube: lines {}\n",
                       list_lines(m.not_verified));
  else if (s.verified)
    out += s.verified == 1
               ? std::string("verified: the solution solves its cube\n")
               : fmt::format("verified: all {} solutions solve their cube\n", s.verified);
  out += fmt::format("length HTM: mean {:.3f}, min {}, max {}; {}\n", s.length_htm.mean,
                     s.length_htm.min, s.length_htm.max, histogram_line(s.histogram_htm));
  out += fmt::format("length QTM: mean {:.3f}, min {}, max {}; {}\n", s.length_qtm.mean,
                     s.length_qtm.min, s.length_qtm.max, histogram_line(s.histogram_qtm));
  if (s.length_sltm.count > 0)
    out +=
        fmt::format("length SLTM (single-layer turns, {} lines): mean {:.3f}, min {}, max {}\n",
                    s.length_sltm.count, s.length_sltm.mean, s.length_sltm.min, s.length_sltm.max);
  out += fmt::format(
      "time per cube: mean {:.3f} ms, median {:.3f}, p95 {:.3f}, max {:.3f}; total {:.1f} s\n",
      s.time_ms.mean, s.time_ms.median, s.time_ms.p95, s.time_ms.max,
      s.time_ms.mean * s.time_ms.count / 1000);
  return out;
}

std::string merge_summary_markdown(const MergeResult& m, const std::vector<std::string>& inputs) {
  const MergeSummary& s = m.summary;
  std::string out =
      "| lines | solved | failed | proven optimal | mean HTM | mean QTM | mean time | median | p95 "
      "| max |\n"
      "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
  out += fmt::format(
      "| {} | {} | {} | {} | {:.3f} | {:.3f} | {:.3f} ms | {:.3f} ms | {:.3f} ms | {:.3f} ms |\n\n",
      s.records, s.solved, s.records - s.solved, s.proven_optimal, s.length_htm.mean,
      s.length_qtm.mean, s.time_ms.mean, s.time_ms.median, s.time_ms.p95, s.time_ms.max);
  if (s.length_sltm.count > 0)
    out += fmt::format("Single-layer turns (SLTM): mean {:.3f} over {} lines.\n\n",
                       s.length_sltm.mean, s.length_sltm.count);
  out += "| length | HTM | QTM |\n|---:|---:|---:|\n";
  std::map<int, std::pair<int, int>> rows;
  for (const auto& [len, n] : s.histogram_htm) rows[len].first = n;
  for (const auto& [len, n] : s.histogram_qtm) rows[len].second = n;
  for (const auto& [len, p] : rows)
    out += fmt::format("| {} | {} | {} |\n", len, p.first, p.second);
  out += "\n";
  if (!m.complete()) out += "**Incomplete**: " + merge_summary_text(m);
  out += "Merged from:";
  for (const auto& i : inputs) out += " `" + i + "`";
  return out + "\n";
}

nlohmann::json merge_summary_json(const MergeResult& m) {
  const MergeSummary& s = m.summary;
  auto summary = [](const Summary& x) {
    return nlohmann::json{{"count", x.count}, {"mean", x.mean}, {"median", x.median},
                          {"p95", x.p95},     {"min", x.min},   {"max", x.max}};
  };
  nlohmann::json j = {{"lines", s.records},
                      {"solved", s.solved},
                      {"by_status", s.by_status},
                      {"proven_optimal", s.proven_optimal},
                      {"verified", s.verified},
                      {"complete", m.complete()},
                      {"missing", m.missing},
                      {"duplicated", m.duplicated},
                      {"unexpected", m.unexpected},
                      {"not_verified", m.not_verified},
                      {"foreign", m.foreign},
                      {"length_htm", summary(s.length_htm)},
                      {"length_qtm", summary(s.length_qtm)},
                      {"histogram_htm", histogram_json(s.histogram_htm)},
                      {"histogram_qtm", histogram_json(s.histogram_qtm)},
                      {"time_ms", summary(s.time_ms)}};
  if (s.length_sltm.count > 0) j["length_sltm"] = summary(s.length_sltm);
  return j;
}

std::string merge_histogram_svg(const MergeResult& m) {
  Series htm{"HTM", {}, {}}, qtm{"QTM", {}, {}};
  for (const auto& [len, n] : m.summary.histogram_htm) htm.x.push_back(len), htm.y.push_back(n);
  for (const auto& [len, n] : m.summary.histogram_qtm) qtm.x.push_back(len), qtm.y.push_back(n);
  return bar_chart_svg({htm, qtm}, {"Solution length", "moves", "cubes"});
}

}  // namespace cubelab::bench

namespace cubelab {

MergeReport merge_outputs(const MergeRequest& request) {
  bench::MergeOptions options;
  options.expected_lines = request.expected_lines;
  options.inputs = request.inputs;
  options.verify = request.verify;
  const bench::MergeResult m = bench::merge_batches(request.outputs, options);
  MergeReport r;
  r.records = m.records.size();
  r.missing = m.missing;
  r.duplicated = m.duplicated;
  r.unexpected = m.unexpected;
  r.not_verified = m.not_verified;
  r.foreign = m.foreign;
  r.first_foreign = m.first_foreign;
  for (const nlohmann::json& record : m.records)
    r.merged += record.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
  r.text = bench::merge_summary_text(m);
  r.markdown = bench::merge_summary_markdown(m, request.outputs);
  r.json =
      bench::merge_summary_json(m).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  r.histogram_svg = bench::merge_histogram_svg(m);
  return r;
}

}  // namespace cubelab
