// cubelab validate [CUBE ...]: checks cubes in any accepted format (arguments or stdin).
#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/facelets.h"

namespace cubelab::cli {

void add_validate_command(CLI::App& app) {
  struct Options {
    std::vector<std::string> cubes;
    std::string file;
    bool json = false;
  };
  auto opts = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("validate", "Check cubes (from arguments, or one per line on stdin)");
  cmd->add_option("cubes", opts->cubes, "Cubes in any accepted format, or moves");
  cmd->add_option("--file", opts->file, "Read cubes from this file, one per line ('-' = stdin)");
  cmd->add_flag("--json", opts->json, "One JSON object per cube");
  cmd->callback([opts] {
    guarded([&] {
      for (const std::string& text : read_inputs(opts->cubes, opts->file)) {
        try {
          std::string f = to_facelets(parse_cube(text).cube);
          if (opts->json)
            print_json({{"input", text}, {"valid", true}, {"facelets", f}});
          else
            std::cout << "valid " << f << "\n";
        } catch (const InputError& e) {
          if (opts->json) {
            nlohmann::json j = {{"input", text}, {"valid", false}};
            j.update(error_json(e));
            print_json(j);
          } else {
            std::cout << "invalid " << e.code_name() << ": " << e.what() << "\n";
          }
          report_input_error(e);
        }
      }
    });
  });
}

}  // namespace cubelab::cli
