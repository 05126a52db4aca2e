#pragma once
// What the notations of the WCA puzzles beyond the cubes (pyraminx, skewb, clock, megaminx)
// share: moves written one after another with a space between, read word by word, third
// turns written and inverted, and sticker texts read with any whitespace between the letters.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab::wca {

// A word of a move text and where it starts (1-based, for messages).
struct MoveWord {
  std::string_view text;
  size_t position = 0;
};

// The words of a move text, split at spaces, tabs and line breaks.
inline std::vector<MoveWord> move_words(std::string_view text) {
  std::vector<MoveWord> words;
  const std::string_view space = " \t\n\r";
  for (size_t i = text.find_first_not_of(space); i != std::string_view::npos;) {
    const size_t end = std::min(text.find_first_of(space, i), text.size());
    words.push_back({text.substr(i, end - i), i + 1});
    i = text.find_first_not_of(space, end);
  }
  return words;
}

// A third turn's suffix at the start of `suffix`: nothing or 2 (once and twice clockwise, the
// same), then ' (the other way), as clockwise thirds 1 or 2; `*used` is how many characters
// it took (the rest of the word is not a move).
inline int third_turns(std::string_view suffix, size_t* used) {
  int turns = 1;
  size_t i = 0;
  if (i < suffix.size() && suffix[i] == '2') turns = 2, ++i;
  if (i < suffix.size() && suffix[i] == '\'') turns = 3 - turns, ++i;
  *used = i;
  return turns;
}

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

}  // namespace cubelab::wca
