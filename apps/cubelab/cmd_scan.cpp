// cubelab scan --rgb FILE: the colours of every sticker of a real cube (one cube a JSON line,
// docs/scan.md) read into a legal cube state, through the facade (cubelab/scan.h). A line
// that makes no cube does not stop the batch; the exit status is 2 at the end if any did not.
#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/cubelab.h"

namespace cubelab::cli {

void add_scan_command(CLI::App& app) {
  struct Options {
    std::string rgb;
    bool json = false;
  };
  auto opts = std::make_shared<Options>();
  auto* cmd = app.add_subcommand(
      "scan", "Read a real cube from the colours of its stickers: one facelet string a cube");
  cmd->add_option("--rgb", opts->rgb,
                  "JSON Lines, one cube a line: {\"faces\": {\"U\": [[r,g,b], ... N*N], \"R\": "
                  "..., \"F\", \"D\", \"L\", \"B\"}}, each face row by row as on the net ('-' = "
                  "stdin)")
      ->required();
  cmd->add_flag("--json", opts->json,
                "One JSON object a cube: puzzle, valid, facelets (or code and message), each "
                "sticker's confidence, the stickers in doubt, a note");
  cmd->callback([opts] {
    guarded([&] {
      for_each_input({}, opts->rgb, [&](const InputLine& in) {
        try {
          in.check();
          ColourReading r;
          try {
            r = resolve_colours_json(in.text);
          } catch (const Error& e) {
            throw input_error(e);
          }
          if (opts->json)
            std::cout << to_json(r) << std::endl;
          else if (r.valid)
            std::cout << r.facelets << "\n";
          if (!r.valid) {  // an answer all the same: which stickers are in doubt
            std::cerr << in.where() << "error " << r.code << ": " << r.message << "\n";
            raise_exit(kExitBadInput);
          }
        } catch (const InputError& bad) {
          in.report_invalid(bad, opts->json, {{"valid", false}});
        }
      });
    });
  });
}

}  // namespace cubelab::cli
