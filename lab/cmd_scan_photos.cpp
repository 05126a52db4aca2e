// cubelab-lab scan-photos: how well `cubelab scan` reads photos, measured on photos cubelab
// draws (src/cubelab/scan/face_photo.h) of random cubes: six JPEG photos a cube, clean or as
// people take them (varied_conditions: turned, off centre, coloured and falling light, blur,
// noise, busy backdrops), each read through the facade (scan_photos) and compared with the
// cube drawn. The fast-solving document (Abreu García 2011) names reading a cube from photos
// as its future work.
//   cubelab-lab scan-photos [--count N] [--seed S] [--photos DIR]
#include <fmt/format.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "cli_support.h"
#include "cubelab/cubelab.h"
#include "cubelab/scan/face_photo.h"
#include "cubelab/scan/image_encoding.h"
#include "lab/lab_commands.h"

namespace cubelab::cli {
namespace {

struct Tally {
  int cubes = 0, right = 0, wrong = 0, refused = 0, faces_with_all_seen = 0;
  double ms = 0;
};

std::vector<std::string> photos_of(const std::string& facelets, int n, bool varied,
                                   std::uint64_t seed) {
  std::vector<std::string> photos;
  for (int f = 0; f < 6; ++f) {
    scan::PhotoConditions c =
        varied ? scan::varied_conditions(seed * 6 + f) : scan::PhotoConditions{};
    if (varied) c.light = scan::varied_conditions(seed).light;  // one light for the cube
    std::vector<std::array<double, 3>> stickers;
    for (int i = 0; i < n * n; ++i)
      stickers.push_back(scan::usual_sticker_colour(facelets[f * n * n + i]));
    photos.push_back(scan::encode_jpeg(scan::render_face_photo(stickers, n, c), 85));
  }
  return photos;
}

}  // namespace

void add_scan_photos_command(CLI::App& app) {
  struct Options {
    int count = 20;
    std::uint64_t seed = 1;
    std::string photos;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand(
      "scan-photos", "How well scan reads photos: photos drawn of random cubes, read back");
  add_int_option(cmd, "--count", o->count, 1, 100000,
                 "Cubes of each size and kind (default 20); each one refused is named on stderr");
  add_seed_option(cmd, "--seed", o->seed, "Cube i and its photos come from this seed");
  cmd->add_option("--photos", o->photos,
                  "Also write the first cube's photos of each size and kind into this folder "
                  "(DIR/3x3x3-varied/U.jpg ...), to try `cubelab scan` on, and the photos of "
                  "every cube refused (DIR/refused-3x3x3-varied-7/...)");
  cmd->callback([o] {
    guarded([&] {
      std::cout << "| puzzle | photos | cubes | right | wrong | refused | faces with every sticker "
                   "seen | ms a cube |\n|---|---|---:|---:|---:|---:|---:|---:|\n";
      for (int n : {2, 3, 4, 5, 7})
        for (bool varied : {false, true}) {
          Tally t;
          const std::string puzzle = fmt::format("{0}x{0}x{0}", n);
          for (int i = 0; i < o->count; ++i) {
            ScrambleOptions s;
            s.puzzle = puzzle;
            s.random_state = n <= 3;
            s.length = 20 * n;
            s.seed = o->seed * 1000003 + static_cast<std::uint64_t>(i * 10 + n);
            const std::string facelets = scramble(s).cube.facelets();
            const std::vector<std::string> photos = photos_of(facelets, n, varied, *s.seed);
            const std::string kind = varied ? "varied" : "clean";
            auto keep = [&](const std::string& name) {
              if (o->photos.empty()) return;
              const auto dir = std::filesystem::path(o->photos) / name;
              std::filesystem::create_directories(dir);
              for (int f = 0; f < 6; ++f)
                std::ofstream(dir / fmt::format("{}.jpg", "URFDLB"[f]), std::ios::binary)
                    << photos[f];
            };
            auto refused = [&](const std::string& code, const std::string& message) {
              ++t.refused;
              std::cerr << fmt::format("{} {} cube {}: {} {}\n", puzzle, kind, i, code, message);
              keep(fmt::format("refused-{}-{}-{}", puzzle, kind, i));
            };
            if (i == 0) keep(puzzle + "-" + kind);
            ++t.cubes;
            const auto start = std::chrono::steady_clock::now();
            try {
              const PhotoScan scan = scan_photos(photos);
              for (const FacePhoto& f : scan.faces)
                t.faces_with_all_seen += f.stickers_seen == n * n;
              if (!scan.reading.valid)
                refused(scan.reading.code, scan.reading.message);
              else if (scan.reading.facelets == facelets)
                ++t.right;
              else
                ++t.wrong;
            } catch (const Error& e) {
              refused(e.code(), e.what());
            }
            t.ms +=
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                    .count();
          }
          std::cout << fmt::format("| {} | {} | {} | {} | {} | {} | {} of {} | {:.0f} |\n", puzzle,
                                   varied ? "varied" : "clean", t.cubes, t.right, t.wrong,
                                   t.refused, t.faces_with_all_seen, 6 * t.cubes, t.ms / t.cubes);
        }
    });
  });
}

}  // namespace cubelab::cli
