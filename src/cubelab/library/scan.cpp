// The facade's colour reading (scan.h): stickers to colour groups by CIEDE2000 and a balanced
// assignment (scan/), the groups named by the cube's faces, the state checked by validate(),
// and, when the colours make no legal cube, the cheapest exchange of two unsure stickers
// that does, or the same again with each face's light evened out.
#include "cubelab/scan.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <numeric>

#include "cubelab/error.h"
#include "cubelab/scan/balanced_assignment.h"
#include "cubelab/scan/colour_difference.h"
#include "cubelab/scramble.h"

namespace cubelab {
namespace {

using scan::Lab;

constexpr int kMaxSize = 33;
// CIEDE2000's lightness weight: lightness counts half, since light falling unevenly across a
// cube changes it most (docs/scan.md).
constexpr double kLightness = 2;
constexpr const char* kFaces = "URFDLB";
// Softness of the confidence: a sticker 3 CIEDE2000 units nearer its colour than the next
// one is about 73 % sure, 10 units nearer 97 %.
constexpr double kConfidenceScale = 3.0;
// The stickers tried in exchanges when the colours make no legal cube: the least sure ones,
// and an exchange only when it costs at most this much more (CIEDE2000, both stickers
// together): clearly read stickers are not changed to make a cube legal.
constexpr int kRepairCandidates = 12;
constexpr double kMaxExchangeCost = 25.0;
// Below this confidence a sticker is named as in doubt when no legal cube is found, and below
// the second one even in a legal cube.
constexpr double kDoubtful = 0.95;
constexpr double kUnsureInALegalCube = 0.6;

std::string puzzle_of(int n) { return fmt::format("{0}x{0}x{0}", n); }

struct Grouping {
  std::vector<int> group;                 // each sticker's colour group, 0..5
  std::vector<std::vector<double>> cost;  // CIEDE2000 of each sticker to each group's colour
};

// The six colour groups of N*N stickers each. On an odd cube the centre stickers anchor
// them (a face's centre is its colour); on an even cube the groups start from six stickers
// far apart in colour. Then, a few times: each group's colour is its stickers' mean, and the
// stickers are shared out again.
Grouping group_colours(const std::vector<Lab>& lab, int n) {
  const int count = static_cast<int>(lab.size());
  const bool odd = n % 2 == 1;
  std::vector<int> centre(6, -1);
  std::vector<Lab> anchor;
  if (odd) {
    for (int f = 0; f < 6; ++f) {
      centre[f] = f * n * n + (n / 2) * n + n / 2;
      anchor.push_back(lab[centre[f]]);
    }
  } else {
    int first = 0;  // the lightest sticker, then each one farthest from those taken
    for (int i = 1; i < count; ++i)
      if (lab[i][0] > lab[first][0]) first = i;
    anchor.push_back(lab[first]);
    while (anchor.size() < 6) {
      int best = 0;
      double best_distance = -1;
      for (int i = 0; i < count; ++i) {
        double nearest = 1e300;
        for (const Lab& a : anchor)
          nearest = std::min(nearest, scan::ciede2000(lab[i], a, kLightness));
        if (nearest > best_distance) best_distance = nearest, best = i;
      }
      anchor.push_back(lab[best]);
    }
  }
  Grouping g;
  for (int round = 0; round < 4; ++round) {
    g.cost.assign(count, std::vector<double>(6));
    for (int i = 0; i < count; ++i)
      for (int c = 0; c < 6; ++c) g.cost[i][c] = scan::ciede2000(lab[i], anchor[c], kLightness);
    std::vector<std::vector<double>> pinned = g.cost;
    if (odd)  // a centre stays its own colour's
      for (int f = 0; f < 6; ++f)
        for (int c = 0; c < 6; ++c)
          if (c != f) pinned[centre[f]][c] = scan::kForbidden;
    g.group = scan::balanced_assignment(pinned, n * n);
    for (int c = 0; c < 6; ++c) {
      Lab sum{0, 0, 0};
      for (int i = 0; i < count; ++i)
        if (g.group[i] == c)
          for (int k = 0; k < 3; ++k) sum[k] += lab[i][k];
      for (int k = 0; k < 3; ++k) anchor[c][k] = sum[k] / (n * n);
    }
  }
  return g;
}

// The facelets when group c is face letters[c].
std::string facelets_of(const std::vector<int>& group, const std::string& letters) {
  std::string s(group.size(), '?');
  for (size_t i = 0; i < group.size(); ++i) s[i] = letters[group[i]];
  return s;
}

// The cube the groups make. On an odd cube each group is the face of its centre. An even cube
// has no fixed centres: the groups get letters of no known scheme, which validate() names as
// held (the corner at DBL gives D, B and L, their opposites U, R and F; nxn_validate.h), so
// that no colour scheme is assumed.
Validation check(const std::vector<int>& group, int n) {
  constexpr const char* kNeutralLetters = "KMNPQZ";
  return validate(facelets_of(group, n % 2 == 1 ? kFaces : kNeutralLetters), puzzle_of(n));
}

// One reading of the colours: grouped, checked, and when they make no legal cube, the
// cheapest exchange of two unsure stickers that does. Not valid, with the first check's code
// and message and the least sure stickers, when none does.
ColourReading read_groups(const std::vector<Lab>& lab, int n) {
  const int count = static_cast<int>(lab.size());
  const Grouping g = group_colours(lab, n);

  ColourReading r;
  r.puzzle = puzzle_of(n);
  // How sure each sticker is: its group against the others, weighted as a softmax of the
  // CIEDE2000 differences; and by how much its group is the nearest (the margin).
  std::vector<double> margin(count);
  for (int i = 0; i < count; ++i) {
    double sum = 0, second = 1e300;
    for (int c = 0; c < 6; ++c) {
      sum += std::exp(-(g.cost[i][c] - g.cost[i][g.group[i]]) / kConfidenceScale);
      if (c != g.group[i]) second = std::min(second, g.cost[i][c]);
    }
    r.confidence.push_back(1 / sum);
    margin[i] = second - g.cost[i][g.group[i]];
  }
  std::vector<int> unsure(count);
  std::iota(unsure.begin(), unsure.end(), 0);
  std::sort(unsure.begin(), unsure.end(), [&](int a, int b) { return margin[a] < margin[b]; });

  const Validation first = check(g.group, n);
  if (first.valid) {
    r.valid = true;
    r.facelets = first.facelets;
    // A legal cube can still be misread where two colours were close: those stickers are
    // named, for a look before solving.
    for (int i : unsure)
      if (r.confidence[i] < kUnsureInALegalCube) r.doubtful.push_back(i);
    std::sort(r.doubtful.begin(), r.doubtful.end());
    if (!r.doubtful.empty())
      r.note = fmt::format("{} sticker(s) read with a confidence below {}: worth a look",
                           r.doubtful.size(), kUnsureInALegalCube);
    return r;
  }
  // The colours make no legal cube: the exchanges of two unsure stickers of different
  // colours (the counts stay right), cheapest first, until one makes a legal cube.
  struct Exchange {
    double cost;
    int a, b;
  };
  std::vector<Exchange> exchanges;
  const int tried = std::min(count, kRepairCandidates);
  for (int x = 0; x < tried; ++x)
    for (int y = x + 1; y < tried; ++y) {
      const int a = unsure[x], b = unsure[y];
      const int ga = g.group[a], gb = g.group[b];
      if (ga == gb || (n % 2 == 1 && (a % (n * n) == (n * n) / 2 || b % (n * n) == (n * n) / 2)))
        continue;  // the same colour, or a centre of an odd cube (it names its face)
      const double cost = g.cost[a][gb] + g.cost[b][ga] - g.cost[a][ga] - g.cost[b][gb];
      if (cost <= kMaxExchangeCost) exchanges.push_back({cost, a, b});
    }
  std::sort(exchanges.begin(), exchanges.end(),
            [](const Exchange& x, const Exchange& y) { return x.cost < y.cost; });
  for (const Exchange& e : exchanges) {
    std::vector<int> group = g.group;
    std::swap(group[e.a], group[e.b]);
    const Validation v = check(group, n);
    if (!v.valid) continue;
    r.valid = true;
    r.facelets = v.facelets;
    r.doubtful = {std::min(e.a, e.b), std::max(e.a, e.b)};
    r.confidence[e.a] = r.confidence[e.b] = 0;  // read against their nearest colour
    r.note = fmt::format(
        "stickers {} and {} were read as each other's colour (the nearest reading makes no "
        "legal cube: {})",
        e.a, e.b, first.message);
    return r;
  }
  r.code = first.code;
  for (int i = 0; i < count && r.doubtful.size() < 6; ++i)
    if (r.confidence[unsure[i]] < kDoubtful) r.doubtful.push_back(unsure[i]);
  r.message = first.message +
              (r.doubtful.empty()
                   ? " (every sticker was read clearly: check that the faces come in the order U "
                     "R F D L B, each held as on the net)"
                   : " (the colours read make no legal cube, and no exchange of two unsure "
                     "stickers does)");
  return r;
}

// The readings with each face's light evened out: a face photographed on its own (a robot's
// camera, a phone) has a light and an exposure of its own, which multiply its stickers' red,
// green and blue (in linear light) by gains of the face's. Each face's gains are fitted by
// least squares to bring its stickers to their colour groups' mean over the whole cube, and
// the stickers grouped again, a few times over; the gains stay within a factor of 3.
std::vector<Lab> faces_evened(const std::vector<std::array<double, 3>>& rgb, int n) {
  const int count = static_cast<int>(rgb.size()), per_face = n * n;
  std::vector<std::array<double, 3>> linear, evened;
  for (const auto& c : rgb) linear.push_back(scan::linear_from_rgb(c));
  evened = linear;
  std::vector<Lab> lab;
  for (const auto& c : rgb) lab.push_back(scan::lab_from_rgb(c));
  for (int round = 0; round < 4; ++round) {
    const std::vector<int> group = group_colours(lab, n).group;
    std::array<std::array<double, 3>, 6> mean{};
    for (int i = 0; i < count; ++i)
      for (int k = 0; k < 3; ++k) mean[group[i]][k] += evened[i][k] / per_face;
    for (int f = 0; f < 6; ++f)
      for (int k = 0; k < 3; ++k) {
        double along = 0, square = 0;
        for (int i = f * per_face; i < (f + 1) * per_face; ++i)
          along += linear[i][k] * mean[group[i]][k], square += linear[i][k] * linear[i][k];
        const double gain = square > 0 ? std::clamp(along / square, 1.0 / 3, 3.0) : 1.0;
        for (int i = f * per_face; i < (f + 1) * per_face; ++i)
          evened[i][k] = std::min(1.0, linear[i][k] * gain);
      }
    lab.clear();
    for (const auto& c : evened) lab.push_back(scan::lab_from_linear(c));
  }
  return lab;
}

}  // namespace

ColourReading resolve_colours(const std::vector<std::array<double, 3>>& rgb) {
  const int count = static_cast<int>(rgb.size());
  int n = 2;
  while (n <= kMaxSize && 6 * n * n < count) ++n;
  if (n > kMaxSize || 6 * n * n != count)
    throw Error("E_FORMAT", fmt::format("{0} sticker readings: a cube has 6 N^2 (24 for the "
                                        "2x2x2, 54 for the 3x3x3, ... up to the {1}x{1}x{1})",
                                        count, kMaxSize));
  std::vector<Lab> lab;
  for (const auto& c : rgb) {
    for (double v : c)
      if (!(v >= 0 && v <= 255))
        throw Error("E_FORMAT", "a colour reading is out of 0..255 (or not a number)");
    lab.push_back(scan::lab_from_rgb(c));
  }
  const ColourReading as_read = read_groups(lab, n);
  if (as_read.valid) return as_read;
  // No legal cube as read: perhaps each face was lit (or exposed) differently.
  ColourReading evened = read_groups(faces_evened(rgb, n), n);
  if (!evened.valid) return as_read;
  evened.note =
      "read with each face's light evened out (the colours as read make no legal "
      "cube: " +
      as_read.message + ")" + (evened.note.empty() ? "" : "; " + evened.note);
  return evened;
}

ColourReading resolve_colours_json(std::string_view line) {
  const nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
  if (j.is_discarded() || !j.is_object() || !j.contains("faces") || !j["faces"].is_object())
    throw Error("E_REQUEST",
                "a line must be a JSON object {\"faces\": {\"U\": [[r,g,b], ...], ...}}");
  std::vector<std::array<double, 3>> rgb;
  for (const char* face : {"U", "R", "F", "D", "L", "B"}) {
    const nlohmann::json& f = j["faces"].value(face, nlohmann::json());
    if (!f.is_array())
      throw Error("E_REQUEST", fmt::format("faces.{} must be a list of [r, g, b] readings", face));
    for (const nlohmann::json& c : f) {
      if (!c.is_array() || c.size() != 3 || !c[0].is_number() || !c[1].is_number() ||
          !c[2].is_number())
        throw Error("E_REQUEST",
                    fmt::format("faces.{}: each reading is [r, g, b], three numbers", face));
      rgb.push_back({c[0].get<double>(), c[1].get<double>(), c[2].get<double>()});
    }
  }
  return resolve_colours(rgb);
}

std::string to_json(const ColourReading& r) {
  nlohmann::json j = {{"puzzle", r.puzzle}, {"valid", r.valid}};
  if (r.valid) {
    j["facelets"] = r.facelets;
  } else {
    j["code"] = r.code;
    j["message"] = r.message;
  }
  std::vector<double> rounded;
  for (double c : r.confidence) rounded.push_back(std::round(c * 1000) / 1000);
  j["confidence"] = rounded;
  j["doubtful"] = r.doubtful;
  if (!r.note.empty()) j["note"] = r.note;
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace cubelab
