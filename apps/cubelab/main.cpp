// cubelab: solve Rubik's cubes with every major approach. See README.md.
#include <CLI/CLI.hpp>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/version.h"

int main(int argc, char** argv) {
  CLI::App app{cubelab::cli::kProgramDescription, "cubelab"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("cubelab ") + cubelab::kVersion);
  cubelab::cli::add_all_commands(app);
  return cubelab::cli::run_app(app, argc, argv);
}
