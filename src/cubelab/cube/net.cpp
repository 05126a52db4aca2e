#include "cubelab/cube/net.h"

#include <cmath>

namespace cubelab {
namespace {

const char* ansi_background(char face) {
  switch (face) {
    case 'U':
      return "\x1b[48;5;255m\x1b[38;5;16m";
    case 'R':
      return "\x1b[48;5;160m\x1b[38;5;255m";
    case 'F':
      return "\x1b[48;5;34m\x1b[38;5;255m";
    case 'D':
      return "\x1b[48;5;226m\x1b[38;5;16m";
    case 'L':
      return "\x1b[48;5;208m\x1b[38;5;16m";
    case 'B':
      return "\x1b[48;5;21m\x1b[38;5;255m";
    default:
      return "\x1b[0m";
  }
}

}  // namespace

std::string render_net(std::string_view facelets, bool color) {
  // Stickers per row: the facelet string of an NxNxN cube has 6 N^2 of them.
  const int n = static_cast<int>(std::lround(std::sqrt(static_cast<double>(facelets.size()) / 6)));
  const int per_face = n * n;
  // Face order in the string: U R F D L B. Row layout of the net.
  auto sticker = [&](int face, int row, int col) -> std::string {
    char c = facelets[face * per_face + row * n + col];
    if (!color) return std::string(1, c) + " ";
    return std::string(ansi_background(c)) + " " + c + " " + "\x1b[0m";
  };
  const std::string pad(static_cast<size_t>(n) * (color ? 3 : 2), ' ');
  std::string out;
  auto row_of = [&](std::initializer_list<int> faces, int row, bool indent) {
    std::string line = indent ? pad : "";
    for (int f : faces)
      for (int col = 0; col < n; ++col) line += sticker(f, row, col);
    while (!color && !line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  };
  constexpr int kU = 0, kR = 1, kF = 2, kD = 3, kL = 4, kB = 5;
  for (int r = 0; r < n; ++r) row_of({kU}, r, true);
  for (int r = 0; r < n; ++r) row_of({kL, kF, kR, kB}, r, false);
  for (int r = 0; r < n; ++r) row_of({kD}, r, true);
  return out;
}

}  // namespace cubelab
