#pragma once
// Shared CLI plumbing: exit codes, error printing, JSON lines, reading cubes from
// arguments, files or stdin.
#include <CLI/CLI.hpp>
#include <cstdint>
#include <functional>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cubelab/error.h"
#include "cubelab/request.h"

namespace cubelab::cli {

enum ExitCode { kExitOk = 0, kExitFailure = 1, kExitBadInput = 2 };

// The exit status the program ends with; commands raise it (never lower it).
int& exit_status();
void raise_exit(int code);

// Prints "error E_CODE: message" on stderr and raises the exit status to 2.
void report_input_error(const Error& e);

// What the cubelab program is, as its help and its manual page say.
inline constexpr const char* kProgramDescription =
    "cubelab: Rubik's cube solvers (3x3x3, 2x2x2 and NxNxN cubes), one toolkit";

// Parses the command line into `app` and runs the command it names; returns the exit status
// (kExitBadInput for arguments refused, with the error code printed). Standard output goes
// through one checked writer (cubelab/output.h: a failed write is E_OUTPUT, exit 1). The
// main() of every program (cubelab, cubelab-lab).
int run_app(CLI::App& app, int argc, char** argv);

// Runs fn; an Error is reported (exit 2), an OutputError (E_OUTPUT: a result that
// cannot be written) and any other exception exit 1. A reader of standard output that has
// gone (`| head`) ends the command quietly.
void guarded(const std::function<void()>& fn);
// What guarded does with an exception of the output (OutputError, or the std::cout failure
// that follows one): says it, raises the exit status. Rethrows anything else.
void report_output_failure(std::exception_ptr error);

// One JSON object per line; invalid UTF-8 is replaced, never thrown on.
void print_json(const nlohmann::json& j, std::ostream& out = std::cout);
nlohmann::json error_json(const Error& e);

// One input of a batch command: a positional argument (line 0) or a line of a file.
struct InputLine {
  std::string text;
  int line = 0;           // 1-based line number in the file, 0 for an argument
  bool too_long = false;  // longer than kMaxInputLine: `text` holds its start only
  int argument = 0;       // 1-based place among two or more arguments, else 0
  // Throws the E_LIMIT error of a line that was too long.
  void check() const;
  // "line 12: " for a line of a file, "argument 2: " for one of several arguments, "" for
  // a single argument: the prefix of its messages.
  std::string where() const;
  // `e` with where() in front of its message, so that a batch's errors name their line.
  Error located(const Error& e) const { return Error(e.code(), where() + e.what()); }
  // Says that this input was refused, as a batch command goes on to the next: "invalid
  // E_CODE: message" on stdout, or with `json` one JSON line of the input, `fields` and the
  // error; and the error on stderr (exit 2).
  void report_invalid(const Error& e, bool json, const nlohmann::json& fields) const;
};

// Longest input line read: no cube or algorithm comes near it, and a stream without line
// ends (`validate < /dev/zero`) cannot make a line grow without bound.
constexpr size_t kMaxInputLine = 64 * 1024;

// The inputs of a batch command: the positional arguments, or else the lines of `file`
// ("-" = stdin), skipping blank lines and lines starting with '#', read one at a time as
// they are asked for: a pipe's lines are answered as they come, and however long the input
// (`--file /dev/urandom`) only one line (at most kMaxInputLine bytes of it) is held. A file
// that cannot be read (missing, a directory, a read error) is an E_REQUEST error.
class InputReader {
 public:
  InputReader(const std::vector<std::string>& args, const std::string& file);
  ~InputReader();
  InputReader(const InputReader&) = delete;
  InputReader& operator=(const InputReader&) = delete;
  // The next input; false at the end.
  bool next(InputLine& line);
  // True when next() would not wait for a writer: arguments, a file, or a pipe that has
  // something (or its end) to read already.
  bool ready();
  // Whether the input can be read again from the start (arguments, a regular file), and
  // doing so.
  bool rewindable() const;
  void rewind();

 private:
  // Reads one raw line into `line` (at most kMaxInputLine bytes kept); false at the end.
  bool read_line(std::string& line, bool& too_long);
  bool fill();  // more bytes into buf_; false at the end

  std::vector<std::string> args_;
  size_t next_arg_ = 0;
  std::string name_;
  int fd_ = -1;
  bool own_fd_ = false, regular_ = false, at_end_ = false;
  std::string buf_;
  size_t pos_ = 0;
  int number_ = 0;  // lines read
};

// All the inputs at once (commands that need them together).
std::vector<InputLine> read_inputs(const std::vector<std::string>& args, const std::string& file);
// The inputs one at a time: fn is called as each line is read.
void for_each_input(const std::vector<std::string>& args, const std::string& file,
                    const std::function<void(const InputLine&)>& fn);

// Numeric flags read by the library's one number parser (cubelab/number.h), as options and the
// API read theirs: a value out of range, not a number, NaN or one that would wrap around is
// refused with E_OPTION naming the flag, the value and the range (exit 2, from main).
CLI::Option* add_int_option(CLI::App* cmd, const std::string& names, int& target, int64_t min,
                            int64_t max, const std::string& description);
// A time limit in seconds: finite and more than 0.
CLI::Option* add_seconds_option(CLI::App* cmd, const std::string& names, double& target,
                                const std::string& description);
// A seed: a whole number in [0, 2^64 - 1] ("-1" is refused, not read as 2^64 - 1).
CLI::Option* add_seed_option(CLI::App* cmd, const std::string& names,
                             std::optional<uint64_t>& target, const std::string& description);
CLI::Option* add_seed_option(CLI::App* cmd, const std::string& names, uint64_t& target,
                             const std::string& description);

// The flags of the request's one declaration (cubelab/request.h) that have CLI names, each
// read into `request` by set_field, so that a bad value is refused as the API and Python
// refuse it (E_OPTION naming the flag). `only`: just these fields (default: all).
void add_request_flags(CLI::App* cmd, Request& request, const std::vector<std::string>& only = {});

// The --puzzle option (a puzzle of the registry, default 3x3x3) shared by the commands.
void add_puzzle_option(CLI::App* cmd, std::string& puzzle);

// What the experiment commands share. --seed (what it seeds is the command's: `seed_help`)
// and --threads (cubes solved in parallel):
void add_experiment_seed_and_threads(CLI::App* cmd, uint64_t& seed, const std::string& seed_help,
                                     int& threads);
// --charts DIR and --json:
struct ExperimentOutput {
  std::string charts;  // SVG charts go into this folder; empty: none
  bool json = false;   // the results as JSON instead of Markdown
};
void add_experiment_output_options(CLI::App* cmd, ExperimentOutput& output);

// The --charts folder of a command: created before any work starts (E_REQUEST when it cannot
// be), then filled with SVG files (file name -> content; E_REQUEST when one cannot be written).
void create_chart_folder(const std::string& dir);
void write_chart_files(const std::string& dir,
                       const std::vector<std::pair<std::string, std::string>>& charts);

// Runs an experiment command's work: the charts folder is created first (a bad one fails
// before any work), run(config, progress) does the experiment, with each progress line
// printed on stderr; its charts are written and its report printed (JSON or Markdown) on
// stdout. Returns the experiment, whose outcome sets the command's exit status.
template <class Experiment, class Config>
Experiment run_experiment_command(
    const ExperimentOutput& output, const Config& config,
    Experiment (*run)(const Config&, const std::function<void(const std::string&)>&),
    std::vector<std::pair<std::string, std::string>> (*charts)(const Experiment&),
    nlohmann::json (*json)(const Experiment&), std::string (*markdown)(const Experiment&)) {
  if (!output.charts.empty()) create_chart_folder(output.charts);
  Experiment e = run(config, [](const std::string& line) { std::cerr << line << std::endl; });
  if (!output.charts.empty()) write_chart_files(output.charts, charts(e));
  if (output.json)
    print_json(json(e));
  else
    std::cout << markdown(e);
  return e;
}

// Rows of text cells as lined-up columns: each column as wide as its widest cell, two spaces
// between columns, the last column not padded; `right[i]` right-aligns column i (numbers).
std::string aligned_columns(const std::vector<std::vector<std::string>>& rows,
                            const std::vector<bool>& right = {});

// True when stdout is a terminal and colours were not turned off (--no-color, NO_COLOR).
bool use_color(bool no_color_flag);

}  // namespace cubelab::cli
