// cubelab::benchmark (cubelab/batch.h): several solvers on the same cubes, every solution
// verified, timed and summarised, as `cubelab bench` does. The 3x3x3's and 2x2x2's solvers
// run directly on cubie cubes (their robot costs, partial goals and move sets); the other
// puzzles' through the facade (cubelab::solve), each verified with cubelab::Cube.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <functional>
#include <nlohmann/json.hpp>

#include "cubelab/batch.h"
#include "cubelab/bench/report.h"
#include "cubelab/bench/runner.h"
#include "cubelab/bench/svg_chart.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/random.h"
#include "cubelab/cubelab.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solve/scramble.h"

namespace cubelab {
namespace {

// "a,b{k=v,k2=v2},c" -> {"a", "b{k=v,k2=v2}", "c"}
std::vector<std::string> split_solver_list(const std::string& list) {
  std::vector<std::string> out;
  std::string cur;
  int depth = 0;
  for (char c : list) {
    if (c == '{') ++depth;
    if (c == '}') --depth;
    if (c == ',' && depth == 0) {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

std::pair<std::string, std::string> split_key_value(const std::string& kv) {
  auto eq = kv.find('=');
  if (eq == std::string::npos || eq == 0)
    throw Error("E_OPTION", "option '" + kv + "' must be written NAME=VALUE");
  return {kv.substr(0, eq), kv.substr(eq + 1)};
}

// Every -o KEY=VALUE must reach a run: a key no solver of the list has, or SOLVER.KEY for a
// solver not in it, is an error rather than ignored.
void check_options_taken(const BenchRequest& o, const std::vector<bench::SolverRun>& runs) {
  for (const std::string& kv : o.options) {
    auto [k, v] = split_key_value(kv);
    const auto dot = k.find('.');
    bool taken = false;
    for (const bench::SolverRun& run : runs)
      taken = taken || (dot == std::string::npos ? run.options.count(k) > 0
                                                 : k.substr(0, dot) == run.solver_name());
    if (!taken)
      throw Error("E_OPTION",
                  fmt::format("-o {}: {}", printable(kv, 60),
                              dot == std::string::npos ? "no solver benchmarked has this option"
                                                       : "that solver is not benchmarked"));
  }
}

// A run from its spec, "name" or "name{key=value,...}", with the -o options that reach it:
// -o KEY=VALUE when the solver has KEY (`has`) and the braces do not set it, -o SOLVER.KEY=VALUE
// when SOLVER is its name.
bench::SolverRun run_of(const std::string& spec, const BenchRequest& o,
                        const std::function<bool(const std::string&)>& has) {
  bench::SolverRun run;
  run.label = spec;
  const std::string name = run.solver_name();
  if (name.size() < spec.size()) {
    if (spec.back() != '}')
      throw Error("E_OPTION", "solver options go in braces: name{key=value,...}");
    for (const std::string& kv :
         split_solver_list(spec.substr(name.size() + 1, spec.size() - name.size() - 2))) {
      auto [k, v] = split_key_value(kv);
      run.options[k] = v;
    }
  }
  for (const std::string& kv : o.options) {
    auto [k, v] = split_key_value(kv);
    const auto dot = k.find('.');
    if (dot != std::string::npos) {
      if (k.substr(0, dot) == name) run.options[k.substr(dot + 1)] = v;
    } else if (has(k) && !run.options.count(k)) {
      run.options[k] = v;
    }
  }
  return run;
}

std::vector<bench::SolverRun> make_runs(const BenchRequest& o, const SolveRequest& request) {
  std::vector<bench::SolverRun> runs;
  std::string list = o.solvers.empty() ? default_solver_name(request) : o.solvers;
  for (const std::string& spec : split_solver_list(list)) {
    Solver& solver = find_solver(spec.substr(0, spec.find('{')));
    bench::SolverRun run = run_of(spec, o, [&](const std::string& key) {
      for (const OptionSpec& option : solver.options().specs())
        if (option.name == key) return true;
      return false;
    });
    run.solver = &solver;
    runs.push_back(std::move(run));
  }
  check_options_taken(o, runs);
  return runs;
}

// The cubes given, each read by `read`; an error names the cube's place.
std::vector<bench::BenchInput> given_inputs(
    const BenchRequest& o, std::string& description,
    const std::function<bench::BenchInput(const std::string&)>& read) {
  std::vector<bench::BenchInput> inputs;
  for (size_t i = 0; i < o.cubes.size(); ++i) {
    try {
      inputs.push_back(read(o.cubes[i]));
    } catch (const Error& e) {
      const std::string where =
          i < o.cube_places.size() ? o.cube_places[i] : fmt::format("cube {}: ", i + 1);
      throw Error(e.code(), where + e.what());
    }
  }
  const std::string cubes = count_of(static_cast<long long>(inputs.size()), "cube");
  description = o.cubes_name.empty() ? cubes : fmt::format("{} ({})", o.cubes_name, cubes);
  return inputs;
}

std::vector<bench::BenchInput> make_inputs(const BenchRequest& o, Puzzle puzzle,
                                           std::string& description) {
  if (!o.cubes.empty())
    return given_inputs(o, description, [&](const std::string& text) {
      return bench::BenchInput{text, parse_cube_for(puzzle, text).cube};
    });
  std::vector<bench::BenchInput> inputs;
  const int n = o.random;
  uint64_t seed = o.seed.value_or(1);
  Rng rng(seed);
  for (int i = 0; i < n; ++i) {
    if (o.scramble_length > 0) {
      Scramble s = random_move_scramble(puzzle, rng, o.scramble_length);
      inputs.push_back({s.moves->str(), s.cube});
    } else {
      CubieCube c = random_state_of(puzzle, rng);
      inputs.push_back({facelets_for(puzzle, c), c});
    }
  }
  description = o.scramble_length > 0 ? fmt::format("{} random {}-move scrambles (seed {})", n,
                                                    o.scramble_length, seed)
                                      : fmt::format("{} random-state cubes (seed {})", n, seed);
  return inputs;
}

// The runs of a puzzle solved through the facade: its solvers (puzzle_info), each with its
// options from braces and -o as for the 3x3x3.
std::vector<bench::SolverRun> facade_runs(const BenchRequest& o, const std::string& puzzle) {
  const PuzzleInfo info = *puzzle_info(puzzle);
  std::vector<SolverInfo> known;
  for (const SolverInfo& s : solvers())
    if (std::find(info.solvers.begin(), info.solvers.end(), s.name) != info.solvers.end())
      known.push_back(s);
  std::vector<bench::SolverRun> runs;
  for (const std::string& spec :
       split_solver_list(o.solvers.empty() ? info.default_solver : o.solvers)) {
    const std::string name = spec.substr(0, spec.find('{'));
    const auto solver = std::find_if(known.begin(), known.end(),
                                     [&](const SolverInfo& s) { return s.name == name; });
    if (solver == known.end()) {
      std::string list;
      for (const SolverInfo& s : known) list += (list.empty() ? "" : ", ") + s.name;
      throw Error("E_OPTION", fmt::format("solver '{}' does not solve the {} (its "
                                          "solvers: {})",
                                          printable(name), puzzle, list));
    }
    bench::SolverRun run = run_of(spec, o, [&](const std::string& key) {
      for (const SolverOption& option : solver->options)
        if (option.name == key) return true;
      return false;
    });
    runs.push_back(std::move(run));
  }
  check_options_taken(o, runs);
  return runs;
}

// The cubes of a puzzle solved through the facade: the file's lines, or the facade's
// scrambles (random states where the puzzle has them, else random moves as the WCA's).
std::vector<bench::BenchInput> facade_inputs(const BenchRequest& o, const std::string& puzzle,
                                             std::string& description) {
  if (!o.cubes.empty())
    return given_inputs(o, description, [&](const std::string& text) {
      const Validation v = validate(text, puzzle);
      if (!v.valid) throw Error(v.code, v.message);
      return bench::BenchInput{text, {}};
    });
  std::vector<bench::BenchInput> inputs;
  ScrambleOptions options;
  options.puzzle = puzzle;
  options.random_state = o.scramble_length == 0;
  if (o.scramble_length > 0) options.length = o.scramble_length;
  options.seed = o.seed.value_or(1);
  options.with_moves = false;  // the states are what is solved
  const int n = o.random;
  bool random_states = true;
  int length = 0;
  scrambles(options, n, [&](const ScrambleResult& s) {
    inputs.push_back({s.cube.facelets(), {}});
    random_states = random_states && s.random_state;
    length = std::max(length, s.length_htm);
  });
  description = random_states
                    ? fmt::format("{} random-state {}s (seed {})", n, puzzle, *options.seed)
                    : fmt::format("{} random-move scrambles of the {}, {} moves (seed {})", n,
                                  puzzle, length, *options.seed);
  return inputs;
}

// The charts of a benchmark: file name -> SVG.
std::vector<std::pair<std::string, std::string>> charts_of(
    const std::vector<bench::SolverResults>& results,
    const std::vector<bench::SolverSummary>& summaries) {
  std::vector<bench::Series> hist, times, scatter;
  for (size_t k = 0; k < results.size(); ++k) {
    bench::Series h{summaries[k].label, {}, {}}, t{summaries[k].label, {}, {}},
        s{summaries[k].label, {}, {}};
    for (const auto& [len, n] : summaries[k].histogram_htm) {
      h.x.push_back(len);
      h.y.push_back(n);
    }
    for (const auto& c : results[k].cubes) {
      t.y.push_back(std::max(c.elapsed_ms, 1e-4));
      if (c.verified) {
        s.x.push_back(std::max(c.elapsed_ms, 1e-4));
        s.y.push_back(c.length_htm);
      }
    }
    hist.push_back(h), times.push_back(t), scatter.push_back(s);
  }
  return {
      {"length-histogram.svg",
       bench::bar_chart_svg(hist, {"Solution length (HTM)", "moves (HTM)", "cubes"})},
      {"time-distribution.svg",
       bench::box_chart_svg(times, {"Time per cube", "solver", "milliseconds"})},
      {"length-vs-time.svg",
       bench::scatter_chart_svg(scatter, {"Length against time", "milliseconds", "moves (HTM)"})},
  };
}

// What every solve is asked, whatever the puzzle, and how many cubes run at once.
void set_limits(const BenchRequest& o, bench::BenchConfig& config) {
  config.request.max_length = o.max_length;
  config.request.time_limit_s = o.time_limit;
  config.request.threads = o.solver_threads;
  config.request.seed = o.seed;
  // (Checked by benchmark(): a big cube's obtm and sltm go to the facade by name alone.)
  config.request.metric = metric_from_name(o.metric).value_or(Metric::Htm);
  config.metric = o.metric;
  config.threads = o.threads;
}

// The 3x3x3 or the 2x2x2: its solvers run directly, on cubie cubes.
void set_up_cubes(const BenchRequest& o, std::vector<bench::SolverRun>& runs,
                  std::vector<bench::BenchInput>& inputs, bench::BenchConfig& config,
                  std::string& description) {
  const Puzzle puzzle = o.puzzle == "2x2x2" ? Puzzle::Cube2 : Puzzle::Cube3;
  SolveRequest goal_request;  // the goal and move set, read once
  goal_request.puzzle = puzzle;
  set_goal(goal_request, o.goal, o.on, o.move_set);
  runs = make_runs(o, goal_request);
  inputs = make_inputs(o, puzzle, description);
  config.request = goal_request;
  set_limits(o, config);
  config.robot_cost = RobotCost::parse(o.robot_cost);
  config.keep_steps = o.json;
  for (const auto& run : runs) {  // bad options (or a metric a solver refuses) fail first
    SolveRequest probe = goal_request;
    probe.metric = config.request.metric;
    probe.options = run.options;
    check_request(*run.solver, probe);
  }
}

// A puzzle beyond the 3x3x3 and the 2x2x2: its runs, cubes and what each solve is asked.
void set_up_through_facade(const BenchRequest& o, std::vector<bench::SolverRun>& runs,
                           std::vector<bench::BenchInput>& inputs, bench::BenchConfig& config,
                           std::string& description) {
  if (!o.goal.empty() || !o.on.empty() || !o.move_set.empty())
    throw Error("E_OPTION", "goals (goal, on) and move sets are for the 3x3x3 and 2x2x2");
  if (o.robot_cost != "default")
    throw Error("E_OPTION", "a robot cost prices the 3x3x3's and 2x2x2's turns");
  config.puzzle = o.puzzle;
  set_limits(o, config);
  runs = facade_runs(o, o.puzzle);
  for (const bench::SolverRun& run : runs) {  // bad options fail before any solve
    Request probe;
    probe.puzzle = o.puzzle;
    probe.solver = run.solver_name();
    probe.options = run.options;
    probe.metric = o.metric;
    probe.max_length = o.max_length;
    check(probe);
  }
  inputs = facade_inputs(o, o.puzzle, description);
  config.counts_sltm = puzzle_info(o.puzzle)->cube_size >= 4;
  description += config.counts_sltm
                     ? "; lengths in outer block turns (HTM), their quarter turns (QTM) and "
                       "single-layer turns (SLTM)"
                     : "; lengths in the puzzle's own moves, as the WCA counts them";
}

}  // namespace

BenchReport benchmark(const BenchRequest& o,
                      const std::function<void(size_t done, size_t total)>& progress) {
  const std::optional<PuzzleInfo> puzzle = puzzle_info(o.puzzle);
  if (!puzzle)
    throw InputError(ErrorCode::Option,
                     fmt::format("unknown puzzle '{}': {}", printable(o.puzzle), puzzle_names()));
  if (o.cubes.empty() && o.random < 1)
    throw InputError(ErrorCode::Option, "a benchmark needs cubes: given, or random ones");
  if (o.threads < 1 || o.solver_threads < 1)
    throw InputError(ErrorCode::Option, "a benchmark's threads and solver threads are 1 or more");
  const bool big_cube_metric = o.metric == "obtm" || o.metric == "sltm";
  if (!metric_from_name(o.metric) && !(big_cube_metric && puzzle->cube_size >= 4))
    throw InputError(
        ErrorCode::Option,
        fmt::format("unknown metric '{}' (htm, qtm or axial; on a big cube obtm or sltm)",
                    printable(o.metric)));
  std::vector<bench::SolverRun> runs;
  std::vector<bench::BenchInput> inputs;
  bench::BenchConfig config;
  BenchReport report;
  if (o.puzzle == "3x3x3" || o.puzzle == "2x2x2")
    set_up_cubes(o, runs, inputs, config, report.description);
  else
    set_up_through_facade(o, runs, inputs, config, report.description);

  auto results = bench::run_bench(runs, inputs, config,
                                  [&](size_t done, size_t total, const bench::CubeResult&) {
                                    if (progress) progress(done, total);
                                  });
  std::vector<bench::SolverSummary> summaries;
  for (const auto& r : results) summaries.push_back(bench::summarize_solver(r));
  report.table = bench::format_table(summaries);
  if (o.json)
    report.json = bench::to_json(results, summaries, inputs, config)
                      .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  report.charts = charts_of(results, summaries);
  report.markdown = [summaries, config, description = report.description](
                        const std::vector<std::string>& chart_links) {
    return bench::to_markdown(summaries, config, description, chart_links);
  };
  report.all_solved =
      std::all_of(summaries.begin(), summaries.end(),
                  [](const bench::SolverSummary& s) { return s.solved == s.cubes; });
  return report;
}

}  // namespace cubelab
