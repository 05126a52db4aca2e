// The face finder and the photo scan on photos cubelab draws (scan/face_photo.h): faces of
// every size under light of a colour and falling off, turned, blurred, noisy,
// JPEG-compressed, on busy backdrops, read back sticker by sticker; six photos read into the
// cube they show; photos that show no face refused with the photo named.
#include "cubelab/scan/face_finder.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "cubelab/cube/random.h"
#include "cubelab/cubelab.h"
#include "cubelab/scan/face_photo.h"
#include "cubelab/scan/image_decoding.h"
#include "cubelab/scan/image_encoding.h"
#include "support/test_support.h"

namespace cubelab::scan {
namespace {

using Colour = std::array<double, 3>;

std::vector<Colour> colours_of(std::string_view stickers) {
  std::vector<Colour> out;
  for (char f : stickers) out.push_back(usual_sticker_colour(f));
  return out;
}

// The face letter whose usual colour, under `light`, is nearest to `c`.
char nearest_face(const Colour& c, const Colour& light) {
  char best = '?';
  double best_d = 1e300;
  for (char f : std::string("URFDLB")) {
    const Colour u = usual_sticker_colour(f);
    const double d =
        std::hypot(u[0] * light[0] - c[0], u[1] * light[1] - c[1], u[2] * light[2] - c[2]);
    if (d < best_d) best_d = d, best = f;
  }
  return best;
}

// Draws a random face, finds it, and returns how many stickers were read as another
// colour, or -1 (with `why`) when no face of that size was found.
int misread(int n, const PhotoConditions& c, int jpeg_quality, std::string& why) {
  Rng rng(c.seed);
  std::string face;
  for (int i = 0; i < n * n; ++i) face += "URFDLB"[rng.below(6)];
  Image photo = render_face_photo(colours_of(face), n, c);
  if (jpeg_quality) photo = decode_image(encode_jpeg(photo, jpeg_quality));
  const FaceGrid grid = find_face(photo, 0);
  if (!grid.found || grid.n != n) {
    why = grid.found ? "found " + std::to_string(grid.n) + " stickers a side" : grid.problem;
    return -1;
  }
  int wrong = 0;
  const double diagonal = std::hypot(c.width, c.height);
  for (int i = 0; i < n * n; ++i) {
    // The light where the sticker is (face_photo.cpp: falling off to the bottom right).
    const double x = grid.origin[0] + i % n * grid.right[0] + i / n * grid.down[0];
    const double y = grid.origin[1] + i % n * grid.right[1] + i / n * grid.down[1];
    const double shade = 1 - c.gradient * (x * 0.6 + y * 0.8) / diagonal;
    wrong += nearest_face(grid.rgb[i],
                          {c.light[0] * shade, c.light[1] * shade, c.light[2] * shade}) != face[i];
  }
  return wrong;
}

TEST(FaceFinder, CleanPhotosOfEverySize) {
  for (int n : {2, 3, 4, 5, 7, 9, 13}) {
    PhotoConditions c;
    c.seed = n;
    c.face = 0.8;
    std::string why;
    EXPECT_EQ(misread(n, c, 0, why), 0) << n << "x" << n << ": " << why;
  }
}

TEST(FaceFinder, HardPhotos) {
  for (std::uint64_t seed : {1, 2, 3, 4, 5, 6}) {
    std::string why;
    const int n = 2 + static_cast<int>(seed);
    EXPECT_EQ(misread(n, varied_conditions(seed), seed % 2 ? 80 : 0, why), 0)
        << n << "x" << n << " seed " << seed << ": " << why;
  }
}

TEST(FaceFinder, HardPhotosOfEverySizeSlow) {
  int failures = 0;
  for (int n = 2; n <= 7; ++n)
    for (std::uint64_t k = 0; k < 5; ++k) {
      const std::uint64_t seed = 100 * n + k;
      std::string why;
      const int m = misread(n, varied_conditions(seed), k % 2 ? 80 : 0, why);
      failures += m != 0;
      EXPECT_EQ(m, 0) << n << "x" << n << " seed " << seed << ": " << why;
    }
  EXPECT_EQ(failures, 0);
}

TEST(FaceFinder, APhotoWithNoFaceSaysSo) {
  for (Backdrop b : {Backdrop::Plain, Backdrop::Mottled, Backdrop::Discs}) {
    PhotoConditions c;
    c.backdrop = b;
    c.face = 0;  // no cube in the picture
    c.noise = 6;
    const FaceGrid grid = find_face(render_face_photo({}, 3, c), 0);
    EXPECT_FALSE(grid.found);
    EXPECT_FALSE(grid.problem.empty());
  }
  PhotoConditions half;  // a face half out of the frame
  half.shift_x = 0.5;
  half.face = 0.8;
  const FaceGrid grid = find_face(render_face_photo(colours_of("URFDLBURF"), 3, half), 3);
  EXPECT_FALSE(grid.found);
}

template <class Call>
::testing::AssertionResult throws_code(Call call, const std::string& code) {
  try {
    call();
  } catch (const Error& e) {
    if (e.code() == code) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << e.code() << ": " << e.what();
  }
  return ::testing::AssertionFailure() << "accepted";
}

// Six photos of a cube, one a face in the order U R F D L B, as JPEG files' bytes.
std::vector<std::string> photos_of(const std::string& facelets, int n, std::uint64_t seed) {
  std::vector<std::string> photos;
  for (int f = 0; f < 6; ++f) {
    PhotoConditions c = varied_conditions(seed * 6 + f);
    c.width = 480, c.height = 360;
    c.light = {1.05, 0.95, 0.8};  // one light for the whole cube
    photos.push_back(encode_jpeg(
        render_face_photo(colours_of(std::string_view(facelets).substr(f * n * n, n * n)), n, c),
        85));
  }
  return photos;
}

TEST(ScanPhotos, SixPhotosAreReadIntoTheCubeTheyShow) {
  for (int n : {2, 3, 5}) {
    ScrambleOptions o;
    o.puzzle = fmt::format("{0}x{0}x{0}", n);
    o.random_state = n <= 3;
    o.seed = n;
    const std::string facelets = cubelab::scramble(o).cube.facelets();
    const PhotoScan scan = scan_photos(photos_of(facelets, n, n));
    EXPECT_TRUE(scan.reading.valid) << n << ": " << scan.reading.message;
    EXPECT_EQ(scan.reading.facelets, facelets) << n;
    ASSERT_EQ(scan.faces.size(), 6u);
    for (const FacePhoto& f : scan.faces) EXPECT_EQ(f.n, n);
  }
  // The size given is the size read.
  ScrambleOptions four;
  four.puzzle = "4x4x4";
  four.random_state = false;
  four.seed = 4;
  const std::string cube4 = cubelab::scramble(four).cube.facelets();
  EXPECT_EQ(scan_photos(photos_of(cube4, 4, 4), 4).reading.facelets, cube4);
}

TEST(ScanPhotos, PhotosThatShowNoFaceAreRefusedAndNamed) {
  const std::string cube = Cube::parse("R U F").facelets();
  std::vector<std::string> photos = photos_of(cube, 3, 1);
  EXPECT_TRUE(throws_code([&] { scan_photos({photos.begin(), photos.end() - 1}); }, "E_REQUEST"));
  photos[1] = "this is no image";
  try {
    scan_photos(photos, 0, {"u.jpg", "r.jpg", "f.jpg", "d.jpg", "l.jpg", "b.jpg"});
    ADD_FAILURE() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.code(), "E_PHOTO");
    EXPECT_NE(std::string(e.what()).find("the photo of R (r.jpg)"), std::string::npos) << e.what();
  }
  PhotoConditions empty;
  empty.face = 0;
  photos[1] = encode_png(render_face_photo({}, 3, empty));
  EXPECT_TRUE(throws_code([&] { scan_photos(photos); }, "E_PHOTO"));
  EXPECT_TRUE(throws_code([&] { read_face_photo(photos[1]); }, "E_PHOTO"));
  EXPECT_TRUE(throws_code([&] { read_face_photo(photos[0], 1); }, "E_OPTION"));
  // Pixels as a canvas gives them (RGBA) read as the photo is.
  PhotoConditions c;
  const Image rgb = render_face_photo(colours_of("URFDLBURF"), 3, c);
  std::vector<std::uint8_t> rgba;
  for (size_t i = 0; i < rgb.rgb.size(); i += 3)
    rgba.insert(rgba.end(), {rgb.rgb[i], rgb.rgb[i + 1], rgb.rgb[i + 2], 255});
  const FacePhoto face = read_face_pixels(rgba.data(), rgb.width, rgb.height, 4);
  EXPECT_EQ(face.n, 3);
  EXPECT_EQ(face.stickers_seen, 9);
  EXPECT_TRUE(
      throws_code([&] { read_face_pixels(rgba.data(), rgb.width, rgb.height, 2); }, "E_REQUEST"));
}

TEST(ScanCommand, ReadsSixPhotoFiles) {
  const std::string cube = Cube::parse("R U F' L2 D B'").facelets();
  const std::vector<std::string> photos = photos_of(cube, 3, 7);
  const auto dir = test::fresh_test_path("photos");
  std::filesystem::create_directories(dir);
  std::string args;
  for (int f = 0; f < 6; ++f) {
    const auto path = dir / fmt::format("{}.jpg", "URFDLB"[f]);
    std::ofstream(path, std::ios::binary) << photos[f];
    args.append(" ").append(path.string());
  }
  args = "scan" + args;
  const auto r = test::cubelab(args);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, cube + "\n");
  const auto j = nlohmann::json::parse(test::cubelab(args + " --json -p 3x3x3").out);
  EXPECT_EQ(j["facelets"], cube);
  EXPECT_EQ(j["grids"].size(), 6u);
  // Its faces are what `scan --rgb` reads.
  EXPECT_EQ(test::cubelab("scan --rgb -", nlohmann::json{{"faces", j["faces"]}}.dump() + "\n").out,
            cube + "\n");
  EXPECT_EQ(test::cubelab(args + " -p 4x4x4").exit_code, 2);  // a 3x3x3's photos
  EXPECT_EQ(test::cubelab(args + " -p 1x1x1").exit_code, 2);
  EXPECT_EQ(test::cubelab("scan").exit_code, 2);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace cubelab::scan
