// cubelab: solve Rubik's cubes with every major approach. See README.md.
#include <CLI/CLI.hpp>
#include <algorithm>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/bench/output.h"
#include "cubelab/version.h"

namespace {

// Parses the command line and runs the command; returns the exit status.
int run(CLI::App& app, int argc, char** argv) {
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : cubelab::cli::kExitBadInput;
  } catch (const cubelab::InputError& e) {
    // A flag's value refused by the library's number parser (cli_support.h).
    cubelab::cli::report_input_error(e);
    return cubelab::cli::kExitBadInput;
  } catch (const cubelab::Error& e) {
    // A flag of the request's declaration refused (cubelab/request.h).
    cubelab::cli::report_input_error(cubelab::cli::input_error(e));
    return cubelab::cli::kExitBadInput;
  }
  return cubelab::cli::exit_status();
}

}  // namespace

int main(int argc, char** argv) {
  // Every command's standard output goes through one checked writer (bench/output.h).
  cubelab::bench::CheckedStdout::install();
  CLI::App app{"cubelab: Rubik's cube solvers (3x3x3 and 2x2x2), one toolkit", "cubelab"};
  app.require_subcommand(1);
  // A flag refused by the parser itself (a missing value, an unknown flag, a value out of a
  // flag's range or set) is an E_OPTION error, as the refusals of the flags' own readers.
  app.failure_message([](const CLI::App*, const CLI::Error& e) {
    return std::string("error E_OPTION: ") + e.what() + "\nRun with --help for more information.\n";
  });
  app.set_version_flag("--version", std::string("cubelab ") + cubelab::kVersion);
  cubelab::cli::add_all_commands(app);
  int status = 0;
  try {
    status = run(app, argc, argv);
    // What is still buffered goes out now, checked: `cubelab solve "R U" > /dev/full` fails.
    cubelab::bench::CheckedStdout::finish();
  } catch (...) {
    // A write to standard output failed outside any command's own guard (help, listings).
    cubelab::cli::report_output_failure(std::current_exception());
  }
  return std::max(status, cubelab::cli::exit_status());
}
