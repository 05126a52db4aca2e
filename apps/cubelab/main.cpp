// cubelab: solve Rubik's cubes with every major approach. See README.md.
#include <CLI/CLI.hpp>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/version.h"

int main(int argc, char** argv) {
  CLI::App app{"cubelab: Rubik's cube solvers (3x3x3 and 2x2x2), one toolkit", "cubelab"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("cubelab ") + cubelab::kVersion);
  cubelab::cli::add_all_commands(app);
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
