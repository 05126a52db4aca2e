// cubelab: solve Rubik's cubes with every major approach. See README.md.
#include <CLI/CLI.hpp>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/version.h"

int main(int argc, char** argv) {
  CLI::App app{"cubelab: Rubik's cube solvers (3x3x3 and 2x2x2), one toolkit", "cubelab"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("cubelab ") + cubelab::kVersion);
  cubelab::cli::add_show_command(app);
  cubelab::cli::add_validate_command(app);
  cubelab::cli::add_solve_command(app);
  cubelab::cli::add_demo_command(app);
  cubelab::cli::add_alg_command(app);
  cubelab::cli::add_scramble_command(app);
  cubelab::cli::add_serve_command(app);
  cubelab::cli::add_bench_command(app);
  cubelab::cli::add_solvers_command(app);
  cubelab::cli::add_tables_command(app);
  cubelab::cli::add_experiment_command(app);
  cubelab::cli::add_experiment_eda_command(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : cubelab::cli::kExitBadInput;
  }
  return cubelab::cli::exit_status();
}
