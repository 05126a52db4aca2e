#include "cubelab/cube/singmaster.h"

#include <fmt/format.h>

#include <array>
#include <sstream>
#include <vector>

#include "cubelab/cube/color_scheme.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"

namespace cubelab {
namespace {

constexpr std::array<std::string_view, 20> kPositions = {
    "UF", "UR", "UB",  "UL",  "DF",  "DR",  "DB",  "DL",  "FR",  "FL",
    "BR", "BL", "UFR", "URB", "UBL", "ULF", "DRF", "DFL", "DLB", "DBR"};
constexpr int kFirstCorner = 12;

int face_index(char c) { return static_cast<int>(std::string_view("URFDLB").find(c)); }

// For each position and each letter of its name, the facelet index of that sticker.
const std::array<std::array<int, 3>, 20>& sticker_table() {
  static const auto table = [] {
    std::array<std::array<int, 3>, 20> t{};
    auto fill = [&](size_t k, auto const& stickers) {
      for (size_t i = 0; i < kPositions[k].size(); ++i)
        for (int s : stickers)
          if (s / 9 == face_index(kPositions[k][i])) t[k][i] = s;
    };
    for (size_t k = 0; k < kPositions.size(); ++k) {
      // The cubie whose stickers lie on exactly the faces of the position's name.
      auto on_faces = [&](auto const& stickers) {
        for (int s : stickers)
          if (kPositions[k].find(kFaceNames[s / 9]) == std::string_view::npos) return false;
        return stickers.size() == kPositions[k].size();
      };
      for (const auto& c : kCornerFacelets)
        if (on_faces(c)) fill(k, c);
      for (const auto& e : kEdgeFacelets)
        if (on_faces(e)) fill(k, e);
    }
    return t;
  }();
  return table;
}

std::vector<std::string> split(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::vector<std::string> tokens;
  for (std::string t; in >> t;) tokens.push_back(t);
  return tokens;
}

}  // namespace

std::string singmaster_to_facelets(std::string_view text, bool corners_only) {
  std::vector<std::string> tokens = split(upper_ascii(text));
  const int first = corners_only ? kFirstCorner : 0;
  const size_t expected = kPositions.size() - first;
  if (tokens.size() != expected)
    throw InputError(
        ErrorCode::Format,
        fmt::format("Singmaster notation has {} cubies ({}), this has {}", expected,
                    corners_only ? "the eight corners" : "12 edges and 8 corners", tokens.size()));
  std::string f(kFacelets, '.');
  for (int face = 0; face < kFaces; ++face) f[9 * face + 4] = kFaceNames[face];
  for (size_t k = 0; k < tokens.size(); ++k) {
    std::string_view position = kPositions[first + k];
    const std::string& t = tokens[k];
    if (t.size() != position.size())
      throw InputError(ErrorCode::Format,
                       fmt::format("cubie {} ('{}') must have {} letters, as the position {}",
                                   k + 1, printable(t), position.size(), position));
    for (size_t i = 0; i < t.size(); ++i) {
      if (face_index(t[i]) < 0)
        throw InputError(ErrorCode::Format,
                         fmt::format("cubie {} ('{}'): '{}' is not a face letter U R F D L B",
                                     k + 1, printable(t), printable(t.substr(i, 1))));
      f[sticker_table()[first + k][i]] = t[i];
    }
  }
  return f;
}

std::string facelets_to_singmaster(std::string_view facelets, bool corners_only) {
  std::string out;
  for (size_t k = corners_only ? kFirstCorner : 0; k < kPositions.size(); ++k) {
    if (!out.empty()) out += ' ';
    for (size_t i = 0; i < kPositions[k].size(); ++i) out += facelets[sticker_table()[k][i]];
  }
  return out;
}

CubieCube from_singmaster(std::string_view text) {
  return from_facelets(singmaster_to_facelets(text, false));
}

std::string to_singmaster(const CubieCube& cube) {
  return facelets_to_singmaster(to_facelets(cube), false);
}

}  // namespace cubelab
