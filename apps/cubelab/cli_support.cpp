#include "cli_support.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "cubelab/number.h"
#include "cubelab/output.h"

namespace cubelab::cli {

int& exit_status() {
  static int status = kExitOk;
  return status;
}

void raise_exit(int code) {
  if (code > exit_status()) exit_status() = code;
}

void report_input_error(const Error& e) {
  std::cerr << "error " << e.code() << ": " << e.what() << "\n";
  raise_exit(kExitBadInput);
}

void InputLine::report_invalid(const Error& bad, bool json, const nlohmann::json& fields) const {
  const Error e = located(bad);
  if (json) {
    nlohmann::json j = {{"input", too_long ? printable(text, 200) : text}};
    j.update(fields);
    j.update(error_json(e));
    print_json(j);
  } else {
    std::cout << "invalid " << e.code() << ": " << e.what() << "\n";
  }
  report_input_error(e);
}

void report_output_failure(std::exception_ptr error) {
  std::optional<OutputError> failure;
  try {
    std::rethrow_exception(error);
  } catch (const OutputError& e) {
    failure = e;
  } catch (const std::ios_base::failure& e) {
    // A write to std::cout after its buffer failed: the failure is the buffer's.
    failure = CheckedStdout::failure().value_or(
        OutputError(std::string("cannot write standard output: ") + e.what()));
  }
  std::cout.exceptions(std::ios::goodbit);  // said once; later writes are dropped
  if (failure->reader_gone()) return;       // `| head` has what it wanted: the end of the output
  std::cerr << "error " << failure->code() << ": " << failure->what() << "\n";
  raise_exit(kExitFailure);
}

void guarded(const std::function<void()>& fn) {
  try {
    fn();
  } catch (const OutputError&) {
    report_output_failure(std::current_exception());
  } catch (const std::ios_base::failure&) {
    report_output_failure(std::current_exception());
  } catch (const Error& e) {
    report_input_error(e);
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    raise_exit(kExitFailure);
  }
}

void print_json(const nlohmann::json& j, std::ostream& out) {
  out << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  out.flush();
}

nlohmann::json error_json(const Error& e) { return {{"code", e.code()}, {"message", e.what()}}; }

void InputLine::check() const {
  if (too_long)
    throw Error("E_LIMIT", fmt::format("the line is longer than {} bytes", kMaxInputLine));
}

std::string InputLine::where() const {
  if (line > 0) return fmt::format("line {}: ", line);
  return argument > 0 ? fmt::format("argument {}: ", argument) : std::string();
}

InputReader::InputReader(const std::vector<std::string>& args, const std::string& file) {
  if (!args.empty() && !(args.size() == 1 && args[0] == "-")) {
    args_ = args;
    return;
  }
  if (file.empty() || file == "-") {
    name_ = "standard input";
    fd_ = STDIN_FILENO;
  } else {
    name_ = "'" + file + "'";
    std::error_code ec;
    if (std::filesystem::is_directory(file, ec))
      throw Error("E_REQUEST", "'" + file + "' is a directory, not a file of cubes");
    fd_ = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd_ < 0) throw Error("E_REQUEST", "cannot open file '" + file + "'");
    own_fd_ = true;
  }
  struct stat st {};
  regular_ = fstat(fd_, &st) == 0 && S_ISREG(st.st_mode);
}

InputReader::~InputReader() {
  if (own_fd_) ::close(fd_);
}

bool InputReader::fill() {
  if (at_end_) return false;
  if (pos_ > 0) {
    buf_.erase(0, pos_);
    pos_ = 0;
  }
  char chunk[1 << 16];
  for (;;) {
    const ssize_t n = ::read(fd_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw Error("E_REQUEST", "cannot read " + name_ + ": " + std::strerror(errno));
    if (n == 0) {
      at_end_ = true;
      return false;
    }
    buf_.append(chunk, static_cast<size_t>(n));
    return true;
  }
}

bool InputReader::read_line(std::string& line, bool& too_long) {
  line.clear();
  too_long = false;
  bool any = false;
  for (;;) {
    if (pos_ == buf_.size() && !fill()) return any;
    any = true;
    const size_t end = buf_.find('\n', pos_);
    const size_t stop = end == std::string::npos ? buf_.size() : end;
    // Only the first kMaxInputLine bytes of a line are kept; the rest is read and dropped.
    const size_t keep = std::min(stop - pos_, kMaxInputLine - line.size());
    line.append(buf_, pos_, keep);
    if (keep < stop - pos_) too_long = true;
    pos_ = stop;
    if (end != std::string::npos) {
      ++pos_;
      return true;
    }
  }
}

bool InputReader::next(InputLine& item) {
  if (!args_.empty()) {
    if (next_arg_ == args_.size()) return false;
    const size_t i = next_arg_++;
    item = InputLine{args_[i], 0, false, args_.size() > 1 ? static_cast<int>(i) + 1 : 0};
    return true;
  }
  if (fd_ < 0) return false;
  for (;;) {
    if (!read_line(item.text, item.too_long)) return false;
    ++number_;
    if (!item.text.empty() && item.text.back() == '\r') item.text.pop_back();
    const size_t first = item.text.find_first_not_of(" \t");
    if (!item.too_long && (first == std::string::npos || item.text[first] == '#')) continue;
    item.line = number_;
    item.argument = 0;
    return true;
  }
}

bool InputReader::ready() {
  if (!args_.empty() || regular_ || at_end_ || fd_ < 0) return true;
  if (buf_.find('\n', pos_) != std::string::npos) return true;
  pollfd p{fd_, POLLIN, 0};
  return poll(&p, 1, 0) > 0;
}

bool InputReader::rewindable() const { return !args_.empty() || regular_; }

void InputReader::rewind() {
  next_arg_ = 0;
  number_ = 0;
  buf_.clear();
  pos_ = 0;
  at_end_ = false;
  if (fd_ >= 0 && lseek(fd_, 0, SEEK_SET) != 0)
    throw Error("E_REQUEST", "cannot read " + name_ + " again: " + std::strerror(errno));
}

void for_each_input(const std::vector<std::string>& args, const std::string& file,
                    const std::function<void(const InputLine&)>& fn) {
  InputReader reader(args, file);
  for (InputLine line; reader.next(line);) fn(line);
}

std::vector<InputLine> read_inputs(const std::vector<std::string>& args, const std::string& file) {
  std::vector<InputLine> lines;
  for_each_input(args, file, [&](const InputLine& l) { lines.push_back(l); });
  return lines;
}

namespace {

// The name a flag is called by in messages: its first long name ("--time").
std::string flag_name(const std::string& names) {
  std::string first;
  for (size_t start = 0; start <= names.size();) {
    size_t comma = names.find(',', start);
    std::string n =
        names.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (first.empty()) first = n;
    if (n.rfind("--", 0) == 0) return n;
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return first;
}

}  // namespace

CLI::Option* add_int_option(CLI::App* cmd, const std::string& names, int& target, int64_t min,
                            int64_t max, const std::string& description) {
  const std::string what = flag_name(names);
  return cmd
      ->add_option_function<std::string>(
          names,
          [&target, min, max, what](const std::string& text) {
            target = static_cast<int>(parse_int(text, min, max, what));
          },
          description + " " + format_range(min, max))
      ->type_name("INT");
}

CLI::Option* add_seconds_option(CLI::App* cmd, const std::string& names, double& target,
                                const std::string& description) {
  const std::string what = flag_name(names);
  return cmd
      ->add_option_function<std::string>(
          names,
          [&target, what](const std::string& text) {
            constexpr double kYear = 365.0 * 24 * 3600;
            double seconds = 0;
            try {
              seconds = parse_decimal(text, 0, kYear, what);
            } catch (const Error&) {  // said below with the open lower bound
            }
            if (!(seconds > 0))
              throw Error("E_OPTION",
                          fmt::format("{}: '{}' is not a time limit: seconds in (0, {}]", what,
                                      printable(text), kYear));
            target = seconds;
          },
          description)
      ->type_name("SECONDS");
}

namespace {

// A seed, into a plain or an optional number.
template <class Seed>
CLI::Option* add_seed(CLI::App* cmd, const std::string& names, Seed& target,
                      const std::string& description) {
  const std::string what = flag_name(names);
  return cmd
      ->add_option_function<std::string>(
          names, [&target, what](const std::string& text) { target = parse_unsigned(text, what); },
          description)
      ->type_name("UINT");
}

}  // namespace

CLI::Option* add_seed_option(CLI::App* cmd, const std::string& names,
                             std::optional<uint64_t>& target, const std::string& description) {
  return add_seed(cmd, names, target, description);
}

CLI::Option* add_seed_option(CLI::App* cmd, const std::string& names, uint64_t& target,
                             const std::string& description) {
  return add_seed(cmd, names, target, description);
}

void add_request_flags(CLI::App* cmd, Request& request, const std::vector<std::string>& only) {
  for (const RequestField& field : request_fields()) {
    if (field.flags.empty() ||
        (!only.empty() && std::find(only.begin(), only.end(), field.name) == only.end()))
      continue;
    const std::string what = flag_name(field.flags);
    std::string help = field.description;
    if (field.type == FieldType::Integer) help += " " + format_range(field.min, field.max);
    if (!field.default_value.empty()) help += " (default " + field.default_value + ")";
    if (field.type == FieldType::Options) {
      cmd->add_option_function<std::vector<std::string>>(
             field.flags,
             [&request, &field, what](const std::vector<std::string>& values) {
               for (const std::string& v : values) set_field(request, field, v, what);
             },
             help)
          ->type_name(field.value_name)
          ->allow_extra_args(false);  // one value per -o, so "-o k=v CUBE" leaves CUBE alone
      continue;
    }
    cmd->add_option_function<std::string>(
           field.flags,
           [&request, &field, what](const std::string& text) {
             set_field(request, field, text, what);
           },
           help)
        ->type_name(field.value_name);
  }
}

void add_puzzle_option(CLI::App* cmd, std::string& puzzle) {
  // The request's puzzle field (cubelab/request.h), checked as it checks it.
  const RequestField& field = *request_field("puzzle");
  cmd->add_option_function<std::string>(
         "--puzzle,-p",
         [&puzzle, &field](const std::string& text) {
           Request r;
           set_field(r, field, text, "--puzzle");
           puzzle = r.puzzle;
         },
         field.description + " (default 3x3x3)")
      ->type_name(field.value_name);
}

namespace {

// The first word of the command line where it is not one of the program's commands (CLI11
// would only say that a command is required), or nothing.
std::optional<std::string> unknown_command(const CLI::App& app, int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string word = argv[i];
    if (word.empty() || word[0] == '-') continue;  // the program's own flags take no value
    const auto named = app.get_subcommands([&](const CLI::App* c) { return c->check_name(word); });
    if (!named.empty()) return std::nullopt;
    return word;
  }
  return std::nullopt;
}

// Parses the command line and runs the command; returns the exit status.
int parse_and_run(CLI::App& app, int argc, char** argv) {
  if (const std::optional<std::string> word = unknown_command(app, argc, argv)) {
    std::vector<std::string> names;
    for (const CLI::App* c : app.get_subcommands([](const CLI::App*) { return true; }))
      names.push_back(c->get_name());
    std::cerr << fmt::format("error E_OPTION: no command '{}'; the commands: {}\n", *word,
                             fmt::join(names, ", "))
              << "Run with --help for more information.\n";
    return kExitBadInput;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? kExitOk : kExitBadInput;
  } catch (const Error& e) {
    // A flag's value refused by the library's number parser or by the request's declaration
    // (cubelab/request.h).
    report_input_error(e);
    return kExitBadInput;
  }
  return exit_status();
}

}  // namespace

int run_app(CLI::App& app, int argc, char** argv) {
  CheckedStdout::install();
  // A flag refused by the parser itself (a missing value, an unknown flag, a value out of a
  // flag's range or set) is an E_OPTION error, as the refusals of the flags' own readers.
  app.failure_message([](const CLI::App*, const CLI::Error& e) {
    return std::string("error E_OPTION: ") + e.what() + "\nRun with --help for more information.\n";
  });
  int status = kExitOk;
  try {
    status = parse_and_run(app, argc, argv);
    // What is still buffered goes out now, checked: `cubelab solve "R U" > /dev/full` fails.
    CheckedStdout::finish();
  } catch (...) {
    // A write to standard output failed outside any command's own guard (help, listings).
    report_output_failure(std::current_exception());
  }
  return std::max(status, exit_status());
}

void add_experiment_seed_and_threads(CLI::App* cmd, uint64_t& seed, const std::string& seed_help,
                                     int& threads) {
  add_seed_option(cmd, "--seed", seed, seed_help);
  add_int_option(cmd, "--threads,-t,-j", threads, 1, 1024, "Cubes solved in parallel");
}

void add_experiment_output_options(CLI::App* cmd, ExperimentOutput& output) {
  cmd->add_option("--charts", output.charts, "Write SVG charts into this folder");
  cmd->add_flag("--json", output.json, "Print the results as JSON instead of Markdown");
}

bool use_color(bool no_color_flag) {
  if (no_color_flag || std::getenv("NO_COLOR")) return false;
  return isatty(STDOUT_FILENO) != 0;
}

void create_chart_folder(const std::string& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir))
    throw Error("E_REQUEST", "cannot create the charts folder " + dir +
                                 (ec ? ": " + ec.message() : std::string()));
}

void write_chart_files(const std::string& dir,
                       const std::vector<std::pair<std::string, std::string>>& charts) {
  create_chart_folder(dir);
  for (const auto& [name, svg] : charts)
    write_file_atomically((std::filesystem::path(dir) / name).string(), svg);
}

std::string aligned_columns(const std::vector<std::vector<std::string>>& rows,
                            const std::vector<bool>& right) {
  std::vector<size_t> width;
  for (const auto& row : rows)
    for (size_t i = 0; i < row.size(); ++i) {
      if (width.size() <= i) width.push_back(0);
      width[i] = std::max(width[i], row[i].size());
    }
  std::string out;
  for (const auto& row : rows) {
    std::string line;
    for (size_t i = 0; i < row.size(); ++i) {
      const bool last = i + 1 == row.size();
      const std::string pad(width[i] - row[i].size(), ' ');
      if (i > 0) line += "  ";
      if (i < right.size() && right[i])
        line += pad + row[i];
      else
        line += last ? row[i] : row[i] + pad;
    }
    out += line + "\n";
  }
  return out;
}

}  // namespace cubelab::cli
