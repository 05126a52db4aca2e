// The Square-1's text diagram (net.h).
#include "cubelab/puzzles/square1/net.h"

#include "cubelab/puzzles/square1/square1.h"

namespace cubelab::square1 {
namespace {

std::string piece(char c, bool color) {
  if (!color) return std::string(1, c);
  // The top's pieces (A-D, 1-4) white, the bottom's (E-H, 5-8) yellow.
  const bool top = (c >= 'A' && c <= 'D') || (c >= '1' && c <= '4');
  return std::string(top ? "\x1b[30;47m" : "\x1b[30;43m") + c + "\x1b[0m";
}

// Slots `first` .. `first` + 5 of the text, a space between them.
std::string half(std::string_view text, int first, bool color) {
  std::string out;
  for (int k = 0; k < 6; ++k) {
    if (k > 0) out += ' ';
    out += piece(text[static_cast<size_t>(first + k)], color);
  }
  return out;
}

}  // namespace

std::string render_net(std::string_view text, bool color) {
  std::string out;
  out += "top     left  " + half(text, 0, color) + " | " + half(text, 6, color) + "  right\n";
  out += std::string("middle  ") + (text[2 * kSlots] == '/' ? "turned" : "square") + "\n";
  out += "bottom  right " + half(text, kSlots, color) + " | " + half(text, kSlots + 6, color) +
         "  left\n";
  return out;
}

}  // namespace cubelab::square1
