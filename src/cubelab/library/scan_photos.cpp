// The facade's photo reading (scan.h): each photo decoded (scan/image_decoding.h), its face
// found (scan/face_finder.h), the six faces brought to one size and their colours resolved
// as any readings are (scan.cpp).
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>

#include "cubelab/cube/error.h"
#include "cubelab/error.h"
#include "cubelab/scan.h"
#include "cubelab/scan/face_finder.h"
#include "cubelab/scan/image_decoding.h"

namespace cubelab {
namespace {

constexpr const char* kPhotoFaces = "URFDLB";

FacePhoto face_photo_of(const scan::FaceGrid& grid) {
  FacePhoto f;
  f.n = grid.n;
  f.stickers_seen = grid.stickers_seen;
  f.origin = grid.origin;
  f.right = grid.right;
  f.down = grid.down;
  f.rgb = grid.rgb;
  return f;
}

// The stickers a side asked for: 2 to 33, or 0 for as many as the photos show.
void check_size(int n) {
  if (n < 0 || n == 1 || n > 33)
    throw Error("E_OPTION", fmt::format("a face has 2 to 33 stickers a side, not {}", n));
}

scan::Image decoded(std::string_view photo) {
  try {
    return scan::decode_image(photo);
  } catch (const InputError& e) {
    throw Error(e.code_name(), e.what());
  }
}

}  // namespace

FacePhoto read_face_photo(std::string_view photo, int n) {
  check_size(n);
  const scan::FaceGrid grid = scan::find_face(decoded(photo), n);
  if (!grid.found) throw Error("E_PHOTO", "no cube face found: " + grid.problem);
  return face_photo_of(grid);
}

FacePhoto read_face_pixels(const std::uint8_t* pixels, int width, int height, int channels, int n) {
  check_size(n);
  if (channels != 3 && channels != 4)
    throw Error("E_REQUEST",
                fmt::format("pixels have 3 (RGB) or 4 (RGBA) bytes, not {}", channels));
  if (width <= 0 || height <= 0 || static_cast<long long>(width) * height > scan::kMaxPixels)
    throw Error("E_LIMIT", fmt::format("a picture of {} x {} pixels is not read", width, height));
  scan::Image image;
  image.width = width;
  image.height = height;
  image.rgb.resize(3 * static_cast<size_t>(width) * height);
  for (size_t i = 0; i < static_cast<size_t>(width) * height; ++i)
    for (int c = 0; c < 3; ++c) image.rgb[3 * i + c] = pixels[channels * i + c];
  const scan::FaceGrid grid = scan::find_face(image, n);
  if (!grid.found) throw Error("E_PHOTO", "no cube face found: " + grid.problem);
  return face_photo_of(grid);
}

int photo_cube_size(std::string_view puzzle) {
  if (puzzle.empty()) return 0;
  const std::string name(puzzle);
  int n = 0;
  char rest = 0;
  const bool cube = std::sscanf(name.c_str(), "%dx%*dx%*d%c", &n, &rest) == 1 &&
                    name == fmt::format("{0}x{0}x{0}", n);
  if (cube || (std::sscanf(name.c_str(), "%d%c", &n, &rest) == 1 && name == std::to_string(n)))
    if (n >= 2 && n <= 33) return n;
  throw Error("E_OPTION",
              "photos show a cube from 2x2x2 to 33x33x33, not '" + printable(name, 40) + "'");
}

PhotoScan scan_photos(const std::vector<std::string>& photos, int n,
                      const std::vector<std::string>& names) {
  if (photos.size() != 6)
    throw Error("E_REQUEST", fmt::format("a cube is read from six photos, one a face (U R F D L "
                                         "B), not {}",
                                         photos.size()));
  check_size(n);
  auto name = [&](int f) {
    return names.size() == 6 ? fmt::format("{} ({})", kPhotoFaces[f], names[f])
                             : std::string(1, kPhotoFaces[f]);
  };
  std::vector<scan::Image> images;
  std::vector<scan::FaceGrid> grids;
  for (int f = 0; f < 6; ++f) {
    try {
      images.push_back(decoded(photos[f]));
    } catch (const Error& e) {
      throw Error(e.code(), fmt::format("the photo of {}: {}", name(f), e.what()));
    }
    grids.push_back(scan::find_face(images.back(), n));
    if (!grids.back().found)
      throw Error("E_PHOTO", fmt::format("the photo of {}: no cube face found: {}", name(f),
                                         grids.back().problem));
  }
  // Without a size given, every face is read at the size most photos show (the larger of
  // two as common): a photo may lose a row in a shadow, or gain a patch of its backdrop.
  if (n == 0) {
    std::map<int, int> votes;
    for (const scan::FaceGrid& g : grids) ++votes[g.n];
    int size = 0;
    for (const auto& [s, count] : votes)
      if (count >= votes[size]) size = s;
    for (int f = 0; f < 6; ++f) {
      if (grids[f].n == size) continue;
      grids[f] = scan::find_face(images[f], size);
      if (!grids[f].found)
        throw Error("E_PHOTO", fmt::format("the photo of {}: no {}x{} face found ({}); the other "
                                           "photos show one",
                                           name(f), size, size, grids[f].problem));
    }
  }
  PhotoScan scan;
  std::vector<std::array<double, 3>> rgb;
  for (const scan::FaceGrid& g : grids) {
    scan.faces.push_back(face_photo_of(g));
    rgb.insert(rgb.end(), g.rgb.begin(), g.rgb.end());
  }
  scan.reading = resolve_colours(rgb);
  return scan;
}

std::string to_json(const PhotoScan& scan) {
  nlohmann::json j = nlohmann::json::parse(to_json(scan.reading));
  auto rounded = [](std::array<double, 2> v) {
    return std::array<double, 2>{std::round(v[0] * 10) / 10, std::round(v[1] * 10) / 10};
  };
  nlohmann::json faces = nlohmann::json::object(), grids = nlohmann::json::array();
  for (size_t f = 0; f < scan.faces.size(); ++f) {
    const FacePhoto& p = scan.faces[f];
    std::vector<std::array<int, 3>> rgb;
    for (const auto& c : p.rgb)
      rgb.push_back({static_cast<int>(std::lround(c[0])), static_cast<int>(std::lround(c[1])),
                     static_cast<int>(std::lround(c[2]))});
    faces[std::string(1, kPhotoFaces[f])] = rgb;
    grids.push_back({{"face", std::string(1, kPhotoFaces[f])},
                     {"n", p.n},
                     {"stickers_seen", p.stickers_seen},
                     {"origin", rounded(p.origin)},
                     {"right", rounded(p.right)},
                     {"down", rounded(p.down)}});
  }
  // "faces" as `scan --rgb` reads them: the line can be corrected and read again.
  j["faces"] = faces;
  j["grids"] = grids;
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace cubelab
