// The pyraminx's text diagram (net.h).
#include "cubelab/puzzles/pyraminx/net.h"

namespace cubelab::pyraminx {
namespace {

std::string sticker(char c, bool color) {
  if (!color) return std::string(1, c);
  const char* background = c == 'G' ? "42" : c == 'R' ? "41" : c == 'B' ? "44" : "43";
  return std::string("\x1b[30;") + background + "m" + c + "\x1b[0m";
}

}  // namespace

std::string render_net(std::string_view stickers, bool color) {
  std::string out = "    F          L          R          D\n";
  for (int row = 0; row < 3; ++row) {
    for (int face = 0; face < 4; ++face) {
      // Row r of a face holds stickers r*r .. r*r+2r of it, 2r+1 of them.
      const int width = 2 * row + 1;
      std::string line(static_cast<size_t>(2 * (2 - row)), ' ');
      for (int k = 0; k < width; ++k) {
        line += sticker(stickers[static_cast<size_t>(face * 9 + row * row + k)], color);
        line += ' ';
      }
      out += line + std::string(static_cast<size_t>(2 * (2 - row) + 1), ' ');
    }
    out += '\n';
  }
  return out;
}

}  // namespace cubelab::pyraminx
