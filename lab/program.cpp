#include "apps/cubelab/program.h"

#include <CLI/CLI.hpp>
#include <string>

#include "cli_support.h"
#include "cubelab/version.h"
#include "lab/lab_commands.h"

namespace cubelab::cli {

int run_cubelab_lab(int argc, char** argv) {
  CLI::App app{"cubelab-lab: the source documents' experiments, re-run beside cubelab's numbers",
               "cubelab-lab"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("cubelab-lab ") + kVersion);
  add_all_lab_commands(app);
  return run_app(app, argc, argv);
}

}  // namespace cubelab::cli
