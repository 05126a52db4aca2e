#include <fmt/format.h>

#include <algorithm>
#include <numeric>

#include "cubelab/bench/runner.h"
#include "cubelab/bench/svg_chart.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/cube/random.h"
#include "cubelab/experiments/metaheuristic.h"
#include "cubelab/lab/experiment_cubes.h"
#include "cubelab/lab/pocket_bfs.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/metaheuristic/presets.h"

namespace cubelab::lab {
namespace {

using meta::Algorithm;
using meta::find_preset;
using meta::Preset;

ThesisResult thesis_result(const meta::DocumentResult& d) {
  return {d.mean_length, d.mean_time_s, d.min_length};
}

constexpr uint64_t kScrambleSeed = 2019;  // the document's year; any fixed number would do
const char* kPocketPreset = "MSLS-2x2";

const char* solver_of(Algorithm a) {
  return a == Algorithm::Msls ? "msls" : a == Algorithm::Genetic ? "ga" : "memetic";
}

// The solver a row of the table runs: "msls2" for the 2x2x2, else the preset's.
const char* solver_for(const std::string& preset) {
  return preset == kPocketPreset ? "msls2" : solver_of(find_preset(preset)->algorithm);
}

bool has_option(const Solver& solver, const std::string& name) {
  for (const OptionSpec& spec : solver.options().specs())
    if (spec.name == name) return true;
  return false;
}

// The document's exact baseline on the 2x2x2 scrambles (its program Anchura222, §5.3): a
// breadth-first search run afresh for each cube (pocket_bfs.h), every solution verified.
void add_bfs_baseline(MetaheuristicRow& row, const std::vector<CubieCube>& cubes) {
  PocketBfs bfs;
  double length = 0, seconds = 0;
  for (const CubieCube& c : cubes) {
    const PocketBfsResult r = bfs.solve(c);
    CubieCube after = c;
    after.apply(r.solution.moves);
    if (normalise_pocket(after) != CubieCube{})
      throw std::logic_error("the breadth-first search returned a wrong 2x2x2 solution");
    length += r.solution.htm();
    seconds += r.seconds;
  }
  row.bfs_mean_length = length / static_cast<double>(cubes.size());
  row.bfs_mean_s = seconds / static_cast<double>(cubes.size());
}

MetaheuristicRow run_rows(const MetaheuristicExperimentConfig& config, const std::string& preset,
                          const std::string& variant, const std::string& solver_name, Puzzle puzzle,
                          const std::vector<CubieCube>& cubes, ThesisResult document, int phases) {
  MetaheuristicRow row;
  row.preset = preset;
  row.variant = variant;
  row.solver = solver_name;
  row.phases = phases;
  row.document = document;
  Solver& solver = find_solver(solver_name);
  std::map<std::string, std::string> options = config.options;
  if (!variant.empty()) options[config.vary] = variant.substr(config.vary.size() + 1);
  bench::SolverRun run{&solver, {}, solver_name};
  for (const auto& [name, value] : options)
    if (has_option(solver, name)) run.options[name] = value;
  if (puzzle == Puzzle::Cube3) run.options["preset"] = preset;
  std::vector<bench::BenchInput> inputs;
  for (int i = 0; i < config.runs; ++i)
    inputs.push_back({std::to_string(i + 1), cubes[i], static_cast<uint64_t>(i + 1)});
  // One run at a time, each on config.threads threads: the document's runs, and a CPU time
  // that is the run's own.
  bench::BenchConfig bench_config;
  bench_config.request.puzzle = puzzle;
  bench_config.request.threads = config.threads;
  bench_config.request.time_limit_s = config.time_limit_s;
  bench_config.threads = 1;
  double length_sum = 0, wall_sum = 0, cpu_sum = 0;
  bench::run_bench({run}, inputs, bench_config, [&](size_t, size_t, const bench::CubeResult& c) {
    const double cpu = c.cpu_ms / 1000, wall = c.elapsed_ms / 1000;
    ++row.runs;
    wall_sum += wall;
    cpu_sum += cpu;
    if (c.status == SolveStatus::Solved) {
      ++row.solved;
      length_sum += c.length_htm;
      row.min_length = row.min_length < 0 ? c.length_htm : std::min(row.min_length, c.length_htm);
      row.max_length = std::max(row.max_length, c.length_htm);
    } else if (c.stats.count("best_fitness")) {
      row.unsolved.push_back({static_cast<int>(c.stats.at("phase")),
                              static_cast<int>(c.stats.at("best_fitness")),
                              static_cast<int>(c.stats.at("max_fitness"))});
    }
    if (config.log)
      config.log(fmt::format("{}{} run {}/{}: {} {} moves, {:.2f} s wall, {:.2f} s cpu", preset,
                             variant.empty() ? "" : " " + variant, c.index + 1, config.runs,
                             status_name(c.status), std::max(c.length_htm, 0), wall, cpu));
  });
  if (row.solved > 0) row.mean_length = length_sum / row.solved;
  row.mean_wall_s = wall_sum / row.runs;
  row.mean_cpu_s = cpu_sum / row.runs;
  return row;
}

// The phase count a run uses: the preset's, unless an option sets it.
int options_phases(const MetaheuristicExperimentConfig& config, const std::string& variant,
                   int preset_phases) {
  if (!variant.empty() && config.vary == "phases") return std::stoi(variant.substr(7));
  const auto it = config.options.find("phases");
  return it == config.options.end() ? preset_phases : std::stoi(it->second);
}

}  // namespace

std::vector<CubieCube> thesis_scrambles(int n) {
  Rng rng(kScrambleSeed);
  std::vector<CubieCube> cubes;
  for (int i = 0; i < n; ++i) {
    CubieCube c;
    c.apply(random_moves(rng, 25).moves);
    cubes.push_back(c);
  }
  return cubes;
}

std::vector<CubieCube> thesis_pocket_scrambles(int n) {
  Rng rng(kScrambleSeed + 1);
  std::vector<CubieCube> cubes;
  for (int i = 0; i < n; ++i) {
    CubieCube c;
    c.apply(random_pocket_moves(rng, 25).moves);
    cubes.push_back(normalise_pocket(c));
  }
  return cubes;
}

std::vector<MetaheuristicRow> run_metaheuristic_experiment(
    const MetaheuristicExperimentConfig& config) {
  if (config.runs < 1) throw InputError(ErrorCode::Option, "runs must be at least 1");
  std::vector<std::string> names = config.presets;
  if (names.empty()) {
    names.push_back(kPocketPreset);
    for (const Preset& p : meta::presets()) names.push_back(p.name);
  }
  for (const std::string& name : names)
    if (name != kPocketPreset && !find_preset(name))
      throw InputError(ErrorCode::Option, fmt::format("unknown preset '{}'", name));
  // An option is passed only to the solvers that have it, so a misspelt name would be
  // silently dropped everywhere: refuse one that no solver of this experiment knows.
  std::map<std::string, std::string> all_options = config.options;
  if (!config.vary.empty()) {
    if (config.vary_values.empty())
      throw InputError(ErrorCode::Option,
                       fmt::format("--vary {} needs values: NAME=V1,V2,...", config.vary));
    all_options[config.vary] = config.vary_values.front();
  }
  for (const auto& [option, value] : all_options) {
    bool known = false;
    for (const std::string& name : names)
      known = known || has_option(find_solver(solver_for(name)), option);
    if (!known)
      throw InputError(ErrorCode::Option,
                       fmt::format("option '{}' is not an option of any solver run here", option));
  }
  // Every value checked as its solver will read it, so a bad one is refused before any run.
  for (const std::string& name : names) {
    const Solver& solver = find_solver(solver_for(name));
    std::map<std::string, std::string> options;
    for (const auto& [option, value] : config.options)
      if (has_option(solver, option)) options[option] = value;
    if (!has_option(solver, config.vary)) {
      solver.options().check(options, solver.name());
      continue;
    }
    for (const std::string& value : config.vary_values) {
      options[config.vary] = value;
      solver.options().check(options, solver.name());
    }
  }
  const auto cubes = thesis_scrambles(config.runs);
  std::vector<MetaheuristicRow> rows;
  for (const std::string& name : names) {
    const char* solver = solver_for(name);
    // A row per value of the varied option; one row for a solver without that option.
    std::vector<std::string> variants;
    if (!config.vary.empty() && has_option(find_solver(solver), config.vary))
      for (const std::string& value : config.vary_values)
        variants.push_back(config.vary + "=" + value);
    if (variants.empty()) variants.push_back("");
    for (const std::string& variant : variants) {
      if (name == kPocketPreset) {
        const auto pocket = thesis_pocket_scrambles(config.runs);
        rows.push_back(run_rows(config, name, variant, solver, Puzzle::Cube2, pocket,
                                thesis_result(meta::kPocketMslsDocument), 1));
        add_bfs_baseline(rows.back(), pocket);
        continue;
      }
      const Preset& p = *find_preset(name);
      rows.push_back(run_rows(config, name, variant, solver, Puzzle::Cube3, cubes,
                              thesis_result(p.document),
                              options_phases(config, variant, p.params.phases)));
    }
  }
  return rows;
}

std::string row_label(const MetaheuristicRow& r) {
  return r.variant.empty() ? r.preset : r.preset + " " + r.variant;
}

std::string metaheuristic_markdown(const std::vector<MetaheuristicRow>& rows,
                                   const std::string& how) {
  std::string s =
      "| preset | solver | phases | runs solved | mean length (doc) | mean length (ours) | "
      "min (doc) | min (ours) | mean time s (doc) | mean wall s (ours) | mean CPU s (ours) | "
      "doc time / our wall |\n"
      "|---|---|---|---|---|---|---|---|---|---|---|---|\n";
  auto num = [](double v, int digits) {
    return v < 0 ? std::string("-") : fmt::format("{:.{}f}", v, digits);
  };
  for (const MetaheuristicRow& r : rows) {
    s += fmt::format(
        "| {} | {} | {} | {}/{} | {} | {} | {} | {} | {} | {} | {} | {} |\n", row_label(r),
        r.solver, r.phases, r.solved, r.runs, num(r.document.mean_length, 2),
        r.solved ? num(r.mean_length, 2) : "-",
        r.document.min_length < 0 ? "-" : std::to_string(r.document.min_length),
        r.min_length < 0 ? "-" : std::to_string(r.min_length), num(r.document.mean_time_s, 2),
        num(r.mean_wall_s, 3), num(r.mean_cpu_s, 3),
        r.mean_wall_s > 0 ? fmt::format("{:.0f}x", r.document.mean_time_s / r.mean_wall_s) : "-");
  }
  for (const MetaheuristicRow& r : rows)
    if (r.bfs_mean_length >= 0)
      s += fmt::format(
          "\n{}: the document's baseline, a breadth-first search run afresh for each cube "
          "(its Anchura222, with duplicate detection), solves these {} scrambles optimally in "
          "{:.2f} moves on average, in {:.3f} s a cube; the document's found 8.26 moves in "
          "1.28 s on its own scrambles (uniformly random states need 8.76 on average).\n",
          r.preset, r.runs, r.bfs_mean_length, r.bfs_mean_s);
  for (const MetaheuristicRow& r : rows) {
    if (r.unsolved.empty()) continue;
    // By the phase the runs ended in: the fitness of different phases is not comparable.
    std::map<int, std::vector<MetaheuristicRow::Unsolved>> by_phase;
    for (const auto& u : r.unsolved) by_phase[u.phase].push_back(u);
    std::string parts;
    for (const auto& [phase, runs] : by_phase) {
      double sum = 0;
      int best = 0;
      for (const auto& u : runs) sum += u.best_fitness, best = std::max(best, u.best_fitness);
      parts +=
          fmt::format("{}{} ended in phase {} (best fitness {:.1f} of {} on average, at most {})",
                      parts.empty() ? "" : "; ", runs.size(), phase,
                      sum / static_cast<double>(runs.size()), runs.front().max_fitness, best);
    }
    s += fmt::format("\n{}, unsolved runs: {}.\n", row_label(r), parts);
  }
  if (std::any_of(rows.begin(), rows.end(),
                  [](const MetaheuristicRow& r) { return !r.variant.empty(); }))
    s += "\nThe document's columns are its published runs of each preset, with its final design; "
         "it reports its design alternatives in words only (§6.3.5, §6.3.6, §9.2).\n";
  return s + "\n" + how + "\n";
}

std::vector<std::pair<std::string, std::string>> metaheuristic_charts(
    const std::vector<MetaheuristicRow>& rows) {
  bench::Series doc_mean{"document", {}, {}}, our_mean{"cubelab", {}, {}};
  bench::Series doc_min{"document", {}, {}}, our_min{"cubelab", {}, {}};
  std::vector<std::string> names;
  for (size_t i = 0; i < rows.size(); ++i) {
    const MetaheuristicRow& r = rows[i];
    const double x = static_cast<double>(i);
    names.push_back(row_label(r));
    if (r.document.mean_length >= 0)
      doc_mean.x.push_back(x), doc_mean.y.push_back(r.document.mean_length);
    if (r.solved > 0) our_mean.x.push_back(x), our_mean.y.push_back(r.mean_length);
    if (r.document.min_length >= 0)
      doc_min.x.push_back(x), doc_min.y.push_back(r.document.min_length);
    if (r.min_length >= 0) our_min.x.push_back(x), our_min.y.push_back(r.min_length);
  }
  return {
      {"metaheuristics-mean-length.svg",
       bench::bar_chart_svg({doc_mean, our_mean}, {"Mean solution length (Castillo Matas 2019, §9)",
                                                   "configuration", "moves (HTM)", names})},
      {"metaheuristics-min-length.svg",
       bench::bar_chart_svg({doc_min, our_min}, {"Shortest solution (Castillo Matas 2019, §9)",
                                                 "configuration", "moves (HTM)", names})}};
}

}  // namespace cubelab::lab
