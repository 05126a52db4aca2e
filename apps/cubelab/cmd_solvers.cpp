// cubelab solvers: every solver with its puzzle, description and options.
#include <fmt/format.h>

#include <algorithm>
#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/number.h"
#include "cubelab/solve.h"

namespace cubelab::cli {

namespace {

// What values an option takes: "int in [4, 100000]", "one of bn, umda, markov".
std::string allowed(const SolverOption& o) {
  if (o.type == "choice") {
    std::string list;
    for (const std::string& c : o.choices) list += (list.empty() ? "" : ", ") + c;
    return "one of " + list;
  }
  if (o.type == "int" && o.min < o.max)
    return "whole number in " +
           format_range(static_cast<int64_t>(o.min), static_cast<int64_t>(o.max));
  if (o.type == "double" && o.min < o.max) return "number in " + format_range(o.min, o.max);
  if (o.type == "size" && o.min < o.max)
    return fmt::format("size in [{}, {}]", format_size(static_cast<uint64_t>(o.min)),
                       format_size(static_cast<uint64_t>(o.max)));
  if (o.type == "bool") return "true or false";
  return o.type;
}

}  // namespace

void add_solvers_command(CLI::App& app) {
  auto json = std::make_shared<bool>(false);
  auto* cmd = app.add_subcommand("solvers", "List the solvers and their options");
  cmd->add_flag("--json", *json, "One JSON object per solver");
  cmd->callback([json] {
    guarded([&] {
      const std::vector<SolverInfo> all = solvers();
      if (*json) {
        for (const SolverInfo& s : all) std::cout << to_json(s) << '\n';
        return;
      }
      // Widths from the content: the solver names, the puzzles and every "name=default" of
      // every solver, so that the descriptions of all solvers and options start in one
      // column each.
      size_t name_width = 0, puzzle_width = 0, option_width = 0;
      for (const SolverInfo& s : all) {
        name_width = std::max(name_width, s.name.size());
        puzzle_width = std::max(puzzle_width, s.puzzle.size());
        for (const SolverOption& o : s.options)
          option_width = std::max(option_width, o.name.size() + 1 + o.default_value.size());
      }
      for (const SolverInfo& s : all) {
        std::cout << fmt::format("{:<{}}  {:<{}}  {}\n", s.name, name_width, s.puzzle, puzzle_width,
                                 s.description);
        for (const SolverOption& o : s.options)
          std::cout << fmt::format("    -o {:<{}}  {} ({})\n", o.name + "=" + o.default_value,
                                   option_width, o.description, allowed(o));
      }
    });
  });
}

}  // namespace cubelab::cli
