// The clock's diagram (net.h).
#include "cubelab/puzzles/clock/net.h"

#include <fmt/format.h>

namespace cubelab::clock {

std::string render_net(std::string_view dials, bool color) {
  auto dial = [&](int i) {
    const size_t h = std::string_view("0123456789AB").find(dials[static_cast<size_t>(i)]);
    const std::string text = fmt::format("{:>3}", h == 0 ? 12 : static_cast<int>(h));
    if (!color) return text;
    // White on dark blue for the front, black on light blue for the back.
    return std::string(i < 9 ? "\x1b[48;5;25m\x1b[38;5;255m" : "\x1b[48;5;117m\x1b[38;5;16m") +
           text + " \x1b[0m";
  };
  std::string out = color ? "   front           back\n" : "  front        back\n";
  for (int row = 0; row < 3; ++row) {
    std::string line;
    for (int side = 0; side < 2; ++side) {
      for (int col = 0; col < 3; ++col) line += dial(9 * side + 3 * row + col);
      line += side == 0 ? "   " : "";
    }
    out += line + "\n";
  }
  return out;
}

}  // namespace cubelab::clock
