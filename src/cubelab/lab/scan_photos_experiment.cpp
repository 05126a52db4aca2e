#include <fmt/format.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include "cubelab/cubelab.h"
#include "cubelab/experiments/scan_photos.h"
#include "cubelab/scan/face_photo.h"
#include "cubelab/scan/image_encoding.h"

namespace cubelab::lab {
namespace {

// The six photos of a cube (src/cubelab/scan/face_photo.h), one light for the whole cube.
std::vector<std::string> photos_of(const std::string& facelets, int n, bool varied,
                                   std::uint64_t seed) {
  std::vector<std::string> photos;
  for (int f = 0; f < 6; ++f) {
    scan::PhotoConditions c =
        varied ? scan::varied_conditions(seed * 6 + f) : scan::PhotoConditions{};
    if (varied) c.light = scan::varied_conditions(seed).light;
    std::vector<std::array<double, 3>> stickers;
    for (int i = 0; i < n * n; ++i)
      stickers.push_back(scan::usual_sticker_colour(facelets[f * n * n + i]));
    photos.push_back(scan::encode_jpeg(scan::render_face_photo(stickers, n, c), 85));
  }
  return photos;
}

void write_photos(const std::string& folder, const std::string& name,
                  const std::vector<std::string>& photos) {
  if (folder.empty()) return;
  const auto dir = std::filesystem::path(folder) / name;
  std::filesystem::create_directories(dir);
  for (int f = 0; f < 6; ++f)
    std::ofstream(dir / fmt::format("{}.jpg", "URFDLB"[f]), std::ios::binary) << photos[f];
}

}  // namespace

std::vector<ScanPhotosRow> run_scan_photos_experiment(
    const ScanPhotosConfig& config, const std::function<void(const std::string&)>& refused) {
  if (config.count < 1) throw Error("E_OPTION", "the count of cubes must be at least 1");
  std::vector<ScanPhotosRow> rows;
  for (int n : {2, 3, 4, 5, 7})
    for (bool varied : {false, true}) {
      ScanPhotosRow t;
      t.puzzle = fmt::format("{0}x{0}x{0}", n);
      t.varied = varied;
      const std::string kind = varied ? "varied" : "clean";
      for (int i = 0; i < config.count; ++i) {
        ScrambleOptions s;
        s.puzzle = t.puzzle;
        s.random_state = n <= 3;
        s.length = 20 * n;
        s.seed = config.seed * 1000003 + static_cast<std::uint64_t>(i * 10 + n);
        const std::string facelets = scramble(s).cube.facelets();
        const std::vector<std::string> photos = photos_of(facelets, n, varied, *s.seed);
        auto refuse = [&](const std::string& code, const std::string& message) {
          ++t.refused;
          if (refused)
            refused(fmt::format("{} {} cube {}: {} {}", t.puzzle, kind, i, code, message));
          write_photos(config.photos_dir, fmt::format("refused-{}-{}-{}", t.puzzle, kind, i),
                       photos);
        };
        if (i == 0) write_photos(config.photos_dir, t.puzzle + "-" + kind, photos);
        ++t.cubes;
        const auto start = std::chrono::steady_clock::now();
        try {
          const PhotoScan scan = scan_photos(photos);
          for (const FacePhoto& f : scan.faces) t.faces_with_all_seen += f.stickers_seen == n * n;
          if (!scan.reading.valid)
            refuse(scan.reading.code, scan.reading.message);
          else if (scan.reading.facelets == facelets)
            ++t.right;
          else
            ++t.wrong;
        } catch (const Error& e) {
          refuse(e.code(), e.what());
        }
        t.ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                    .count();
      }
      rows.push_back(t);
    }
  return rows;
}

std::string scan_photos_markdown(const std::vector<ScanPhotosRow>& rows) {
  std::string out =
      "| puzzle | photos | cubes | right | wrong | refused | faces with every sticker seen | "
      "ms a cube |\n|---|---|---:|---:|---:|---:|---:|---:|\n";
  for (const ScanPhotosRow& t : rows)
    out += fmt::format("| {} | {} | {} | {} | {} | {} | {} of {} | {:.0f} |\n", t.puzzle,
                       t.varied ? "varied" : "clean", t.cubes, t.right, t.wrong, t.refused,
                       t.faces_with_all_seen, 6 * t.cubes, t.ms / t.cubes);
  return out;
}

}  // namespace cubelab::lab
