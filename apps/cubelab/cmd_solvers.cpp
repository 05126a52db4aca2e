// cubelab solvers: every solver with its puzzle, description and options.
#include <fmt/format.h>

#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solve/result_json.h"

namespace cubelab::cli {

void add_solvers_command(CLI::App& app) {
  auto json = std::make_shared<bool>(false);
  auto* cmd = app.add_subcommand("solvers", "List the solvers and their options");
  cmd->add_flag("--json", *json, "One JSON object per solver");
  cmd->callback([json] {
    guarded([&] {
      for (const auto& s : all_solvers()) {
        if (*json) {
          print_json(solver_to_json(*s));
          continue;
        }
        std::cout << fmt::format("{:<16} {:<6} {}\n", s->name(), puzzle_name(s->puzzle()),
                                 s->description());
        for (const OptionSpec& o : s->options())
          std::cout << fmt::format("    -o {}={:<10} {} ({})\n", o.name, o.default_value,
                                   o.description, o.type);
      }
    });
  });
}

}  // namespace cubelab::cli
