// cubelab show ALG | --facelets F: the net and the facelet string.
#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/net.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/cube/singmaster.h"

namespace cubelab::cli {

void add_show_command(CLI::App& app) {
  struct Options {
    std::vector<std::string> alg;
    std::string facelets, puzzle = "3x3x3";
    bool json = false, no_color = false;
  };
  auto opts = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("show", "Show a cube as a net and as a facelet string");
  cmd->add_option("cube", opts->alg,
                  "Moves applied to the solved cube, or a cube in any format (docs/formats.md)");
  cmd->add_option("--facelets,-f", opts->facelets, "The cube in any format");
  add_puzzle_option(cmd, opts->puzzle);
  cmd->add_flag("--json", opts->json,
                "Print one JSON object: facelets, singmaster, solved, puzzle, format");
  cmd->add_flag("--no-color", opts->no_color, "Plain letters even on a terminal");
  cmd->callback([opts] {
    guarded([&] {
      std::string text = opts->facelets;
      for (const std::string& word : opts->alg) text += (text.empty() ? "" : " ") + word;
      Puzzle puzzle = puzzle_of(opts->puzzle);
      ParsedCube parsed = parse_cube_for(puzzle, text);
      std::string f = facelets_for(puzzle, parsed.cube);
      std::string singmaster =
          puzzle == Puzzle::Cube2 ? pocket_singmaster(parsed.cube) : to_singmaster(parsed.cube);
      if (opts->json) {
        nlohmann::json j = {{"puzzle", puzzle_name(puzzle)},
                            {"facelets", f},
                            {"singmaster", singmaster},
                            {"solved", parsed.cube.is_solved()},
                            {"format", input_kind_name(parsed.kind)}};
        if (!parsed.note.empty()) j["note"] = parsed.note;
        print_json(j);
      } else {
        std::cout << render_net(f, use_color(opts->no_color)) << f << "\n";
      }
    });
  });
}

}  // namespace cubelab::cli
