// cubelab solve: one cube from an argument, or one per line from a file or stdin.
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <set>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/base/progress.h"
#include "cubelab/bench/batch_file.h"
#include "cubelab/bench/runner.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solve/result_json.h"
#include "cubelab/tables/store.h"
#include "solve_run.h"

namespace cubelab::cli {
namespace {

// "R U2 F' (3f, 4q)"; in the axial metric "R (U D') F (4f, 5q, 3a)"; with a robot cost
// ", 700 ms" inside the parentheses.
std::string solution_text(const Alg& a, Metric metric, std::optional<double> cost_ms) {
  std::string lengths = fmt::format("{}f, {}q", a.htm(), a.qtm());
  if (metric == Metric::Axial) lengths += fmt::format(", {}a", a.axial());
  if (cost_ms) lengths += fmt::format(", {} ms", *cost_ms);
  return fmt::format("{} ({})", a.empty() ? "(already solved)" : alg_text(a, metric), lengths);
}

// The text of one result: the solution with its lengths, " optimal" when proven, the seed of
// a seeded solver's run (so that it can be repeated with --seed) and any message ("found 2
// of 3 solutions", "not proven optimal: ..."). With --count N, the other solutions follow,
// one a line, indented, so that every unindented line is one input's.
std::string describe(const SolveResult& r) {
  const std::string seed = r.seed ? fmt::format(" (seed {})", *r.seed) : "";
  if (r.status != SolveStatus::Solved)
    return fmt::format("{}{}{}\n", status_name(r.status), r.message.empty() ? "" : ": " + r.message,
                       seed);
  std::string s = fmt::format("{}{}{}{}\n", solution_text(r.solution, r.metric, r.robot_cost_ms),
                              r.proven_optimal ? " optimal" : "", seed,
                              r.message.empty() ? "" : "; " + r.message);
  bool shown = false;  // the solution of the first line, in the list (normally first)
  for (size_t i = 0; i < r.solutions.size(); ++i) {
    const Alg& a = r.solutions[i];
    if (!shown && a == r.solution) {
      shown = true;
      continue;
    }
    const std::optional<double> cost =
        i < r.robot_costs_ms.size() ? std::optional(r.robot_costs_ms[i]) : std::nullopt;
    s += "  " + solution_text(a, r.metric, cost) + "\n";
  }
  return s;
}

// solve --help ends with every solver's options, from their declarations.
std::string options_footer() {
  std::string s = "Solver options (-o NAME=VALUE; 'cubelab solvers' describes them):\n";
  for (const auto& solver : all_solvers()) {
    std::string names;
    for (const OptionSpec& o : solver->options().specs())
      names += fmt::format("{}{}={}", names.empty() ? "" : " ", o.name, o.default_value);
    s += fmt::format("  {:<15} {}\n", solver->name(), names.empty() ? "(none)" : names);
  }
  return s;
}

std::string verbose_lines(const SolveResult& r) {
  std::string s;
  size_t width = 0;  // the stage names line up with the longest ("stage 4: orient D edges")
  for (const Stage& st : r.stages) width = std::max(width, st.name.size());
  for (const Stage& st : r.stages) {
    s += fmt::format("  {:<{}}  {} ({}f){}\n", st.name, width,
                     st.alg.empty() ? "-" : alg_text(st.alg, r.metric), st.alg.htm(),
                     st.note.empty() ? "" : "  " + st.note);
    // Each operator: the running move count, the cube after it, what it did.
    for (const StageStep& step : st.steps)
      s += fmt::format("    {:>3}  {}  {}\n", step.moves_so_far, step.facelets, step.note);
  }
  // The solve and the tables apart: a first run builds tables for seconds, and the solve's
  // own time should still be seen.
  s += fmt::format("  time {:.3f} ms, loading tables {:.3f} ms", r.elapsed_ms, r.load_ms);
  for (const auto& [k, v] : r.stats) s += fmt::format(", {} {}", k, v);
  return s + "\n";
}

// With -v: the solver's progress on stderr, a line per new depth or phase and at most one
// a second otherwise.
std::function<void(const Progress&)> progress_printer() {
  struct State {
    std::mutex mu;
    std::string last_phase;
    ReportThrottle throttle{std::chrono::seconds(1)};
  };
  auto state = std::make_shared<State>();
  return [state](const Progress& p) {
    std::lock_guard lock(state->mu);
    if (!state->throttle.due(p.phase != state->last_phase)) return;
    state->last_phase = p.phase;
    std::string line = "  progress: " + p.phase;
    if (p.nodes > 0) line += fmt::format(", {} nodes", p.nodes);
    if (!p.message.empty()) line += ", " + p.message;
    std::cerr << line << std::endl;
  };
}

// A facelet mask: 54 characters with at least one '-' (a cube has none).
bool is_goal_mask(const std::string& text) {
  return Goal::looks_like_mask(text) && text.find('-') != std::string::npos;
}

// Builds the request for one input line and runs it; InputError for a bad cube or option.
SolveResult solve_input(const SolveOptions& o, Solver& solver, const InputLine& line, int threads) {
  line.check();
  SolveRequest req;
  req.puzzle = puzzle_of(o.puzzle);
  req.cube = parse_cube_for(req.puzzle, line.text).cube;
  req.max_length = o.max_length;
  req.time_limit_s = o.time_s;
  req.threads = threads;
  req.count = o.count;
  req.seed = o.seed;
  req.metric = *metric_from_name(o.metric);  // checked by the option's IsMember
  if (o.robot_cost) req.robot_cost = RobotCost::parse(*o.robot_cost);
  for (const std::string& kv : o.options) {
    auto eq = kv.find('=');
    if (eq == std::string::npos)
      throw InputError(ErrorCode::Option, "option '" + kv + "' must be written NAME=VALUE");
    req.options[kv.substr(0, eq)] = kv.substr(eq + 1);
  }
  if (o.verbose) req.progress = progress_printer();
  std::optional<CubieCube> target;
  // A target with '-' is a partial goal: the stickers it names, the others free.
  for (const std::string* to : {&o.to_alg, &o.to_facelets}) {
    if (to->empty()) continue;
    if (is_goal_mask(*to))
      req.goal = Goal::parse(*to);
    else
      target = parse_cube_for(req.puzzle, *to).cube;
  }
  set_goal(req, o.goal, o.on, o.moves);
  return run_solver(solver, req, target ? &*target : nullptr);
}

int exit_code_of(const SolveResult& r) {
  return r.status == SolveStatus::Solved ? kExitOk : kExitFailure;
}

// One input line's JSON record and the exit code it implies; a bad line's error names it.
std::pair<nlohmann::json, int> solve_record(const SolveOptions& o, const InputLine& line,
                                            int threads) {
  try {
    Solver& solver = find_solver(o.solver);
    SolveResult r = solve_input(o, solver, line, threads);
    return {result_to_json(line.text, solver.name(), r), exit_code_of(r)};
  } catch (const InputError& bad) {
    return {
        invalid_to_json(line.too_long ? printable(line.text, 200) : line.text, line.located(bad)),
        kExitBadInput};
  }
}

// Solves one input line; returns the text to print and the exit code it implies. A bad
// line prints a line too ("invalid E_CODE: line N: ..."), so that the output of a batch
// has one line per input, in order.
std::pair<std::string, int> solve_one(const SolveOptions& o, const InputLine& line, int threads) {
  if (o.json) {
    auto [j, code] = solve_record(o, line, threads);
    return {j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n", code};
  }
  try {
    SolveResult r = solve_input(o, find_solver(o.solver), line, threads);
    std::string text = describe(r);
    if (o.verbose) text += verbose_lines(r);
    return {text, exit_code_of(r)};
  } catch (const InputError& bad) {
    const InputError e = line.located(bad);
    std::cerr << "error " << e.code_name() << ": " << e.what() << "\n";
    return {fmt::format("invalid {}: {}\n", e.code_name(), e.what()), kExitBadInput};
  }
}

// The number of an input: its line in the file (blank and comment lines are skipped, so
// numbers may have gaps), or its place among the arguments.
int64_t line_number(const std::vector<InputLine>& inputs, size_t i) {
  return inputs[i].line > 0 ? inputs[i].line : static_cast<int64_t>(i) + 1;
}

// Which inputs this run takes (indices into `inputs`): all, those whose line number is K
// modulo N (--shard K/N), or those with line numbers FIRST..FIRST+COUNT-1 (--range).
std::vector<size_t> inputs_to_take(const SolveOptions& o, const std::vector<InputLine>& inputs) {
  auto number = [](const std::string& text, const std::string& what) {
    int64_t v = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || v < 0)
      throw InputError(ErrorCode::Option,
                       what + " '" + printable(text) + "' is not a whole number");
    return v;
  };
  std::function<bool(int64_t)> take = [](int64_t) { return true; };
  if (!o.shard.empty()) {
    const auto slash = o.shard.find('/');
    if (slash == std::string::npos)
      throw InputError(ErrorCode::Option, "--shard must be written K/N, e.g. 3/16");
    const int64_t k = number(o.shard.substr(0, slash), "--shard K");
    const int64_t n = number(o.shard.substr(slash + 1), "--shard N");
    if (n < 1 || k < 1 || k > n)
      throw InputError(ErrorCode::Option,
                       "--shard K/N needs 1 <= K <= N (got " + printable(o.shard) + ")");
    take = [k, n](int64_t line) { return (line - 1) % n == k - 1; };
  } else if (!o.range.empty()) {
    const auto colon = o.range.find(':');
    if (colon == std::string::npos)
      throw InputError(ErrorCode::Option, "--range must be written FIRST:COUNT, e.g. 1001:1000");
    const int64_t first = number(o.range.substr(0, colon), "--range FIRST");
    const int64_t count = number(o.range.substr(colon + 1), "--range COUNT");
    if (first < 1) throw InputError(ErrorCode::Option, "--range FIRST counts from 1");
    take = [first, count](int64_t line) { return line >= first && line - first < count; };
  }
  std::vector<size_t> taken;
  for (size_t i = 0; i < inputs.size(); ++i)
    if (take(line_number(inputs, i))) taken.push_back(i);
  return taken;
}

// solve --file IN --out OUT: one JSON line per input line, tagged with its line number and
// appended as each finishes. A second run with the same arguments reads OUT, cuts a torn
// last line, checks that what is there answers this input, and solves only the rest.
void run_to_file(const SolveOptions& o, const std::vector<InputLine>& inputs) {
  std::map<int64_t, size_t> in_part;  // line number -> input
  for (size_t i : inputs_to_take(o, inputs)) in_part[line_number(inputs, i)] = i;
  const bench::BatchFile existing = bench::read_batch_file(o.out);
  std::set<int64_t> done;
  for (const bench::BatchRecord& r : existing.records) {
    auto it = in_part.find(r.line);
    if (it == in_part.end() || r.json.value("input", std::string()) != inputs[it->second].text)
      throw InputError(ErrorCode::Request,
                       o.out + " holds a result for line " + std::to_string(r.line) +
                           " that is not this input's (another input file, shard or range?)");
    if (!done.insert(r.line).second)
      throw InputError(ErrorCode::Request,
                       o.out + " holds line " + std::to_string(r.line) + " twice");
    const std::string status = r.json.value("status", std::string());
    raise_exit(status == "solved" ? kExitOk : status == "invalid" ? kExitBadInput : kExitFailure);
  }
  std::vector<size_t> todo;
  for (const auto& [line, i] : in_part)
    if (!done.count(line)) todo.push_back(i);
  if (existing.torn_tail)
    std::cerr << "solve: " << o.out << " ended in a line cut short; it is solved again\n";
  std::cerr << "solve: " << in_part.size() << " lines in this part, " << done.size()
            << " already in " << o.out << ", " << todo.size() << " to solve\n";

  tables::prefer_copies(todo.size() > 1);
  bench::BatchWriter writer(o.out, existing.complete_bytes);
  const std::string puzzle = puzzle_name(puzzle_of(o.puzzle));
  bench::solve_batch(
      o.threads, todo.size(),
      [&](size_t k) {
        const size_t i = todo[k];
        auto record_and_code = solve_record(o, inputs[i], 1);
        nlohmann::json& record = record_and_code.first;
        record["line"] = line_number(inputs, i);
        record["puzzle"] = puzzle;
        if (!o.to_alg.empty()) record["to"] = o.to_alg;
        if (!o.to_facelets.empty()) record["to"] = o.to_facelets;
        if (!o.goal.empty()) record["goal"] = o.goal;
        if (!o.on.empty()) record["on"] = o.on;
        if (!o.moves.empty()) record["moves"] = o.moves;
        return record_and_code;
      },
      [&](size_t, std::pair<nlohmann::json, int>& record_and_code) {
        writer.append(record_and_code.first);
        raise_exit(record_and_code.second);
      });
}

}  // namespace

void run_solve(const SolveOptions& o) {
  std::vector<InputLine> inputs;
  if (!o.facelets.empty())
    inputs.push_back({o.facelets, 0, false});
  else
    inputs = read_inputs(o.cubes, o.file.empty() && o.cubes.empty() ? "-" : o.file);
  if (!o.out.empty()) return run_to_file(o, inputs);
  if (!o.shard.empty() || !o.range.empty())
    throw InputError(ErrorCode::Option, "--shard and --range need --out (a batch output file)");
  if (inputs.size() == 1) {
    auto [text, code] = solve_one(o, inputs[0], o.threads);
    // One cube from the command line: its error on stderr is enough.
    if (code != kExitBadInput || o.json || inputs[0].line > 0) std::cout << text;
    raise_exit(code);
    return;
  }
  // Batch: cubes are solved in parallel, one thread each, printed in input order.
  tables::prefer_copies(true);  // many solves: huge-page copies of the tables (docs/tables.md)
  bench::solve_batch(
      o.threads, inputs.size(), [&](size_t i) { return solve_one(o, inputs[i], 1); },
      [](size_t, std::pair<std::string, int>& text_and_code) {
        std::cout << text_and_code.first << std::flush;
        raise_exit(text_and_code.second);
      },
      bench::Delivery::InInputOrder);
}

void add_solve_command(CLI::App& app) {
  auto o = std::make_shared<SolveOptions>();
  auto* cmd = app.add_subcommand("solve", "Solve cubes (argument, --facelets, --file or stdin)");
  cmd->add_option("cube", o->cubes, "A cube in any format, or moves; '-' reads stdin");
  cmd->add_option("--facelets,-f", o->facelets, "The cube as a facelet string");
  cmd->add_option("--file", o->file, "Solve every cube of this file, one per line ('-' = stdin)");
  cmd->add_option("--solver,-s", o->solver, "Solver name (see 'cubelab solvers')");
  add_puzzle_option(cmd, o->puzzle);
  add_int_option(cmd, "--max-length,-n", o->max_length, -1, 1000,
                 "Stop at a solution this short (-1: the solver's default)");
  add_seconds_option(cmd, "--time,-t", o->time_s, "Time limit per cube in seconds");
  add_int_option(cmd, "--threads,-j", o->threads, 1, 1024,
                 "Threads (one cube: split its search; batch: cubes in parallel)");
  add_int_option(cmd, "--count", o->count, 1, 10000, "Number of distinct solutions");
  add_seed_option(cmd, "--seed", o->seed,
                  "Random seed for stochastic solvers (without it they draw one and report it)");
  cmd->add_option("--metric", o->metric,
                  "htm, qtm or axial (opposite faces turned at once count as one move)")
      ->check(CLI::IsMember({"htm", "qtm", "axial"}));
  cmd->add_option("--robot-cost", o->robot_cost,
                  "Give each solution its cost for a robot and rank the solutions (--count) by "
                  "it: milliseconds per quarter and half turn and the extra (or, negative, "
                  "saved) time of turning opposite faces at once, e.g. "
                  "quarter=150,half=250,axial=0 (the defaults; 'default' takes them all)");
  cmd->add_option("--to", o->to_alg,
                  "Solve to the pattern reached by these moves, or to a facelet mask ('-' = any)");
  cmd->add_option("--to-facelets", o->to_facelets, "Solve to this cube, or to a facelet mask");
  cmd->add_option("--goal,-g", o->goal,
                  "Reach only part of the cube: cross, xcross, xxcross, f2l, eo, eoline, "
                  "eocross, roux-fb, 2x2x2, 2x2x3, domino, oll, ll, pll, or a 54-character "
                  "facelet mask with '-' for any sticker (solver: goal)");
  cmd->add_option("--on", o->on,
                  "The goal on other faces: all (each of six), all24, or faces or colours "
                  "(U,D or white,yellow); the best is the solution, each one a stage");
  cmd->add_option("--moves", o->moves,
                  "Turns allowed: faces (R,U or <R,U,F>), half turns (R2), or 'no B' (solver: "
                  "goal)");
  cmd->add_option("--option,-o", o->options, "Solver option NAME=VALUE (repeatable)")
      ->allow_extra_args(false);  // one value per -o, so "-o k=v CUBE" leaves CUBE alone
  cmd->add_flag("--json", o->json, "One JSON object per cube");
  cmd->add_option("--out", o->out,
                  "Append one JSON line per input line (with its \"line\") to this file; run "
                  "again to resume");
  cmd->add_option("--shard", o->shard, "With --out: solve every N-th line from line K (K/N)");
  cmd->add_option("--range", o->range,
                  "With --out: solve COUNT lines from line FIRST (FIRST:COUNT)")
      ->excludes("--shard");
  cmd->add_flag("--verbose,-v", o->verbose, "Show stages and statistics");
  cmd->footer(options_footer);
  cmd->callback([o] {
    guarded([&] {
      // Partial goals and small move sets are the goal solver's (default_solver_name).
      if (o->solver.empty()) {
        SolveRequest probe;
        probe.puzzle = puzzle_of(o->puzzle);
        set_goal(probe, o->goal, o->on, o->moves);
        const bool mask = is_goal_mask(o->to_alg) || is_goal_mask(o->to_facelets);
        o->solver = mask ? "goal" : default_solver_name(probe);
      }
      run_solve(*o);
    });
  });
}

}  // namespace cubelab::cli
