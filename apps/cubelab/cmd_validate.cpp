// cubelab validate [CUBE ...]: checks cubes in any accepted format (arguments or stdin).
// A bad line does not stop the batch; the exit status is 2 at the end if any was bad.
#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/cubelab.h"

namespace cubelab::cli {

void add_validate_command(CLI::App& app) {
  struct Options {
    std::vector<std::string> cubes;
    std::string file, puzzle = "3x3x3";
    bool json = false;
  };
  auto opts = std::make_shared<Options>();
  auto* cmd =
      app.add_subcommand("validate", "Check cubes (from arguments, or one per line on stdin)");
  cmd->add_option("cubes", opts->cubes,
                  "Cubes in any accepted format, or moves (one per argument)");
  cmd->add_option("--file", opts->file, "Read cubes from this file, one per line ('-' = stdin)");
  add_puzzle_option(cmd, opts->puzzle);
  cmd->add_flag("--json", opts->json,
                "One JSON object per cube: input, valid, facelets, format; code, message and "
                "the stickers the error is about when invalid");
  cmd->callback([opts] {
    guarded([&] {
      for_each_input(opts->cubes, opts->file, [&](const InputLine& in) {
        const std::string& text = in.text;
        try {
          in.check();
          const Validation v = validate(text, opts->puzzle);
          if (!v.valid) {
            nlohmann::json fields = {{"valid", false}};
            if (!v.stickers.empty()) fields["stickers"] = v.stickers;
            in.report_invalid(Error(v.code, v.message), opts->json, fields);
            return;
          }
          if (opts->json) {
            nlohmann::json j = {
                {"input", text}, {"valid", true}, {"facelets", v.facelets}, {"format", v.format}};
            if (!v.note.empty()) j["note"] = v.note;
            print_json(j);
          } else {
            std::cout << "valid " << v.facelets << "\n";
          }
        } catch (const OutputError&) {
          throw;  // the output failed, not this input
        } catch (const Error& bad) {
          in.report_invalid(bad, opts->json, {{"valid", false}});
        }
      });
    });
  });
}

}  // namespace cubelab::cli
