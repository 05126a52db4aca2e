// cubelab solve: one cube from an argument, or one per line from a file or stdin.
#include <fmt/format.h>

#include <chrono>
#include <cstdint>
#include <functional>
#include <iostream>
#include <memory>
#include <mutex>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/search/thread_pool.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solve/result_json.h"
#include "cubelab/tables/store.h"

namespace cubelab::cli {
namespace {

struct SolveOptions {
  std::vector<std::string> cubes;
  std::string facelets, file, solver, to_alg, to_facelets, puzzle = "3x3x3", metric = "htm";
  int max_length = -1, threads = 1, count = 1;
  double time_s = 0;
  std::optional<uint64_t> seed;
  std::vector<std::string> options;
  bool json = false, verbose = false;
};

std::string describe(const SolveResult& r) {
  if (r.status != SolveStatus::Solved)
    return fmt::format("{}{}", status_name(r.status), r.message.empty() ? "" : ": " + r.message);
  std::string s = r.solution.empty() ? "(already solved)" : r.solution.str();
  return fmt::format("{} ({}f, {}q){}", s, r.solution.htm(), r.solution.qtm(),
                     r.proven_optimal ? " optimal" : "");
}

std::string verbose_lines(const SolveResult& r) {
  std::string s;
  for (const Stage& st : r.stages)
    s += fmt::format("  {:<22} {} ({}f){}\n", st.name, st.alg.empty() ? "-" : st.alg.str(),
                     st.alg.htm(), st.note.empty() ? "" : "  " + st.note);
  s += fmt::format("  time {:.3f} ms", r.elapsed_ms);
  for (const auto& [k, v] : r.stats) s += fmt::format(", {} {}", k, v);
  return s + "\n";
}

// With -v: the solver's progress on stderr, a line per new depth or phase and at most one
// a second otherwise.
std::function<void(const Progress&)> progress_printer() {
  struct State {
    std::mutex mu;
    std::string last_phase;
    std::chrono::steady_clock::time_point last{};
  };
  auto state = std::make_shared<State>();
  return [state](const Progress& p) {
    std::lock_guard lock(state->mu);
    auto now = std::chrono::steady_clock::now();
    if (p.phase == state->last_phase && now - state->last < std::chrono::seconds(1)) return;
    state->last_phase = p.phase;
    state->last = now;
    std::string line = "  progress: " + p.phase;
    if (p.nodes > 0) line += fmt::format(", {} nodes", p.nodes);
    if (!p.message.empty()) line += ", " + p.message;
    std::cerr << line << std::endl;
  };
}

// Solves one input line; returns the text to print and the exit code it implies.
std::pair<std::string, int> solve_one(const SolveOptions& o, const std::string& input,
                                      int threads) {
  try {
    Solver& solver = find_solver(o.solver);
    SolveRequest req;
    req.puzzle = puzzle_of(o.puzzle);
    req.cube = parse_cube_for(req.puzzle, input).cube;
    req.max_length = o.max_length;
    req.time_limit_s = o.time_s;
    req.threads = threads;
    req.count = o.count;
    req.seed = o.seed;
    req.metric = o.metric == "qtm" ? Metric::Qtm : Metric::Htm;
    for (const std::string& kv : o.options) {
      auto eq = kv.find('=');
      if (eq == std::string::npos)
        throw InputError(ErrorCode::Option, "option '" + kv + "' must be written NAME=VALUE");
      req.options[kv.substr(0, eq)] = kv.substr(eq + 1);
    }
    if (o.verbose) req.progress = progress_printer();
    std::optional<CubieCube> target;
    if (!o.to_alg.empty()) target = parse_cube_for(req.puzzle, o.to_alg).cube;
    if (!o.to_facelets.empty()) target = parse_cube_for(req.puzzle, o.to_facelets).cube;
    SolveResult r = run_solver(solver, req, target ? &*target : nullptr);
    int code = r.status == SolveStatus::Solved ? kExitOk : kExitFailure;
    if (o.json)
      return {result_to_json(input, solver.name(), r)
                      .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) +
                  "\n",
              code};
    std::string text = describe(r) + "\n";
    if (o.verbose) text += verbose_lines(r);
    return {text, code};
  } catch (const InputError& e) {
    if (o.json)
      return {
          invalid_to_json(input, e).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) +
              "\n",
          kExitBadInput};
    std::cerr << "error " << e.code_name() << ": " << e.what() << "\n";
    return {"", kExitBadInput};
  }
}

void run(const SolveOptions& o) {
  std::vector<std::string> inputs;
  if (!o.facelets.empty())
    inputs.push_back(o.facelets);
  else
    inputs = read_inputs(o.cubes, o.file.empty() && o.cubes.empty() ? "-" : o.file);
  if (inputs.size() == 1) {
    auto [text, code] = solve_one(o, inputs[0], o.threads);
    std::cout << text;
    raise_exit(code);
    return;
  }
  // Batch: cubes are solved in parallel, one thread each, printed in input order.
  tables::prefer_copies(true);  // many solves: huge-page copies of the tables (docs/tables.md)
  std::vector<std::pair<std::string, int>> out(inputs.size());
  std::vector<bool> done(inputs.size(), false);
  size_t printed = 0;
  std::mutex mu;
  parallel_for(o.threads, inputs.size(), [&](uint64_t i, int) {
    auto r = solve_one(o, inputs[i], 1);
    std::lock_guard lock(mu);
    out[i] = std::move(r);
    done[i] = true;
    while (printed < inputs.size() && done[printed]) {
      std::cout << out[printed].first << std::flush;
      raise_exit(out[printed].second);
      ++printed;
    }
  });
}

}  // namespace

void add_solve_command(CLI::App& app) {
  auto o = std::make_shared<SolveOptions>();
  auto* cmd = app.add_subcommand("solve", "Solve cubes (argument, --facelets, --file or stdin)");
  cmd->add_option("cube", o->cubes, "A cube in any format, or moves; '-' reads stdin");
  cmd->add_option("--facelets,-f", o->facelets, "The cube as a facelet string");
  cmd->add_option("--file", o->file, "Solve every cube of this file, one per line ('-' = stdin)");
  cmd->add_option("--solver,-s", o->solver, "Solver name (see 'cubelab solvers')");
  add_puzzle_option(cmd, o->puzzle);
  cmd->add_option("--max-length,-n", o->max_length, "Stop at a solution this short");
  cmd->add_option("--time,-t", o->time_s, "Time limit per cube in seconds");
  cmd->add_option("--threads,-j", o->threads,
                  "Threads (one cube: split its search; batch: cubes in parallel)");
  cmd->add_option("--count", o->count, "Number of distinct solutions");
  cmd->add_option("--seed", o->seed, "Random seed for stochastic solvers");
  cmd->add_option("--metric", o->metric, "htm or qtm")->check(CLI::IsMember({"htm", "qtm"}));
  cmd->add_option("--to", o->to_alg, "Solve to the pattern reached by these moves");
  cmd->add_option("--to-facelets", o->to_facelets, "Solve to this cube");
  cmd->add_option("--option,-o", o->options, "Solver option NAME=VALUE (repeatable)")
      ->allow_extra_args(false);  // one value per -o, so "-o k=v CUBE" leaves CUBE alone
  cmd->add_flag("--json", o->json, "One JSON object per cube");
  cmd->add_flag("--verbose,-v", o->verbose, "Show stages and statistics");
  cmd->callback([o] {
    guarded([&] {
      if (o->solver.empty()) o->solver = default_solver_name(puzzle_of(o->puzzle));
      run(*o);
    });
  });
}

}  // namespace cubelab::cli
