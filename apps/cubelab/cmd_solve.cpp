// cubelab solve: one cube from an argument, or one per line from a file or stdin.
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
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
#include "cubelab/batch.h"
#include "cubelab/output.h"
#include "cubelab/progress.h"
#include "cubelab/solve.h"
#include "cubelab/tables.h"
#include "solve_run.h"

namespace cubelab::cli {
namespace {

// "R U2 F' (3f, 4q)"; in the axial metric "R (U D') F (4f, 5q, 3a)"; with a robot cost
// ", 700 ms" inside the parentheses; a big cube's in outer block turns and single-layer turns,
// "Rw U2 3F' (3 OBTM, 5 SLTM)"; the other puzzles' in their one count, "R U' L (3 moves)".
std::string solution_text(const SolutionLine& line, const std::string& metric, const Solution& s) {
  const bool big_cube = s.length_sltm > 0;  // counted for the big cubes only
  const bool cube = s.puzzle.empty() || s.puzzle == "3x3x3" || s.puzzle == "2x2x2";
  std::string lengths =
      big_cube ? fmt::format("{} OBTM, {} SLTM", line.length_htm, s.length_sltm)
      : cube   ? fmt::format("{}f, {}q", line.length_htm, line.length_qtm)
               : fmt::format("{} move{}", line.length_htm, line.length_htm == 1 ? "" : "s");
  if (metric == "axial") lengths += fmt::format(", {}a", line.length_axial);
  if (line.robot_cost_ms) lengths += fmt::format(", {} ms", *line.robot_cost_ms);
  return fmt::format("{} ({})", line.moves.empty() ? "(already solved)" : line.moves, lengths);
}

// The text of one answer: the solution with its lengths, " optimal" when proven, the seed of
// a seeded solver's run (so that it can be repeated with --seed) and any message ("found 2
// of 3 solutions", "not proven optimal: ..."). With --count N, the other solutions follow,
// one a line, indented, so that every unindented line is one input's.
std::string describe(const Solution& s) {
  const std::string seed = s.seed ? fmt::format(" (seed {})", *s.seed) : "";
  if (!s.solved())
    return fmt::format("{}{}{}\n", s.status_name(), s.message.empty() ? "" : ": " + s.message,
                       seed);
  const SolutionLine best{s.moves,        s.length_htm,    s.length_qtm,
                          s.length_axial, s.robot_cost_ms, s.mask};
  std::string text = fmt::format("{}{}{}{}\n", solution_text(best, s.metric, s),
                                 s.proven_optimal ? " optimal" : "", seed,
                                 s.message.empty() ? "" : "; " + s.message);
  bool shown = false;  // the solution of the first line, in the list (normally first)
  for (const SolutionLine& line : s.solutions) {
    if (!shown && line.moves == s.moves) {
      shown = true;
      continue;
    }
    text += "  " + solution_text(line, s.metric, s) + "\n";
  }
  return text;
}

// solve --help ends with every solver's options, from their declarations.
std::string options_footer() {
  std::string s = "Solver options (-o NAME=VALUE; 'cubelab solvers' describes them):\n";
  for (const SolverInfo& solver : solvers()) {
    std::string names;
    for (const SolverOption& o : solver.options)
      names += fmt::format("{}{}={}", names.empty() ? "" : " ", o.name, o.default_value);
    s += fmt::format("  {:<15} {}\n", solver.name, names.empty() ? "(none)" : names);
  }
  return s;
}

std::string verbose_lines(const Solution& s) {
  std::string text;
  size_t width = 0;  // the stage names line up with the longest ("stage 4: orient D edges")
  for (const SolveStage& st : s.stages) width = std::max(width, st.name.size());
  for (const SolveStage& st : s.stages) {
    text += fmt::format("  {:<{}}  {} ({}f){}\n", st.name, width, st.moves.empty() ? "-" : st.moves,
                        st.length_htm, st.note.empty() ? "" : "  " + st.note);
    // Each operator: the running move count, the cube after it, what it did.
    for (const SolveStep& step : st.steps)
      text += fmt::format("    {:>3}  {}  {}\n", step.moves_so_far, step.facelets, step.note);
  }
  // The solve and the tables apart: a first run builds tables for seconds, and the solve's
  // own time should still be seen.
  text += fmt::format("  time {:.3f} ms, loading tables {:.3f} ms", s.elapsed_ms, s.load_ms);
  for (const auto& [k, v] : s.stats) text += fmt::format(", {} {}", k, v);
  return text + "\n";
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

// Solves one input line through the facade; Error for a bad cube or option.
Solution solve_input(const SolveOptions& o, const InputLine& line, int threads) {
  line.check();
  Request request = o.request;
  request.cube = line.text;
  request.threads = threads;
  SolveControl control;
  if (o.verbose) control.progress = progress_printer();
  return solve(request, control);
}

int exit_code_of(const Solution& s) { return s.solved() ? kExitOk : kExitFailure; }

// One input line's JSON record and the exit code it implies; a bad line's error names it.
std::pair<nlohmann::json, int> solve_record(const SolveOptions& o, const InputLine& line,
                                            int threads) {
  try {
    const Solution s = solve_input(o, line, threads);
    return {nlohmann::json::parse(to_json(s)), exit_code_of(s)};
  } catch (const Error& bad) {
    const Error e = line.located(bad);
    return {nlohmann::json::parse(
                invalid_json(line.too_long ? printable(line.text, 200) : line.text, e)),
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
    const Solution s = solve_input(o, line, threads);
    std::string text = describe(s);
    if (o.verbose) text += verbose_lines(s);
    return {text, exit_code_of(s)};
  } catch (const Error& bad) {
    const Error e = line.located(bad);
    std::cerr << "error " << e.code() << ": " << e.what() << "\n";
    return {fmt::format("invalid {}: {}\n", e.code(), e.what()), kExitBadInput};
  }
}

// Which input lines a run takes: all, those whose line number is K modulo N (--shard K/N),
// or those with line numbers FIRST..FIRST+COUNT-1 (--range). The number of an input is its
// line in the file (blank and comment lines are skipped, so numbers may have gaps), or its
// place among the arguments.
std::function<bool(int64_t)> part_of_input(const SolveOptions& o) {
  auto number = [](const std::string& text, const std::string& what) {
    int64_t v = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || v < 0)
      throw Error("E_OPTION", what + " '" + printable(text) + "' is not a whole number");
    return v;
  };
  if (!o.shard.empty()) {
    const auto slash = o.shard.find('/');
    if (slash == std::string::npos)
      throw Error("E_OPTION", "--shard must be written K/N, e.g. 3/16");
    const int64_t k = number(o.shard.substr(0, slash), "--shard K");
    const int64_t n = number(o.shard.substr(slash + 1), "--shard N");
    if (n < 1 || k < 1 || k > n)
      throw Error("E_OPTION", "--shard K/N needs 1 <= K <= N (got " + printable(o.shard) + ")");
    return [k, n](int64_t line) { return (line - 1) % n == k - 1; };
  }
  if (!o.range.empty()) {
    const auto colon = o.range.find(':');
    if (colon == std::string::npos)
      throw Error("E_OPTION", "--range must be written FIRST:COUNT, e.g. 1001:1000");
    const int64_t first = number(o.range.substr(0, colon), "--range FIRST");
    const int64_t count = number(o.range.substr(colon + 1), "--range COUNT");
    if (first < 1) throw Error("E_OPTION", "--range FIRST counts from 1");
    return [first, count](int64_t line) { return line >= first && line - first < count; };
  }
  return [](int64_t) { return true; };
}

// The inputs of `solve`: --facelets, the arguments, or the lines of --file or stdin.
std::unique_ptr<InputReader> open_inputs(const SolveOptions& o) {
  if (!o.facelets.empty()) return std::make_unique<InputReader>(std::vector{o.facelets}, "");
  return std::make_unique<InputReader>(o.cubes, o.file.empty() && o.cubes.empty() ? "-" : o.file);
}

// An input with its number (see part_of_input).
struct NumberedInput {
  InputLine line;
  int64_t number = 0;
};

// solve --file IN --out OUT: one JSON line per input line, tagged with its line number and
// appended as each finishes. The file is locked while the run writes it (a second run on it
// is refused). A second run with the same arguments reads OUT, cuts a torn last line, checks
// that what is there answers this input, and solves only the rest. The input is read twice
// (checked, then solved) rather than held: it must be a file that can be read again.
void run_to_file(const SolveOptions& o) {
  check_output_path(o.out);  // before any input is read
  const std::function<bool(int64_t)> take = part_of_input(o);
  std::unique_ptr<InputReader> reader = open_inputs(o);
  if (!reader->rewindable())
    throw Error("E_OPTION",
                "--out needs the cubes in a file (--file FILE) or as arguments: a resumed "
                "run reads them again (standard input is read only once)");
  BatchOutput writer(o.out);
  std::map<int64_t, const BatchRecord*> held;  // line number -> its record in OUT
  for (const BatchRecord& r : writer.existing()) {
    if (!held.emplace(r.line, &r).second)
      throw Error("E_REQUEST", o.out + " holds line " + std::to_string(r.line) + " twice");
    raise_exit(r.status == "solved"    ? kExitOk
               : r.status == "invalid" ? kExitBadInput
                                       : kExitFailure);
  }
  // First pass: every record there answers a line of this part, with that line's cube.
  int64_t in_part = 0, to_solve = 0, matched = 0, number = 0;
  for (InputLine line; reader->next(line);) {
    number = line.line > 0 ? line.line : number + 1;
    if (!take(number)) continue;
    ++in_part;
    const auto it = held.find(number);
    if (it == held.end()) {
      ++to_solve;
      continue;
    }
    if (it->second->input != line.text) break;  // said below
    ++matched;
  }
  if (matched != static_cast<int64_t>(held.size())) {
    int64_t foreign = 0;  // the first record that answers no line of this part
    reader->rewind();
    std::map<int64_t, std::string> texts;
    number = 0;
    for (InputLine line; reader->next(line);) {
      number = line.line > 0 ? line.line : number + 1;
      if (take(number) && held.count(number)) texts[number] = line.text;
    }
    for (const auto& [line, record] : held)
      if (!texts.count(line) || record->input != texts[line]) {
        foreign = line;
        break;
      }
    throw Error("E_REQUEST", o.out + " holds a result for line " + std::to_string(foreign) +
                                 " that is not this input's (another input file, shard or range?)");
  }
  if (writer.torn_tail())
    std::cerr << "solve: " << o.out << " ended in a line cut short; it is solved again\n";
  std::cerr << "solve: " << in_part << " lines in this part, " << matched << " already in " << o.out
            << ", " << to_solve << " to solve\n";
  writer.cut_torn_tail();

  // Second pass: the lines still to solve, read as threads are free to solve them.
  prefer_table_copies(to_solve > 1);  // many solves: huge-page copies (docs/tables.md)
  reader->rewind();
  number = 0;
  const std::string& puzzle = o.request.puzzle;
  // A bar on a terminal (a long batch says how far it is); nothing in a log or a pipe.
  ProgressBar bar("solve",
                  isatty(STDERR_FILENO) ? ProgressBar::Output::Terminal : ProgressBar::Output::Off);
  uint64_t solved_here = 0;
  run_in_order(o.request.threads, [&]() -> std::optional<Job> {
    NumberedInput input;
    while (reader->next(input.line)) {
      number = input.line.line > 0 ? input.line.line : number + 1;
      if (!take(number) || held.count(number)) continue;
      input.number = number;
      return [&, input]() -> Answer {
        auto [record, code] = solve_record(o, input.line, 1);
        record["line"] = input.number;
        record["puzzle"] = puzzle;
        // What the result was solved to, so that merge --verify can check it.
        if (!o.request.target.empty()) record["target"] = o.request.target;
        if (!o.request.goal.empty()) record["goal"] = o.request.goal;
        if (!o.request.on.empty()) record["on"] = o.request.on;
        if (!o.request.move_set.empty()) record["move_set"] = o.request.move_set;
        return [&, line = record.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace),
                code = code] {
          writer.append(line);
          raise_exit(code);
          bar.update(++solved_here, static_cast<uint64_t>(to_solve));
        };
      };
    }
    return std::nullopt;
  });
  bar.finish();
  writer.close();  // on disk before the run says it is done
}

}  // namespace

void run_solve(const SolveOptions& o) {
  if (!o.out.empty()) return run_to_file(o);
  if (!o.shard.empty() || !o.range.empty())
    throw Error("E_OPTION", "--shard and --range need --out (a batch output file)");
  std::unique_ptr<InputReader> reader = open_inputs(o);
  // A bar on a terminal while the answers go to a file or a pipe (on the terminal itself the
  // answers show how far a batch is). Its total is a first count of the input, which must be
  // a file that can be read again: a stream (a robot's pipe) gets no bar.
  const bool bar_shown = isatty(STDERR_FILENO) && !isatty(STDOUT_FILENO) && reader->rewindable();
  uint64_t total = 0;
  if (bar_shown) {
    for (InputLine line; reader->next(line);) ++total;
    reader->rewind();
  }
  InputLine first, second;
  if (!reader->next(first)) return;
  // One input (the next is not there, and not coming: the input has ended): all the
  // threads work on its solve. Input still being written (a pipe) is a batch.
  const bool second_read = reader->ready() && reader->next(second);
  if (reader->ready() && !second_read) {
    auto [text, code] = solve_one(o, first, o.request.threads);
    // One cube from the command line: its error on stderr is enough.
    if (code != kExitBadInput || o.json || first.line > 0) std::cout << text << std::flush;
    raise_exit(code);
    return;
  }
  // Batch: cubes are solved in parallel, one thread each, printed in input order as soon as
  // they and those before them are done, while the rest of the input is read.
  prefer_table_copies();
  std::vector<InputLine> read_ahead = {first};
  if (second_read) read_ahead.push_back(second);
  size_t taken = 0;
  ProgressBar bar("solve", bar_shown ? ProgressBar::Output::Terminal : ProgressBar::Output::Off);
  uint64_t answered = 0;
  run_in_order(o.request.threads, [&]() -> std::optional<Job> {
    InputLine line;
    if (taken < read_ahead.size())
      line = read_ahead[taken++];
    else if (!reader->next(line))
      return std::nullopt;
    return [&, line]() -> Answer {
      auto [text, code] = solve_one(o, line, 1);
      return [&, text = std::move(text), code = code] {
        std::cout << text << std::flush;
        raise_exit(code);
        bar.update(++answered, total);
      };
    };
  });
  bar.finish();
}

void add_solve_command(CLI::App& app) {
  auto o = std::make_shared<SolveOptions>();
  auto* cmd = app.add_subcommand("solve", "Solve cubes (argument, --facelets, --file or stdin)");
  cmd->add_option("cube", o->cubes, "A cube in any format, or moves; '-' reads stdin");
  cmd->add_option("--facelets,-f", o->facelets, "The cube as a facelet string");
  cmd->add_option("--file", o->file, "Solve every cube of this file, one per line ('-' = stdin)");
  // Every field of the request, as the API and Python name them (docs/api.md).
  add_request_flags(cmd, o->request);
  cmd->add_flag("--json", o->json, "One JSON object per cube");
  cmd->add_option("--out", o->out,
                  "Append one JSON line per input line (with its \"line\") to this file; run "
                  "again to resume");
  cmd->add_option("--shard", o->shard, "With --out: solve every N-th line from line K (K/N)");
  cmd->add_option("--range", o->range,
                  "With --out: solve COUNT lines from line FIRST (FIRST:COUNT)")
      ->excludes("--shard");
  cmd->add_flag("--verbose,-v", o->verbose, "Show stages and statistics");
  auto list_fields = std::make_shared<bool>(false);
  cmd->add_flag("--list-fields", *list_fields,
                "Print the request's fields (flags, JSON fields, Python keywords) as Markdown");
  cmd->footer(options_footer);
  cmd->callback([o, list_fields] {
    if (*list_fields) {
      std::cout << request_fields_markdown();
      return;
    }
    guarded([&] { run_solve(*o); });
  });
}

}  // namespace cubelab::cli
