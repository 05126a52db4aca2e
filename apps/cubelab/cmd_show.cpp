// cubelab show ALG | --facelets F: the net and the facelet string.
#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/cubelab.h"

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
      const Validation v = validate(text, opts->puzzle);
      if (!v.valid) throw Error(v.code, v.message);
      // Solved as the puzzle says (a megaminx held turned is solved too).
      const bool solved = Cube::parse(v.facelets, opts->puzzle).is_solved();
      if (opts->json) {
        nlohmann::json j = {{"puzzle", opts->puzzle},
                            {"facelets", v.facelets},
                            {"solved", solved},
                            {"format", v.format}};
        // Singmaster's positional notation names the 3x3x3's and the 2x2x2's pieces.
        const std::string singmaster = Cube::parse(v.facelets, opts->puzzle).singmaster();
        if (!singmaster.empty()) j["singmaster"] = singmaster;
        if (!v.note.empty()) j["note"] = v.note;
        print_json(j);
      } else {
        std::cout << Cube::parse(v.facelets, opts->puzzle).diagram(use_color(opts->no_color))
                  << v.facelets << "\n";
      }
    });
  });
}

}  // namespace cubelab::cli
