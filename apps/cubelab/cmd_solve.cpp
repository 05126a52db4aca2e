// cubelab solve: one cube from an argument, or one per line from a file or stdin.
#include <fmt/format.h>

#include <atomic>
#include <charconv>
#include <set>
#include <chrono>
#include <functional>
#include <iostream>
#include <memory>
#include <mutex>
#include <thread>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/bench/batch_file.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solve/result_json.h"
#include "cubelab/search/thread_pool.h"
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
  std::string out, shard, range;  // resumable batch output and the part of the input it takes
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

// Builds the request for one input line and runs it; InputError for a bad cube or option.
SolveResult solve_input(const SolveOptions& o, Solver& solver, const std::string& input,
                        int threads) {
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
  return run_solver(solver, req, target ? &*target : nullptr);
}

int exit_code_of(const SolveResult& r) {
  return r.status == SolveStatus::Solved ? kExitOk : kExitFailure;
}

// One input line's JSON record and the exit code it implies.
std::pair<nlohmann::json, int> solve_record(const SolveOptions& o, const std::string& input,
                                            int threads) {
  try {
    Solver& solver = find_solver(o.solver);
    SolveResult r = solve_input(o, solver, input, threads);
    return {result_to_json(input, solver.name(), r), exit_code_of(r)};
  } catch (const InputError& e) {
    return {invalid_to_json(input, e), kExitBadInput};
  }
}

// Solves one input line; returns the text to print and the exit code it implies.
std::pair<std::string, int> solve_one(const SolveOptions& o, const std::string& input,
                                      int threads) {
  if (o.json) {
    auto [j, code] = solve_record(o, input, threads);
    return {j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n", code};
  }
  try {
    SolveResult r = solve_input(o, find_solver(o.solver), input, threads);
    std::string text = describe(r) + "\n";
    if (o.verbose) text += verbose_lines(r);
    return {text, exit_code_of(r)};
  } catch (const InputError& e) {
    std::cerr << "error " << e.code_name() << ": " << e.what() << "\n";
    return {"", kExitBadInput};
  }
}

// The input lines (1-based) this run takes: all, every N-th from K (--shard K/N), or a
// contiguous block (--range FIRST:COUNT).
std::vector<int64_t> lines_to_take(const SolveOptions& o, int64_t total) {
  auto number = [](const std::string& text, const std::string& what) {
    int64_t v = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || v < 0)
      throw InputError(ErrorCode::Option, what + " '" + printable(text) + "' is not a whole number");
    return v;
  };
  std::vector<int64_t> lines;
  if (!o.shard.empty()) {
    const auto slash = o.shard.find('/');
    if (slash == std::string::npos)
      throw InputError(ErrorCode::Option, "--shard must be written K/N, e.g. 3/16");
    const int64_t k = number(o.shard.substr(0, slash), "--shard K");
    const int64_t n = number(o.shard.substr(slash + 1), "--shard N");
    if (n < 1 || k < 1 || k > n)
      throw InputError(ErrorCode::Option, "--shard K/N needs 1 <= K <= N (got " + o.shard + ")");
    for (int64_t line = k; line <= total; line += n) lines.push_back(line);
  } else if (!o.range.empty()) {
    const auto colon = o.range.find(':');
    if (colon == std::string::npos)
      throw InputError(ErrorCode::Option, "--range must be written FIRST:COUNT, e.g. 1001:1000");
    const int64_t first = number(o.range.substr(0, colon), "--range FIRST");
    const int64_t count = number(o.range.substr(colon + 1), "--range COUNT");
    if (first < 1) throw InputError(ErrorCode::Option, "--range FIRST counts from 1");
    for (int64_t line = first; line < first + count && line <= total; ++line) lines.push_back(line);
  } else {
    for (int64_t line = 1; line <= total; ++line) lines.push_back(line);
  }
  return lines;
}

// solve --file IN --out OUT: one JSON line per input line, tagged with its line number and
// appended as each finishes. A second run with the same arguments reads OUT, cuts a torn
// last line, checks that what is there answers this input, and solves only the rest.
void run_to_file(const SolveOptions& o, const std::vector<std::string>& inputs) {
  const std::vector<int64_t> wanted = lines_to_take(o, static_cast<int64_t>(inputs.size()));
  std::set<int64_t> in_part(wanted.begin(), wanted.end());
  const bench::BatchFile existing = bench::read_batch_file(o.out);
  std::set<int64_t> done;
  for (const bench::BatchRecord& r : existing.records) {
    if (!in_part.count(r.line) || r.json.value("input", std::string()) != inputs[r.line - 1])
      throw InputError(ErrorCode::Request,
                       o.out + " holds a result for line " + std::to_string(r.line) +
                           " that is not this input's (another input file, shard or range?)");
    if (!done.insert(r.line).second)
      throw InputError(ErrorCode::Request,
                       o.out + " holds line " + std::to_string(r.line) + " twice");
    raise_exit(r.json.value("status", std::string()) == "solved"       ? kExitOk
               : r.json.value("status", std::string()) == "invalid" ? kExitBadInput
                                                                      : kExitFailure);
  }
  std::vector<int64_t> todo;
  for (int64_t line : wanted)
    if (!done.count(line)) todo.push_back(line);
  if (existing.torn_tail)
    std::cerr << "solve: " << o.out << " ended in a line cut short; it is solved again\n";
  std::cerr << "solve: " << wanted.size() << " lines in this part, " << done.size()
            << " already in " << o.out << ", " << todo.size() << " to solve\n";

  tables::prefer_copies(todo.size() > 1);
  bench::BatchWriter writer(o.out, existing.complete_bytes);
  std::atomic<size_t> next{0};
  std::mutex mu;
  const std::string puzzle = puzzle_name(puzzle_of(o.puzzle));
  const int workers = static_cast<int>(std::max<size_t>(1, std::min<size_t>(o.threads, todo.size())));
  run_on_threads(workers, [&](int) {
    for (size_t i; (i = next.fetch_add(1)) < todo.size();) {
      const int64_t line = todo[i];
      auto [record, code] = solve_record(o, inputs[line - 1], 1);
      record["line"] = line;
      record["puzzle"] = puzzle;
      if (!o.to_alg.empty()) record["to"] = o.to_alg;
      if (!o.to_facelets.empty()) record["to"] = o.to_facelets;
      std::lock_guard lock(mu);
      writer.append(record);
      raise_exit(code);
    }
  });
}

void run(const SolveOptions& o) {
  std::vector<std::string> inputs;
  if (!o.facelets.empty())
    inputs.push_back(o.facelets);
  else
    inputs = read_inputs(o.cubes, o.file.empty() && o.cubes.empty() ? "-" : o.file);
  if (!o.out.empty()) return run_to_file(o, inputs);
  if (!o.shard.empty() || !o.range.empty())
    throw InputError(ErrorCode::Option, "--shard and --range need --out (a batch output file)");
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
  std::atomic<size_t> next{0};
  size_t printed = 0;
  std::mutex mu;
  auto worker = [&] {
    for (size_t i; (i = next.fetch_add(1)) < inputs.size();) {
      auto r = solve_one(o, inputs[i], 1);
      std::lock_guard lock(mu);
      out[i] = std::move(r);
      done[i] = true;
      while (printed < inputs.size() && done[printed]) {
        std::cout << out[printed].first << std::flush;
        raise_exit(out[printed].second);
        ++printed;
      }
    }
  };
  std::vector<std::thread> pool;
  int workers = std::max(1, std::min<int>(o.threads, static_cast<int>(inputs.size())));
  for (int t = 0; t < workers; ++t) pool.emplace_back(worker);
  for (auto& t : pool) t.join();
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
  cmd->add_option("--out", o->out,
                  "Append one JSON line per input line (with its \"line\") to this file; run "
                  "again to resume");
  cmd->add_option("--shard", o->shard, "With --out: solve every N-th line from line K (K/N)");
  cmd->add_option("--range", o->range, "With --out: solve COUNT lines from line FIRST (FIRST:COUNT)")
      ->excludes("--shard");
  cmd->add_flag("--verbose,-v", o->verbose, "Show stages and statistics");
  cmd->callback([o] {
    guarded([&] {
      if (o->solver.empty()) o->solver = default_solver_name(puzzle_of(o->puzzle));
      run(*o);
    });
  });
}

}  // namespace cubelab::cli
