// cubelab scan: a real cube read into a legal cube state through the facade (cubelab/scan.h,
// docs/scan.md), from six photos of its faces, or from the colours of its stickers (--rgb,
// one cube a JSON line). A line that makes no cube does not stop the batch; the exit status
// is 2 at the end if any did not.
#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <iterator>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/cubelab.h"

namespace cubelab::cli {
namespace {

void scan_photo_files(const std::vector<std::string>& files, const std::string& puzzle, bool json) {
  std::vector<std::string> photos;
  for (const std::string& file : files) {
    std::ifstream in(file, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!in.good() && !in.eof()) throw Error("E_REQUEST", "cannot read " + printable(file, 200));
    photos.push_back(std::move(bytes));
  }
  const PhotoScan scan = scan_photos(photos, photo_cube_size(puzzle), files);
  if (json)
    std::cout << to_json(scan) << std::endl;
  else if (scan.reading.valid)
    std::cout << scan.reading.facelets << "\n";
  if (!scan.reading.valid) {
    std::cerr << "error " << scan.reading.code << ": " << scan.reading.message << "\n";
    raise_exit(kExitBadInput);
  }
}

}  // namespace

void add_scan_command(CLI::App& app) {
  struct Options {
    std::string rgb, puzzle;
    std::vector<std::string> photos;
    bool json = false;
  };
  auto opts = std::make_shared<Options>();
  auto* cmd = app.add_subcommand(
      "scan",
      "Read a real cube from six photos of its faces, or from the colours of its stickers: one "
      "facelet string a cube");
  cmd->add_option("photos", opts->photos,
                  "Six photos (JPEG or PNG), one a face in the order U R F D L B, each face "
                  "held as drawn on the net (U with B at the top, D with F at the top, the "
                  "others with U at the top)")
      ->expected(6)
      ->check(CLI::ExistingFile);
  cmd->add_option("--rgb", opts->rgb,
                  "JSON Lines, one cube a line: {\"faces\": {\"U\": [[r,g,b], ... N*N], \"R\": "
                  "..., \"F\", \"D\", \"L\", \"B\"}}, each face row by row as on the net ('-' = "
                  "stdin)");
  cmd->add_option("--puzzle,-p", opts->puzzle,
                  "The cube's size for photos (2x2x2 to 33x33x33; default: as the photos show)");
  cmd->add_flag("--json", opts->json,
                "One JSON object a cube: puzzle, valid, facelets (or code and message), each "
                "sticker's confidence, the stickers in doubt, a note");
  cmd->callback([opts] {
    guarded([&] {
      if (opts->photos.empty() == opts->rgb.empty())
        throw Error("E_REQUEST", "scan reads six photos or --rgb FILE (one of them)");
      if (!opts->photos.empty()) return scan_photo_files(opts->photos, opts->puzzle, opts->json);
      if (!opts->puzzle.empty())
        throw Error("E_OPTION", "--puzzle is for photos: --rgb finds the size from the count");
      for_each_input({}, opts->rgb, [&](const InputLine& in) {
        try {
          in.check();
          ColourReading r;
          r = resolve_colours_json(in.text);
          if (opts->json)
            std::cout << to_json(r) << std::endl;
          else if (r.valid)
            std::cout << r.facelets << "\n";
          if (!r.valid) {  // an answer all the same: which stickers are in doubt
            std::cerr << in.where() << "error " << r.code << ": " << r.message << "\n";
            raise_exit(kExitBadInput);
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
