#pragma once
// Shared CLI plumbing: exit codes, error printing, JSON lines, reading cubes from
// arguments, files or stdin.
#include <CLI/CLI.hpp>
#include <CLI/CLI.hpp>
#include <functional>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cubelab/cube/error.h"
#include "cubelab/cube/puzzle.h"

namespace cubelab::cli {

enum ExitCode { kExitOk = 0, kExitFailure = 1, kExitBadInput = 2 };

// The exit status the program ends with; commands raise it (never lower it).
int& exit_status();
void raise_exit(int code);

// Prints "error E_CODE: message" on stderr and raises the exit status to 2.
void report_input_error(const InputError& e);

// Runs fn; an InputError is reported (exit 2), any other exception exit 1.
void guarded(const std::function<void()>& fn);

// One JSON object per line; invalid UTF-8 is replaced, never thrown on.
void print_json(const nlohmann::json& j, std::ostream& out = std::cout);
nlohmann::json error_json(const InputError& e);

// The inputs of a batch command: the positional arguments, or else the lines of `file`
// ("-" = stdin), skipping blank lines and lines starting with '#'.
std::vector<std::string> read_inputs(const std::vector<std::string>& args,
                                     const std::string& file);

// The --puzzle option ("3x3x3" or "2x2x2", default 3x3x3) shared by the commands.
void add_puzzle_option(CLI::App* cmd, std::string& puzzle);
Puzzle puzzle_of(const std::string& name);

// The `cubelab experiment` parent command; each document's experiments add a subcommand.
CLI::App* experiment_parent(CLI::App& app);

// True when stdout is a terminal and colours were not turned off (--no-color, NO_COLOR).
bool use_color(bool no_color_flag);

}  // namespace cubelab::cli
