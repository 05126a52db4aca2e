#include "program.h"

#include <CLI/CLI.hpp>
#include <string>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/version.h"

namespace cubelab::cli {

int run_cubelab(int argc, char** argv) {
  CLI::App app{kProgramDescription, "cubelab"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("cubelab ") + kVersion);
  add_all_commands(app);
  return run_app(app, argc, argv);
}

}  // namespace cubelab::cli
