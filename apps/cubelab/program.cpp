#include "program.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <string>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/version.h"

namespace cubelab::cli {

int run_cubelab(int argc, char** argv) {
  // Named as it was run: cubelab, or cubelab-demo (the same commands' program for the demo).
  const std::string name = argc > 0 && argv[0] && *argv[0]
                               ? std::filesystem::path(argv[0]).filename().string()
                               : "cubelab";
  CLI::App app{kProgramDescription, name};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("cubelab ") + kVersion);
  add_all_commands(app);
  return run_app(app, argc, argv);
}

}  // namespace cubelab::cli
