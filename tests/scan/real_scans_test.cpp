// Real cubes read by a solving robot's camera (data/reference/real-scans, MIT, from Daniel
// Walton's robot projects): the colours it read resolved into the states its author checked,
// and its photos read back sticker by sticker as its own tracker read them.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "cubelab/scan.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

using nlohmann::json;

struct RealCube {
  std::string name;
  int n = 0;
  std::vector<std::array<double, 3>> rgb;  // U R F D L B, each row by row
  std::string expected;                    // facelets, when known
};

std::vector<RealCube> real_cubes(const std::string& file) {
  std::vector<RealCube> cubes;
  for (const std::string& line : test::reference_lines(file)) {
    const json j = json::parse(line);
    RealCube c;
    c.name = j["name"];
    for (char f : std::string("URFDLB"))
      for (const auto& rgb : j["faces"][std::string(1, f)])
        c.rgb.push_back({rgb[0].get<double>(), rgb[1].get<double>(), rgb[2].get<double>()});
    c.n = static_cast<int>(std::lround(std::sqrt(c.rgb.size() / 6.0)));
    c.expected = j.value("expected", "");
    cubes.push_back(std::move(c));
  }
  return cubes;
}

// The same state, whatever the letters: the 2x2x2 and the even cubes have no centre to name
// a colour's face, so two readers may call the same colour by different letters.
bool same_state(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  std::map<char, char> to, from;
  for (size_t i = 0; i < a.size(); ++i)
    if (to.emplace(a[i], b[i]).first->second != b[i] ||
        from.emplace(b[i], a[i]).first->second != a[i])
      return false;
  return true;
}

std::string file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Every reading the robot's author checked comes out as the state he gives, or is refused
// with the stickers in doubt: never a legal cube that is not the one in the robot.
TEST(RealScans, TheRobotsReadingsResolveToTheStatesItsAuthorChecked) {
  const std::vector<RealCube> cubes = real_cubes("real-scans/readings.jsonl");
  ASSERT_EQ(cubes.size(), 30u);
  int right = 0;
  for (const RealCube& c : cubes) {
    ASSERT_FALSE(c.expected.empty()) << c.name;
    const ColourReading r = resolve_colours(c.rgb);
    if (!r.valid) {
      EXPECT_FALSE(r.doubtful.empty()) << c.name << ": " << r.message;
      continue;
    }
    EXPECT_TRUE(same_state(r.facelets, c.expected))
        << c.name << "\n  " << r.facelets << "\n  " << c.expected;
    right += same_state(r.facelets, c.expected);
  }
  EXPECT_GE(right, 29)
      << "of 30";  // 3x3x3 random 05, dark and with red and orange alike, is refused
}

// The robot's photos: every face found at its size, told by the photos alone, each sticker's
// colour within 30 of what the
// robot's own tracker read (one sticker in a hundred may differ more: a reflection), and the
// cubes read into legal states.
TEST(RealScans, TheRobotsPhotosAreReadAsItsTrackerReadThem) {
  const std::vector<RealCube> cubes = real_cubes("real-scans/photos/readings.jsonl");
  ASSERT_EQ(cubes.size(), 14u);
  const std::string dir = test::reference_dir().value_or("") + "/real-scans/photos/";
  int legal = 0;
  for (const RealCube& c : cubes) {
    std::vector<std::string> photos;
    for (char f : std::string("URFDLB"))
      photos.push_back(file_bytes(dir + c.name + "/" + f + ".jpg"));
    const PhotoScan scan = scan_photos(photos);  // the size as the photos show it
    ASSERT_EQ(scan.faces.size(), 6u);
    ASSERT_EQ(scan.faces[0].n, c.n) << c.name;
    int far = 0;
    for (int f = 0; f < 6; ++f) {
      // Most stickers found as stickers; the others placed by the grid.
      EXPECT_GE(scan.faces[f].stickers_seen, c.n * c.n * 9 / 10) << c.name << " "
                                                                 << "URFDLB"[f];
      for (int i = 0; i < c.n * c.n; ++i) {
        double d = 0;
        for (int k = 0; k < 3; ++k)
          d = std::max(d, std::abs(scan.faces[f].rgb[i][k] - c.rgb[f * c.n * c.n + i][k]));
        far += d > 30;
      }
    }
    EXPECT_LE(far, 6 * c.n * c.n / 100) << c.name;
    legal += scan.reading.valid;
    if (c.name == "7x7x7-random-01") {  // the resolver's "7x7x7 random 01": its state is known
      ASSERT_TRUE(scan.reading.valid) << scan.reading.message;
      for (const RealCube& known : real_cubes("real-scans/readings.jsonl")) {
        if (known.name == "7x7x7 random 01") {
          EXPECT_TRUE(same_state(scan.reading.facelets, known.expected));
        }
      }
    }
  }
  EXPECT_GE(legal, 12) << "of 14";
}

}  // namespace
}  // namespace cubelab
