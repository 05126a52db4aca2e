#include "lab/metaheuristic_experiment.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <ctime>

#include "cubelab/cube/error.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/cube/random.h"
#include "cubelab/solve/registry.h"

namespace cubelab::meta {
namespace {

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

double cpu_seconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

// Mean optimal length of the 2x2x2 scrambles, from the exact `pocket` solver when it is
// built in; -1 when it is not.
double pocket_optimal_mean(const std::vector<CubieCube>& cubes) {
  Solver* pocket = nullptr;
  for (const auto& s : all_solvers())
    if (s->name() == "pocket") pocket = s.get();
  if (!pocket) return -1;
  double sum = 0;
  for (const CubieCube& c : cubes) {
    SolveRequest r;
    r.puzzle = Puzzle::Cube2;
    r.cube = c;
    SolveResult res = run_solver(*pocket, r);
    if (res.status != SolveStatus::Solved) return -1;
    sum += res.solution.htm();
  }
  return sum / static_cast<double>(cubes.size());
}

ExperimentRow run_rows(const ExperimentConfig& config, const std::string& preset,
                       const std::string& solver_name, Puzzle puzzle,
                       const std::vector<CubieCube>& cubes, DocumentResult document, int phases) {
  ExperimentRow row{preset, solver_name, phases, document};
  Solver& solver = find_solver(solver_name);
  double length_sum = 0, wall_sum = 0, cpu_sum = 0;
  for (int i = 0; i < config.runs; ++i) {
    SolveRequest r;
    r.puzzle = puzzle;
    r.cube = cubes[i];
    r.seed = static_cast<uint64_t>(i + 1);
    r.threads = config.threads;
    r.time_limit_s = config.time_limit_s;
    for (const auto& [name, value] : config.options)
      if (has_option(solver, name)) r.options[name] = value;
    if (puzzle == Puzzle::Cube3) r.options["preset"] = preset;
    double cpu0 = cpu_seconds();
    SolveResult res = run_solver(solver, r);
    double cpu = cpu_seconds() - cpu0, wall = res.elapsed_ms / 1000;
    ++row.runs;
    wall_sum += wall;
    cpu_sum += cpu;
    if (res.status == SolveStatus::Solved) {
      ++row.solved;
      int n = res.solution.htm();
      length_sum += n;
      row.min_length = row.min_length < 0 ? n : std::min(row.min_length, n);
      row.max_length = std::max(row.max_length, n);
    }
    if (config.log)
      config.log(fmt::format("{} run {}/{}: {} {} moves, {:.2f} s wall, {:.2f} s cpu", preset,
                             i + 1, config.runs, status_name(res.status), res.solution.htm(), wall,
                             cpu));
  }
  if (row.solved > 0) row.mean_length = length_sum / row.solved;
  row.mean_wall_s = wall_sum / row.runs;
  row.mean_cpu_s = cpu_sum / row.runs;
  return row;
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

std::vector<ExperimentRow> run_metaheuristic_experiment(const ExperimentConfig& config) {
  if (config.runs < 1) throw InputError(ErrorCode::Option, "runs must be at least 1");
  std::vector<std::string> names = config.presets;
  if (names.empty()) {
    names.push_back(kPocketPreset);
    for (const Preset& p : presets()) names.push_back(p.name);
  }
  for (const std::string& name : names)
    if (name != kPocketPreset && !find_preset(name))
      throw InputError(ErrorCode::Option, fmt::format("unknown preset '{}'", name));
  // An option is passed only to the solvers that have it, so a misspelt name would be
  // silently dropped everywhere: refuse one that no solver of this experiment knows.
  for (const auto& [option, value] : config.options) {
    bool known = false;
    for (const std::string& name : names)
      known = known || has_option(find_solver(solver_for(name)), option);
    if (!known)
      throw InputError(ErrorCode::Option,
                       fmt::format("option '{}' is not an option of any solver run here", option));
  }
  const auto cubes = thesis_scrambles(config.runs);
  std::vector<ExperimentRow> rows;
  for (const std::string& name : names) {
    if (name == kPocketPreset) {
      const auto pocket = thesis_pocket_scrambles(config.runs);
      rows.push_back(
          run_rows(config, name, "msls2", Puzzle::Cube2, pocket, kPocketMslsDocument, 1));
      rows.back().optimal_mean = pocket_optimal_mean(pocket);
      continue;
    }
    const Preset& p = *find_preset(name);
    rows.push_back(run_rows(config, name, solver_of(p.algorithm), Puzzle::Cube3, cubes, p.document,
                            p.params.phases));
  }
  return rows;
}

std::string metaheuristic_markdown(const std::vector<ExperimentRow>& rows, const std::string& how) {
  std::string s =
      "| preset | solver | phases | runs solved | mean length (doc) | mean length (ours) | "
      "min (doc) | min (ours) | mean time s (doc) | mean wall s (ours) | mean CPU s (ours) | "
      "doc time / our wall |\n"
      "|---|---|---|---|---|---|---|---|---|---|---|---|\n";
  auto num = [](double v, int digits) {
    return v < 0 ? std::string("-") : fmt::format("{:.{}f}", v, digits);
  };
  for (const ExperimentRow& r : rows) {
    s += fmt::format(
        "| {} | {} | {} | {}/{} | {} | {} | {} | {} | {} | {} | {} | {} |\n", r.preset, r.solver,
        r.phases, r.solved, r.runs, num(r.document.mean_length, 2),
        r.solved ? num(r.mean_length, 2) : "-",
        r.document.min_length < 0 ? "-" : std::to_string(r.document.min_length),
        r.min_length < 0 ? "-" : std::to_string(r.min_length), num(r.document.mean_time_s, 2),
        num(r.mean_wall_s, 3), num(r.mean_cpu_s, 3),
        r.mean_wall_s > 0 ? fmt::format("{:.0f}x", r.document.mean_time_s / r.mean_wall_s) : "-");
  }
  for (const ExperimentRow& r : rows)
    if (r.optimal_mean >= 0)
      s += fmt::format(
          "\n{}: the optimal (exact `pocket` solver) mean length of these {} scrambles is "
          "{:.2f}; the document's breadth-first search found 8.26 on its own scrambles.\n",
          r.preset, r.runs, r.optimal_mean);
  return s + "\n" + how + "\n";
}

}  // namespace cubelab::meta
