#pragma once
// Each subcommand lives in its own cmd_<name>.cpp (here or in lab/) and defines
// add_<name>_command(CLI::App&), which adds it to the CLI11 app. CMakeLists.txt generates
// add_all_commands from those files, so a new command is a new file and nothing else.
// Commands do no solving themselves: they parse arguments, call the library, print.
#include <CLI/CLI.hpp>

namespace cubelab::cli {

// Adds every subcommand (generated: build/generated/commands.cpp).
void add_all_commands(CLI::App& app);

}  // namespace cubelab::cli
