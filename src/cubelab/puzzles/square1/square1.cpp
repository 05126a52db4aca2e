// The Square-1's pieces, text and moves (square1.h).
#include "cubelab/puzzles/square1/square1.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "cubelab/cube/error.h"
#include "cubelab/puzzles/notation_text.h"

namespace cubelab::square1 {
namespace {

// The solved state as the WCA's scrambler (TNoodle's SquareOnePuzzle) and cubing.js hold it:
// the top starts with a corner at the slice's front end, the bottom with an edge.
constexpr char kSolvedText[] = "AA1BB2CC3DD45EE6FF7GG8HH-";

// The slot `k` slots clockwise of `slot` in the same layer.
int along(int slot, int k) {
  return slot / kSlots * kSlots + ((slot % kSlots + k) % kSlots + kSlots) % kSlots;
}

int piece_of(char c) {
  if (c >= 'A' && c <= 'H') return c - 'A';
  if (c >= '1' && c <= '8') return kCorners + (c - '1');
  return -1;
}

// -5..6, as the WCA writes a turn.
int normalised(int twelfths) {
  const int t = ((twelfths % kSlots) + kSlots) % kSlots;
  return t > 6 ? t - kSlots : t;
}

const char* layer_name(int slot) { return slot < kSlots ? "top" : "bottom"; }

// Throws for pieces in slots that are no Square-1: each corner in two neighbouring slots of one
// layer, each edge in one.
void check_slots(const std::array<uint8_t, 2 * kSlots>& slots) {
  std::array<int, kPieces> count{};
  for (uint8_t p : slots) {
    if (p >= kPieces) throw InputError(ErrorCode::Format, "a slot holds no Square-1 piece");
    ++count[p];
  }
  for (int e = kCorners; e < kPieces; ++e)
    if (count[e] != 1)
      throw InputError(ErrorCode::Edge, fmt::format("edge {} is in {} (an edge fills one slot)",
                                                    piece_letter(e), count_of(count[e], "slot")));
  for (int c = 0; c < kCorners; ++c)
    if (count[c] != 2)
      throw InputError(ErrorCode::Corner,
                       fmt::format("corner {} is in {} (a corner fills two slots)", piece_letter(c),
                                   count_of(count[c], "slot")));
  // Each corner's two slots neighbours in one layer: the slot before one of them holds another
  // piece and the slot after it the same corner.
  for (int s = 0; s < 2 * kSlots; ++s) {
    const uint8_t p = slots[s];
    if (p >= kCorners || slots[along(s, -1)] == p) continue;
    if (slots[along(s, 1)] != p)
      throw InputError(ErrorCode::Corner,
                       fmt::format("corner {} is split: its two slots are not neighbours in one "
                                   "layer",
                                   piece_letter(p)));
  }
}

}  // namespace

char piece_letter(int piece) {
  return piece < kCorners ? static_cast<char>('A' + piece)
                          : static_cast<char>('1' + piece - kCorners);
}

std::string to_string(const Move& m) {
  if (m.slash) return "/";
  return fmt::format("({}, {})", m.top, m.bottom);
}

std::string to_string(const std::vector<Move>& moves) { return wca::join_moves(moves); }

std::vector<Move> parse_moves(std::string_view text) {
  std::vector<Move> out;
  size_t i = 0;
  auto fail = [&](size_t at, const std::string& why) {
    throw InputError(ErrorCode::Notation,
                     fmt::format("Square-1 move at position {}: {}", at + 1, why));
  };
  auto skip_space = [&] {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
  };
  // An integer from -11 to 12 with an optional sign.
  auto number = [&]() {
    skip_space();
    const size_t start = i;
    bool negative = false;
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) negative = text[i++] == '-';
    skip_space();
    int value = 0, digits = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && digits < 3) {
      value = 10 * value + (text[i++] - '0');
      ++digits;
    }
    if (digits == 0)
      fail(i, fmt::format("expected a number of twelfths, not '{}'", printable(text.substr(i, 1))));
    if (value > (negative ? 11 : 12))
      fail(start,
           fmt::format("{}{} twelfths: a layer turns -11 to 12", negative ? "-" : "", value));
    skip_space();
    return negative ? -value : value;
  };
  while (true) {
    skip_space();
    if (i >= text.size()) break;
    if (text[i] == '/') {
      out.push_back(Move{true, 0, 0});
      ++i;
      continue;
    }
    if (text[i] != '(')
      fail(i, fmt::format("'{}' is neither a turn (x, y) nor a slash /",
                          printable(text.substr(i, 1))));
    const size_t open = i++;
    const int top = number();
    if (i >= text.size() || text[i] != ',')
      fail(i, fmt::format("expected ',' between the top's and the bottom's turn in the turn at "
                          "position {}",
                          open + 1));
    ++i;
    const int bottom = number();
    if (i >= text.size() || text[i] != ')')
      fail(i, fmt::format("expected ')' closing the turn at position {}", open + 1));
    ++i;
    out.push_back(Move{false, normalised(top), normalised(bottom)});
  }
  return out;
}

std::vector<Move> invert(const std::vector<Move>& moves) {
  std::vector<Move> out(moves.rbegin(), moves.rend());
  for (Move& m : out) {
    m.top = normalised(-m.top);
    m.bottom = normalised(-m.bottom);
  }
  return out;
}

std::vector<Move> simplify(const std::vector<Move>& moves) {
  std::vector<Move> out;
  for (const Move& m : moves) {
    if (m.slash) {
      // A slash undoes a slash.
      if (!out.empty() && out.back().slash)
        out.pop_back();
      else
        out.push_back(m);
      continue;
    }
    if (!out.empty() && !out.back().slash) {
      out.back().top = normalised(out.back().top + m.top);
      out.back().bottom = normalised(out.back().bottom + m.bottom);
    } else {
      out.push_back(Move{false, normalised(m.top), normalised(m.bottom)});
    }
    if (out.back().top == 0 && out.back().bottom == 0) out.pop_back();
  }
  return out;
}

int twist_count(const std::vector<Move>& moves) {
  return static_cast<int>(
      std::count_if(moves.begin(), moves.end(), [](const Move& m) { return m.slash; }));
}

int face_turn_count(const std::vector<Move>& moves) {
  int n = 0;
  for (const Move& m : moves) n += m.slash ? 1 : (m.top != 0) + (m.bottom != 0);
  return n;
}

Square1::Square1() {
  for (int s = 0; s < 2 * kSlots; ++s) slots_[s] = static_cast<uint8_t>(piece_of(kSolvedText[s]));
}

Square1 Square1::from_text(std::string_view text) {
  std::string letters;
  for (char c : text)
    if (c != '|' && !std::isspace(static_cast<unsigned char>(c))) letters += c;
  if (letters.size() != kTextLength)
    throw InputError(ErrorCode::Format,
                     fmt::format("a Square-1 is {} characters (24 slots and the middle layer), "
                                 "not {}",
                                 kTextLength, letters.size()));
  std::array<uint8_t, 2 * kSlots> slots{};
  for (int s = 0; s < 2 * kSlots; ++s) {
    const int p = piece_of(letters[s]);
    if (p < 0)
      throw InputError(ErrorCode::Format,
                       fmt::format("slot {} of the {}: '{}' is none of the corners A-H and the "
                                   "edges 1-8",
                                   s % kSlots, layer_name(s), printable(letters.substr(s, 1))));
    slots[s] = static_cast<uint8_t>(p);
  }
  const char middle = letters.back();
  if (middle != '-' && middle != '/')
    throw InputError(ErrorCode::Format,
                     fmt::format("the middle layer is '-' (square) or '/' (turned), not '{}'",
                                 printable(std::string(1, middle))));
  return from_slots(slots, middle == '/');
}

Square1 Square1::from_slots(const std::array<uint8_t, 2 * kSlots>& slots, bool middle_turned) {
  check_slots(slots);
  Square1 s;
  s.slots_ = slots;
  s.middle_turned_ = middle_turned;
  return s;
}

std::string Square1::text() const {
  std::string out;
  for (uint8_t p : slots_) out += piece_letter(p);
  out += middle_turned_ ? '/' : '-';
  return out;
}

bool Square1::can_slash() const {
  // The slice runs between the slots 11|0 and 5|6 of each layer.
  for (int base : {0, kSlots})
    for (int cut : {0, 6})
      if (slots_[base + cut] == slots_[base + (cut + kSlots - 1) % kSlots]) return false;
  return true;
}

void Square1::apply(const Move& m) {
  if (m.slash) {
    for (int base : {0, kSlots})
      for (int cut : {0, 6}) {
        const int after = base + cut, before = base + (cut + kSlots - 1) % kSlots;
        if (slots_[after] == slots_[before])
          throw InputError(ErrorCode::Notation,
                           fmt::format("/ is blocked: corner {} lies across the slice on the {}",
                                       piece_letter(slots_[after]), layer_name(after)));
      }
    for (int k = 0; k < 6; ++k) std::swap(slots_[6 + k], slots_[kSlots + k]);
    middle_turned_ = !middle_turned_;
    return;
  }
  std::array<uint8_t, 2 * kSlots> next{};
  for (int s = 0; s < kSlots; ++s) {
    next[along(s, m.top)] = slots_[s];
    next[along(kSlots + s, m.bottom)] = slots_[kSlots + s];
  }
  slots_ = next;
}

void Square1::apply(const std::vector<Move>& moves) {
  for (size_t i = 0; i < moves.size(); ++i) {
    try {
      apply(moves[i]);
    } catch (const InputError& e) {
      throw InputError(e.code(), fmt::format("move {} of the sequence: {}", i + 1, e.what()));
    }
  }
}

bool Square1::is_solved() const { return text() == kSolvedText; }

}  // namespace cubelab::square1
