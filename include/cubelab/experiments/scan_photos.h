#pragma once
// The lab's door to one experiment (cubelab-lab scan-photos; the library cubelab_lab): how
// well `cubelab scan` reads photos, measured on photos cubelab draws of random cubes: six
// JPEG photos a cube, clean or as people take them (turned, off centre, coloured and falling
// light, blur, noise, busy backdrops), each set read through the facade (scan_photos) and
// compared with the cube drawn. The fast-solving document (M. Abreu García, "Resolución
// rápida del cubo de Rubik", 2011) names reading a cube from photos as its future work.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace cubelab::lab {

struct ScanPhotosConfig {
  int count = 20;  // cubes of each size and kind
  uint64_t seed = 1;
  // When set, the first cube's photos of each size and kind are written into this folder
  // (DIR/3x3x3-varied/U.jpg ...), and the photos of every cube refused
  // (DIR/refused-3x3x3-varied-7/...).
  std::string photos_dir;
};

// One size and kind of photos.
struct ScanPhotosRow {
  std::string puzzle;  // "3x3x3"
  bool varied = false;
  int cubes = 0, right = 0, wrong = 0, refused = 0;
  int faces_with_all_seen = 0;  // faces whose every sticker was found, of 6 * cubes
  double ms = 0;                // all cubes' reading time
};

// The 2x2x2, 3x3x3, 4x4x4, 5x5x5 and 7x7x7, clean and varied. `refused(line)` names each cube
// refused and why.
std::vector<ScanPhotosRow> run_scan_photos_experiment(
    const ScanPhotosConfig& config, const std::function<void(const std::string&)>& refused = {});

std::string scan_photos_markdown(const std::vector<ScanPhotosRow>& rows);

}  // namespace cubelab::lab
