// cubelab-lab: the source documents' experiments re-run beside cubelab's own numbers
// (lab/README.md). A program of its own, so that the cubelab program carries no experiment.
#include <CLI/CLI.hpp>

#include "cli_support.h"
#include "cubelab/version.h"
#include "lab/lab_commands.h"

int main(int argc, char** argv) {
  CLI::App app{"cubelab-lab: the source documents' experiments, re-run beside cubelab's numbers",
               "cubelab-lab"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("cubelab-lab ") + cubelab::kVersion);
  cubelab::cli::add_all_lab_commands(app);
  return cubelab::cli::run_app(app, argc, argv);
}
