// Reading a cube from its stickers' colours: CIEDE2000 against the published test pairs, the
// balanced assignment against trying every assignment, and whole cubes of every size drawn
// from random states with noisy, unevenly lit colours read back to the same state.
#include <cubelab/cubelab.h>
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <numeric>

#include "cubelab/cube/random.h"
#include "cubelab/scan/balanced_assignment.h"
#include "cubelab/scan/colour_difference.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

TEST(Ciede2000, PublishedTestPairs) {
  // Sharma, Wu and Dalal (2005), Table 1: pairs 1-4, 7-8, 13-14.
  struct Pair {
    scan::Lab a, b;
    double difference;
  };
  const Pair pairs[] = {
      {{50.0000, 2.6772, -79.7751}, {50.0000, 0.0000, -82.7485}, 2.0425},
      {{50.0000, 3.1571, -77.2803}, {50.0000, 0.0000, -82.7485}, 2.8615},
      {{50.0000, 2.8361, -74.0200}, {50.0000, 0.0000, -82.7485}, 3.4412},
      {{50.0000, -1.3802, -84.2814}, {50.0000, 0.0000, -82.7485}, 1.0000},
      {{50.0000, 0.0000, 0.0000}, {50.0000, -1.0000, 2.0000}, 2.3669},
      {{50.0000, -1.0000, 2.0000}, {50.0000, 0.0000, 0.0000}, 2.3669},
      {{50.0000, 2.4900, -0.0010}, {50.0000, -2.4900, 0.0009}, 7.1792},
      {{50.0000, 2.4900, -0.0010}, {50.0000, -2.4900, 0.0010}, 7.1792},
  };
  for (const Pair& p : pairs) EXPECT_NEAR(scan::ciede2000(p.a, p.b), p.difference, 1e-4);
  EXPECT_NEAR(scan::lab_from_rgb({255, 255, 255})[0], 100.0, 1e-3);
  EXPECT_NEAR(scan::lab_from_rgb({0, 0, 0})[0], 0.0, 1e-9);
}

TEST(BalancedAssignment, IsTheCheapestOfAllAssignments) {
  Rng rng(3);
  for (int trial = 0; trial < 50; ++trial) {
    // 6 items, 3 groups of 2: every assignment is a permutation of the group slots.
    std::vector<std::vector<double>> costs(6, std::vector<double>(3));
    for (auto& row : costs)
      for (double& c : row) c = static_cast<double>(rng.below(100));
    const std::vector<int> got = scan::balanced_assignment(costs, 2);
    double got_cost = 0;
    std::map<int, int> sizes;
    for (int i = 0; i < 6; ++i) got_cost += costs[i][got[i]], ++sizes[got[i]];
    for (const auto& [group, size] : sizes) EXPECT_EQ(size, 2);
    std::vector<int> slots = {0, 0, 1, 1, 2, 2};
    double best = 1e300;
    do {
      double c = 0;
      for (int i = 0; i < 6; ++i) c += costs[i][slots[i]];
      best = std::min(best, c);
    } while (std::next_permutation(slots.begin(), slots.end()));
    EXPECT_DOUBLE_EQ(got_cost, best);
  }
}

// A sticker of face `f` as a camera sees it: a usual sticker colour (U white, R red, F green,
// D yellow, L orange, B blue), lit by `light` (its red, green and blue gains: warm light
// strengthens red), dimmer across the face, with noise.
std::array<double, 3> sticker(char face, const std::array<double, 3>& light, double shade, Rng& rng,
                              double noise) {
  static const std::map<char, std::array<double, 3>> kColours = {
      {'U', {235, 235, 235}}, {'R', {185, 20, 35}},  {'F', {20, 155, 70}},
      {'D', {245, 215, 40}},  {'L', {245, 115, 20}}, {'B', {20, 70, 195}}};
  std::array<double, 3> c = kColours.at(face);
  for (int k = 0; k < 3; ++k) {
    const double jitter = (static_cast<double>(rng.below(2001)) / 1000.0 - 1) * noise;
    c[k] = std::clamp(c[k] * light[k] * shade + jitter, 0.0, 255.0);
  }
  return c;
}

std::vector<std::array<double, 3>> photographed(const std::string& facelets, int n,
                                                const std::array<double, 3>& light, Rng& rng,
                                                double noise) {
  std::vector<std::array<double, 3>> rgb;
  for (size_t i = 0; i < facelets.size(); ++i) {
    const int row = static_cast<int>(i) % (n * n) / n;
    rgb.push_back(sticker(facelets[i], light, 1.0 - 0.2 * row / std::max(1, n - 1), rng, noise));
  }
  return rgb;
}

TEST(ResolveColours, RandomStatesOfEverySizeUnderUnevenLight) {
  Rng rng(7);
  const std::array<double, 3> lights[] = {{1, 1, 1}, {1.05, 0.95, 0.75}, {0.8, 0.85, 0.95}};
  for (int n = 2; n <= 7; ++n) {
    const std::string puzzle = fmt::format("{0}x{0}x{0}", n);
    for (int i = 0; i < 4; ++i) {
      ScrambleOptions o;
      o.puzzle = puzzle;
      o.random_state = n <= 3;
      o.seed = 100 * n + i;
      const ScrambleResult s = scramble(o);
      const std::string expected = s.cube.facelets();
      const ColourReading r = resolve_colours(photographed(expected, n, lights[i % 3], rng, 10));
      ASSERT_TRUE(r.valid) << puzzle << " " << r.code << " " << r.message;
      EXPECT_EQ(r.puzzle, puzzle);
      EXPECT_EQ(r.facelets, validate(expected, puzzle).facelets) << puzzle;
      ASSERT_EQ(r.confidence.size(), expected.size());
      for (double c : r.confidence) EXPECT_TRUE(c >= 0 && c <= 1);
    }
  }
}

TEST(ResolveColours, TwoUnsureStickersReadWrongAreExchangedBackOrNamed) {
  Rng rng(11);
  const std::string cube = Cube::parse("R U F' D2 L B").facelets();
  std::vector<std::array<double, 3>> rgb = photographed(cube, 3, {1, 1, 1}, rng, 4);
  // A red and an orange sticker each seen half-way to the other's colour, a little past it.
  const size_t red = cube.find('R') == 4 ? cube.find('R', 5) : cube.find('R');
  size_t orange = cube.find('L');
  if (orange % 9 == 4) orange = cube.find('L', orange + 1);
  const auto mix = [](const std::array<double, 3>& a, const std::array<double, 3>& b) {
    return std::array<double, 3>{0.45 * a[0] + 0.55 * b[0], 0.45 * a[1] + 0.55 * b[1],
                                 0.45 * a[2] + 0.55 * b[2]};
  };
  const auto red_colour = rgb[red], orange_colour = rgb[orange];
  rgb[red] = mix(red_colour, orange_colour);
  rgb[orange] = mix(orange_colour, red_colour);
  const ColourReading r = resolve_colours(rgb);
  ASSERT_TRUE(r.valid) << r.message;
  EXPECT_EQ(r.facelets, cube);
  EXPECT_EQ(r.doubtful, (std::vector<int>{static_cast<int>(std::min(red, orange)),
                                          static_cast<int>(std::max(red, orange))}));
  EXPECT_FALSE(r.note.empty());
}

TEST(ResolveColours, AnIllegalCubeIsNeverReturned) {
  Rng rng(5);
  // Two corner stickers of one corner painted as each other: a twisted-looking cube whose
  // colours are clear; no exchange of unsure stickers makes it legal as read.
  std::string cube = Cube::parse("").facelets();
  std::swap(cube[8], cube[9]);  // U9 and R1: the URF corner's U and R stickers
  const ColourReading r = resolve_colours(photographed(cube, 3, {1, 1, 1}, rng, 2));
  EXPECT_FALSE(r.valid);
  EXPECT_EQ(r.code, "E_CORNER");
  EXPECT_TRUE(r.facelets.empty());
  // Only unsure stickers are named; with none, the message says what to check.
  for (int i : r.doubtful) EXPECT_LT(r.confidence[i], 0.95);
  if (r.doubtful.empty()) {
    EXPECT_NE(r.message.find("read clearly"), std::string::npos) << r.message;
  }
}

TEST(ResolveColours, BadReadingsAreRefusedWithACode) {
  auto code = [](const std::function<void()>& f) {
    try {
      f();
    } catch (const Error& e) {
      return e.code();
    }
    return std::string("none");
  };
  EXPECT_EQ(code([] { resolve_colours(std::vector<std::array<double, 3>>(53)); }), "E_FORMAT");
  EXPECT_EQ(code([] {
              resolve_colours(std::vector<std::array<double, 3>>(54, {300, 0, 0}));
            }),
            "E_FORMAT");
  EXPECT_EQ(code([] { resolve_colours_json("{\"faces\": 3}"); }), "E_REQUEST");
  EXPECT_EQ(code([] { resolve_colours_json("not json"); }), "E_REQUEST");
  EXPECT_EQ(code([] { resolve_colours_json(R"({"faces": {"U": [[1,2]]}})"); }), "E_REQUEST");
}

TEST(ScanCommand, PrintsOneCubeALineAndRefusesWhatIsNoCube) {
  Rng rng(17);
  const std::string cube = Cube::parse("R U F' L2 D B'").facelets();
  const std::vector<std::array<double, 3>> rgb = photographed(cube, 3, {1, 0.95, 0.8}, rng, 8);
  nlohmann::json faces;
  for (int f = 0; f < 6; ++f)
    for (int i = 0; i < 9; ++i) faces[std::string(1, "URFDLB"[f])].push_back(rgb[9 * f + i]);
  const std::string line = nlohmann::json{{"faces", faces}}.dump();
  const auto r = test::cubelab("scan --rgb -", line + "\n" + line + "\n");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, cube + "\n" + cube + "\n");
  const auto j = test::cubelab("scan --rgb - --json", line + "\n");
  const auto answer = nlohmann::json::parse(j.out);
  EXPECT_EQ(answer["facelets"], cube);
  EXPECT_EQ(answer["confidence"].size(), 54u);
  const auto bad = test::cubelab("scan --rgb - --json", "{\"faces\": {}}\n" + line + "\n");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.out.find(cube), std::string::npos);  // the good line still answered
}

}  // namespace
}  // namespace cubelab
