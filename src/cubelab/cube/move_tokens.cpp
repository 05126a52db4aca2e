#include "cubelab/cube/move_tokens.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "cubelab/cube/error.h"

namespace cubelab {
namespace {

bool is_face_letter(char c) { return std::string_view("URFDLB").find(c) != std::string_view::npos; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

// A prime at text[i] (' p or the typographic ’): its length in bytes, else 0.
size_t prime_at(std::string_view text, size_t i) {
  if (i < text.size() && (text[i] == '\'' || text[i] == 'p')) return 1;
  if (text.substr(i, 3) == "\xE2\x80\x99") return 3;
  return 0;
}

constexpr const char* kNotAMove = "not a move (use U R F D L B, M E S, x y z, Rw or r)";

// Notation of bigger cubes that the 3x3x3 reading would otherwise take apart silently: a
// layer number before a face (SiGN's 2R, 3Rw, 2-3Rw) and M glued to a face letter (MR, ML:
// an inner slice of the 4x4x4, as in Abreu García (2011): MR2B2U2MLU2...). Throws with the
// token at `pos` when text[pos...] is one of them.
void refuse_big_cube_notation(std::string_view text, size_t pos) {
  const char c = text[pos];
  if (is_digit(c)) {
    size_t end = pos;
    while (end < text.size() && (is_digit(text[end]) || text[end] == '-')) ++end;
    if (end < text.size() &&
        (is_face_letter(text[end]) ||
         std::string_view("urfdlb").find(text[end]) != std::string_view::npos)) {
      ++end;
      if (end < text.size() && text[end] == 'w') ++end;
      throw_notation_error(text, pos, end - pos,
                           "this looks like the notation of a bigger cube (a layer number "
                           "before the face, as in 2R or 3Rw); cubelab turns the 3x3x3 and the "
                           "2x2x2, whose moves are U R F D L B, M E S, x y z, Rw or r");
    }
  }
  if (c == 'M' && pos + 1 < text.size() && is_face_letter(text[pos + 1]))
    throw_notation_error(text, pos, 2,
                         "this looks like the notation of a bigger cube (MR, ML: an inner "
                         "slice of a 4x4x4); cubelab turns the 3x3x3 and the 2x2x2. For the "
                         "middle slice M and then a face turn, separate them: 'M " +
                             std::string(1, text[pos + 1]) + "'");
}

// Big-cube notation: the layer number or range before a face (3R, 3Rw, 2-3Rw, 3r) at
// text[pos...], read into t.layer and t.last_layer. Returns the position of the face letter.
size_t read_layer_prefix(std::string_view text, size_t pos, MoveToken& t) {
  auto number = [&](size_t& i) {
    int value = 0;
    for (; i < text.size() && is_digit(text[i]); ++i)
      value = std::min(value * 10 + (text[i] - '0'), 1000000);  // big enough to be refused
    return value;
  };
  size_t i = pos;
  t.layer = number(i);
  const bool range = i + 1 < text.size() && text[i] == '-' && is_digit(text[i + 1]);
  if (range) {
    ++i;
    t.last_layer = number(i);
  }
  if (i >= text.size() || std::string_view("URFDLBurfdlb").find(text[i]) == std::string_view::npos)
    throw_notation_error(text, pos, std::min(i + 1, text.size()) - pos,
                         "a layer number comes before a face, as in 2R, 3Rw, 3r or 2-3Rw");
  if (t.layer == 0 || (range && t.last_layer < t.layer))
    throw_notation_error(text, pos, i + 1 - pos,
                         "layers are counted from 1 at the face, a range from its first to its "
                         "last layer (2-3Rw)");
  return i;
}

// The biggest expansion of repeated groups: far beyond any algorithm, small enough for
// memory ((R U)1000000000 is refused, not built).
constexpr size_t kMaxTokens = 100000;

}  // namespace

void throw_notation_error(std::string_view text, size_t pos, size_t len, std::string_view why) {
  std::string token = printable(text.substr(pos, len));
  throw InputError(ErrorCode::Notation,
                   fmt::format("bad move '{}' at position {}: {}", token, pos + 1, why));
}

std::vector<MoveToken> tokenize_moves(std::string_view text, MoveNotation notation) {
  std::vector<MoveToken> tokens;
  struct Open {
    size_t first_token, pos;
  };
  std::vector<Open> open;  // the groups opened and not yet closed
  size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    if (is_space(c) || c == ',') {
      ++i;
      continue;
    }
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      while (i < text.size() && text[i] != '\n') ++i;
      continue;
    }
    if (c == '(') {
      open.push_back({tokens.size(), i});
      ++i;
      continue;
    }
    if (c == ')') {
      // A group: (R U R' U')6 repeats it, (R U)' inverts it, (R U)2' does both.
      const size_t close = i++;
      if (open.empty()) throw_notation_error(text, close, 1, "')' closes no '('");
      const Open group = open.back();
      open.pop_back();
      size_t count = 1;
      const size_t first_digit = i;
      if (i < text.size() && is_digit(text[i])) {
        count = 0;
        for (; i < text.size() && is_digit(text[i]); ++i)
          count = std::min<size_t>(count * 10 + static_cast<size_t>(text[i] - '0'), kMaxTokens + 1);
        if (count == 0) throw_notation_error(text, close, i - close, "a group repeated 0 times");
      }
      const size_t digits = i - first_digit;
      const size_t prime = prime_at(text, i);
      i += prime;
      if (i < text.size() && (is_digit(text[i]) || text[i] == '\''))
        throw_notation_error(text, close, i - close + 1,
                             "write the repetition before the prime, as (R U)2'");
      std::vector<MoveToken> body(tokens.begin() + static_cast<std::ptrdiff_t>(group.first_token),
                                  tokens.end());
      if (prime) {
        std::reverse(body.begin(), body.end());
        for (MoveToken& t : body) t.quarter_turns = (4 - t.quarter_turns) % 4;
      }
      if (!body.empty() && count > (kMaxTokens - group.first_token) / body.size())
        throw InputError(
            ErrorCode::Limit,
            fmt::format("the group at position {} repeated {} times would make "
                        "more than {} moves",
                        group.pos + 1, printable(text.substr(close + 1, digits)), kMaxTokens));
      tokens.resize(group.first_token);
      for (size_t k = 0; k < count; ++k) tokens.insert(tokens.end(), body.begin(), body.end());
      continue;
    }
    MoveToken t{c, false, 1, i, 0};
    if (notation == MoveNotation::cube3) {
      refuse_big_cube_notation(text, i);
    } else if (is_digit(c)) {
      i = read_layer_prefix(text, i, t);
      c = t.base = text[i];
    }
    ++i;
    if (std::string_view("urfdlb").find(c) != std::string_view::npos) {
      t.wide = true;  // r = Rw
      t.base = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    } else if (is_face_letter(c) && i < text.size() && text[i] == 'w') {
      t.wide = true;
      ++i;
    } else if (c == 'X' || c == 'Y' || c == 'Z') {
      t.base = static_cast<char>(c - 'A' + 'a');  // rotations in capitals: X = x
    } else if (!is_face_letter(c) && std::string_view("MESxyz").find(c) == std::string_view::npos) {
      throw_notation_error(text, t.pos, 1, kNotAMove);
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
    if (const size_t prime = prime_at(text, i)) {
      power = -power;
      i += prime;
    }
    if (i < text.size() && (is_digit(text[i]) || text[i] == '\''))
      throw_notation_error(text, t.pos, i - t.pos + 1, "write the power before the prime, as R2'");
    if (t.last_layer != 0 && !t.wide)
      throw_notation_error(text, t.pos, i - t.pos,
                           "a range of layers is a wide turn: write it with w or in lower case, "
                           "as 2-3Rw or 2-3r");
    t.quarter_turns = (power % 4 + 4) % 4;
    t.len = i - t.pos;
    if (tokens.size() >= kMaxTokens)
      throw InputError(ErrorCode::Limit, fmt::format("more than {} moves", kMaxTokens));
    tokens.push_back(t);
  }
  if (!open.empty())
    throw_notation_error(text, open.back().pos, 1, "this '(' is never closed by a ')'");
  return tokens;
}

}  // namespace cubelab
