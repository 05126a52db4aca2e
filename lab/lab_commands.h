#pragma once
// Each experiment command lives in its own lab/cmd_<name>.cpp and defines
// add_<name>_command(CLI::App&); CMakeLists.txt generates add_all_lab_commands from those
// files, as it does the cubelab program's commands (apps/cubelab/commands.h).
#include <CLI/CLI.hpp>

namespace cubelab::cli {

// Adds every experiment command (generated: build/generated/lab_commands.cpp).
void add_all_lab_commands(CLI::App& app);

}  // namespace cubelab::cli
