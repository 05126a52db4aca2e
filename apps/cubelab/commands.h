#pragma once
// Each subcommand lives in its own cmd_*.cpp and adds itself to the CLI11 app here.
// Commands do no solving themselves: they parse arguments, call the library, print.
#include <CLI/CLI.hpp>

namespace cubelab::cli {

void add_show_command(CLI::App& app);
void add_validate_command(CLI::App& app);
void add_solve_command(CLI::App& app);
void add_demo_command(CLI::App& app);
void add_alg_command(CLI::App& app);
void add_scramble_command(CLI::App& app);
void add_serve_command(CLI::App& app);
void add_bench_command(CLI::App& app);
void add_solvers_command(CLI::App& app);
void add_tables_command(CLI::App& app);
void add_experiment_command(CLI::App& app);
void add_experiment_eda_command(CLI::App& app);

}  // namespace cubelab::cli
