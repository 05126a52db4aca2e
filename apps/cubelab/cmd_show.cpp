// cubelab show ALG | --facelets F: the net and the facelet string.
#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/net.h"

namespace cubelab::cli {

void add_show_command(CLI::App& app) {
  struct Options {
    std::string alg, facelets;
    bool json = false, no_color = false;
  };
  auto opts = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("show", "Show a cube as a net and as a facelet string");
  cmd->add_option("alg", opts->alg, "Moves applied to the solved cube (or a cube in any format)");
  cmd->add_option("--facelets,-f", opts->facelets, "The cube as a facelet string (any format)");
  cmd->add_flag("--json", opts->json, "Print one JSON object");
  cmd->add_flag("--no-color", opts->no_color, "Plain letters even on a terminal");
  cmd->callback([opts] {
    guarded([&] {
      const std::string& text = opts->facelets.empty() ? opts->alg : opts->facelets;
      CubieCube cube = parse_cube(text).cube;
      std::string f = to_facelets(cube);
      if (opts->json) {
        print_json({{"facelets", f}, {"solved", cube.is_solved()}});
      } else {
        std::cout << render_net(f, use_color(opts->no_color)) << f << "\n";
      }
    });
  });
}

}  // namespace cubelab::cli
