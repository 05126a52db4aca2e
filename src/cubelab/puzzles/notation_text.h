#pragma once
// What the notations of the WCA puzzles beyond the cubes (pyraminx, skewb, clock) share:
// moves written one after another with a space between, third turns inverted, and sticker
// texts read with any whitespace between the letters.
#include <string>
#include <string_view>
#include <vector>

namespace cubelab::puzzles {

// "U R' l" from the moves, each written by its puzzle's to_string(const Move&).
template <typename Move>
std::string join_moves(const std::vector<Move>& moves) {
  std::string s;
  for (const Move& m : moves) {
    if (!s.empty()) s += ' ';
    s += to_string(m);
  }
  return s;
}

// The inverse of a sequence of third turns (a move's `turns` 1 or 2, as the pyraminx's and
// the skewb's): the moves in reverse order, each turned the other way.
template <typename Move>
std::vector<Move> invert_third_turns(const std::vector<Move>& moves) {
  std::vector<Move> out(moves.rbegin(), moves.rend());
  for (Move& m : out) m.turns = 3 - m.turns;
  return out;
}

// The text without its spaces, tabs and line breaks.
inline std::string without_whitespace(std::string_view text) {
  std::string out;
  for (char c : text)
    if (c != ' ' && c != '\n' && c != '\t' && c != '\r') out += c;
  return out;
}

}  // namespace cubelab::puzzles
