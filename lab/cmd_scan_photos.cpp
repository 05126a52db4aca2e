// cubelab-lab scan-photos: how well `cubelab scan` reads photos, measured on photos cubelab
// draws of random cubes (include/cubelab/experiments/scan_photos.h).
//   cubelab-lab scan-photos [--count N] [--seed S] [--photos DIR]
#include <iostream>

#include "cli_support.h"
#include "cubelab/experiments/scan_photos.h"
#include "lab/lab_commands.h"

namespace cubelab::cli {

void add_scan_photos_command(CLI::App& app) {
  auto o = std::make_shared<lab::ScanPhotosConfig>();
  auto* cmd = app.add_subcommand(
      "scan-photos", "How well scan reads photos: photos drawn of random cubes, read back");
  add_int_option(cmd, "--count", o->count, 1, 100000,
                 "Cubes of each size and kind (default 20); each one refused is named on stderr");
  add_seed_option(cmd, "--seed", o->seed, "Cube i and its photos come from this seed");
  cmd->add_option("--photos", o->photos_dir,
                  "Also write the first cube's photos of each size and kind into this folder "
                  "(DIR/3x3x3-varied/U.jpg ...), to try `cubelab scan` on, and the photos of "
                  "every cube refused (DIR/refused-3x3x3-varied-7/...)");
  cmd->callback([o] {
    guarded([&] {
      const auto rows = lab::run_scan_photos_experiment(
          *o, [](const std::string& line) { std::cerr << line << "\n"; });
      std::cout << lab::scan_photos_markdown(rows);
    });
  });
}

}  // namespace cubelab::cli
