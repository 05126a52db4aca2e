// The megaminx's text net (net.h).
#include "cubelab/puzzles/megaminx/net.h"

#include <string>

#include "cubelab/puzzles/megaminx/geometry.h"

namespace cubelab::megaminx {
namespace {

// 256-colour backgrounds for W G R B Y P E L O A C K.
int colour_code(char c) {
  const std::string_view letters = "WGRBYPELOACK";
  constexpr int kCodes[] = {15, 28, 196, 21, 226, 93, 244, 118, 208, 75, 223, 213};
  const size_t i = letters.find(c);
  return i == std::string_view::npos ? 0 : kCodes[i];
}

// A face's 4 x 5 grid of cells: the sticker slot in each, -1 for none.
constexpr int kGrid[4][5] = {
    {-1, 10, 1, 2, -1},
    {9, -1, 0, -1, 3},
    {8, -1, -1, -1, 4},
    {-1, 7, 6, 5, -1},
};

}  // namespace

std::string render_net(std::string_view stickers, bool color) {
  std::string out;
  for (int half = 0; half < 2; ++half) {
    for (int f = 6 * half; f < 6 * half + 6; ++f) {
      std::string name(face_name(f));
      name.resize(10, ' ');
      out += name + (f % 6 == 5 ? "" : "  ");
    }
    out += '\n';
    for (const auto& row : kGrid) {
      for (int f = 6 * half; f < 6 * half + 6; ++f) {
        for (int slot : row) {
          if (slot < 0) {
            out += "  ";
            continue;
          }
          const char c = stickers[static_cast<size_t>(f * kPerFace + slot)];
          if (color)
            out += "\x1b[30;48;5;" + std::to_string(colour_code(c)) + "m" + c + " \x1b[0m";
          else
            out += std::string(1, c) + " ";
        }
        if (f % 6 != 5) out += "  ";
      }
      out += '\n';
    }
    if (half == 0) out += '\n';
  }
  return out;
}

}  // namespace cubelab::megaminx
