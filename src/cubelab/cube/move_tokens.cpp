#include "cubelab/cube/move_tokens.h"

#include <fmt/format.h>

#include <cctype>

#include "cubelab/cube/error.h"

namespace cubelab {
namespace {

bool is_face_letter(char c) { return std::string_view("URFDLB").find(c) != std::string_view::npos; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

}  // namespace

void throw_notation_error(std::string_view text, size_t pos, size_t len, std::string_view why) {
  std::string token = printable(text.substr(pos, len));
  throw InputError(ErrorCode::Notation,
                   fmt::format("bad move '{}' at position {}: {}", token, pos + 1, why));
}

std::vector<MoveToken> tokenize_moves(std::string_view text) {
  std::vector<MoveToken> tokens;
  size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    if (is_space(c) || c == '(' || c == ')' || c == ',') {
      ++i;
      continue;
    }
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      while (i < text.size() && text[i] != '\n') ++i;
      continue;
    }
    MoveToken t{c, false, 1, i, 0};
    ++i;
    if (std::string_view("urfdlb").find(c) != std::string_view::npos) {
      t.wide = true;  // r = Rw
      t.base = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    } else if (is_face_letter(c) && i < text.size() && text[i] == 'w') {
      t.wide = true;
      ++i;
    } else if (!is_face_letter(c) && std::string_view("MESxyz").find(c) == std::string_view::npos) {
      throw_notation_error(text, t.pos, 1, "not a move (use U R F D L B, M E S, x y z, Rw or r)");
    }
    // Power: one digit 1..3, then an optional prime (' p or the typographic ’).
    int power = 1;
    if (i < text.size() && is_digit(text[i])) {
      power = text[i] - '0';
      ++i;
      if (i < text.size() && is_digit(text[i]))
        throw_notation_error(text, t.pos, i - t.pos + 1, "the power must be one digit");
      if (power < 1 || power > 3)
        throw_notation_error(text, t.pos, i - t.pos, "the power must be 1, 2 or 3");
    }
    if (i < text.size() && (text[i] == '\'' || text[i] == 'p')) {
      power = -power;
      ++i;
    } else if (text.substr(i, 3) == "\xE2\x80\x99") {
      power = -power;
      i += 3;
    }
    if (i < text.size() && (is_digit(text[i]) || text[i] == '\''))
      throw_notation_error(text, t.pos, i - t.pos + 1, "write the power before the prime, as R2'");
    t.quarter_turns = (power % 4 + 4) % 4;
    t.len = i - t.pos;
    tokens.push_back(t);
  }
  return tokens;
}

}  // namespace cubelab
