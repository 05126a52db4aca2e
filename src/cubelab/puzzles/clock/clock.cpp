// The clock's dials and moves (clock.h).
#include "cubelab/puzzles/clock/clock.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "cubelab/cube/error.h"
#include "cubelab/puzzles/notation_text.h"

namespace cubelab::clock {
namespace {

// The WCA's pin sets in the order of its notation and scrambles.
constexpr std::array<const char*, kPinSets> kPinSetNames = {"UR", "DR", "DL", "UL", "U",
                                                            "R",  "D",  "L",  "ALL"};
constexpr std::array<int, kPinSets> kPinSetMasks = {
    kPinUR,          kPinDR,          kPinDL,
    kPinUL,          kPinUL | kPinUR, kPinUR | kPinDR,
    kPinDL | kPinDR, kPinUL | kPinDL, kPinUL | kPinUR | kPinDL | kPinDR};
// The four dials around each pin (UL UR DL DR), as a side's positions 0..8 in reading order.
constexpr std::array<std::array<int, 4>, 4> kPinDials = {
    {{0, 1, 3, 4}, {1, 2, 4, 5}, {3, 4, 6, 7}, {4, 5, 7, 8}}};
// The corner dial next to each pin.
constexpr std::array<int, 4> kPinCorner = {0, 2, 6, 8};

// The dial behind a side's corner `pos`, as the other side reads it: left and right swap.
int behind(int pos) { return pos / 3 * 3 + (2 - pos % 3); }

int mod12(int h) { return ((h % 12) + 12) % 12; }

}  // namespace

std::string pin_set_name(int pins) {
  for (int i = 0; i < kPinSets; ++i)
    if (kPinSetMasks[i] == pins) return kPinSetNames[i];
  return "?";
}

int pin_set(int index) { return kPinSetMasks[index]; }

std::string to_string(const Move& m) {
  switch (m.kind) {
    case Move::Kind::Flip:
      return "y2";
    case Move::Kind::Pins:
      return pin_set_name(m.pins);
    case Move::Kind::Turn:
      break;
  }
  return pin_set_name(m.pins) + std::to_string(m.hours < 0 ? -m.hours : m.hours) +
         (m.hours < 0 ? "-" : "+");
}

std::string to_string(const std::vector<Move>& moves) { return wca::join_moves(moves); }

std::vector<Move> parse_moves(std::string_view text) {
  std::vector<Move> out;
  auto fail = [&](size_t at, const std::string& why) {
    throw InputError(ErrorCode::Notation,
                     "clock move at position " + std::to_string(at + 1) + ": " + why);
  };
  for (const wca::MoveWord& w : wca::move_words(text)) {
    const std::string_view token = w.text;
    const size_t i = w.position - 1;
    Move m;
    if (token == "y2") {
      m.kind = Move::Kind::Flip;
    } else {
      // The longest pin-set name the token starts with (ALL before the one-letter sets).
      int set = -1;
      size_t name_length = 0;
      for (int k = 0; k < kPinSets; ++k) {
        const std::string_view name = kPinSetNames[k];
        if (token.substr(0, name.size()) == name && name.size() > name_length) {
          set = k;
          name_length = name.size();
        }
      }
      if (set < 0)
        fail(i,
             fmt::format("'{}' is no pin set (UR DR DL UL U R D L ALL) nor y2", printable(token)));
      m.pins = kPinSetMasks[set];
      const std::string_view rest = token.substr(name_length);
      if (rest.empty()) {
        m.kind = Move::Kind::Pins;
      } else {
        // Hours 0..12, then + (clockwise) or - (anticlockwise).
        size_t digits = 0;
        int hours = 0;
        while (digits < rest.size() && std::isdigit(static_cast<unsigned char>(rest[digits])) &&
               digits < 2)
          hours = hours * 10 + (rest[digits++] - '0');
        const bool signed_turn =
            digits > 0 && digits + 1 == rest.size() && (rest.back() == '+' || rest.back() == '-');
        if (!signed_turn || hours > 12)
          fail(i, fmt::format("'{}' is not a turn such as {}3+ or {}2- (0 to 12 hours)",
                              printable(token), kPinSetNames[set], kPinSetNames[set]));
        m.hours = rest.back() == '-' ? -hours : hours;
      }
    }
    out.push_back(m);
  }
  return out;
}

std::vector<Move> invert(const std::vector<Move>& moves) {
  std::vector<Move> out;
  // The pins' last setting is no move to undo.
  for (auto it = moves.rbegin(); it != moves.rend(); ++it) {
    if (it->kind == Move::Kind::Pins) continue;
    Move m = *it;
    m.hours = -m.hours;
    out.push_back(m);
  }
  return out;
}

int turn_count(const std::vector<Move>& moves) {
  return static_cast<int>(std::count_if(moves.begin(), moves.end(),
                                        [](const Move& m) { return m.kind == Move::Kind::Turn; }));
}

Clock::Clock() : d_{} {}

Clock Clock::from_dials(std::string_view text) {
  std::vector<int> hours;
  const bool compact = std::none_of(text.begin(), text.end(), [](char c) {
    return std::isspace(static_cast<unsigned char>(c)) || c == ',' || c == '/';
  });
  if (compact) {
    for (char c : text) {
      const size_t digit =
          std::string_view("0123456789AB")
              .find(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
      if (digit == std::string_view::npos)
        throw InputError(ErrorCode::Format, fmt::format("'{}' is no dial (0-9, A for 10, B for 11)",
                                                        printable(std::string(1, c))));
      hours.push_back(static_cast<int>(digit));
    }
  } else {
    size_t i = 0;
    while (i < text.size()) {
      const char c = text[i];
      if (std::isspace(static_cast<unsigned char>(c)) || c == ',') {
        ++i;
        continue;
      }
      if (c == '/') {
        if (hours.size() != 9)
          throw InputError(ErrorCode::Format, "'/' comes after the front's nine dials, not " +
                                                  std::to_string(hours.size()));
        ++i;
        continue;
      }
      int h = 0, digits = 0;
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && digits < 3) {
        h = h * 10 + (text[i++] - '0');
        ++digits;
      }
      if (digits == 0 || h > 12)
        throw InputError(ErrorCode::Format, "dial " + std::to_string(hours.size() + 1) +
                                                " is not an hour from 0 to 12: '" +
                                                printable(text.substr(i, 8)) + "'");
      hours.push_back(h % 12);
    }
  }
  if (hours.size() != kDials)
    throw InputError(ErrorCode::Format,
                     "a clock has 18 dials, not " + std::to_string(hours.size()));
  Clock c;
  for (int i = 0; i < kDials; ++i) c.d_[i] = static_cast<uint8_t>(hours[i]);
  for (int pos : kPinCorner)
    if (mod12(c.d_[pos] + c.d_[9 + behind(pos)]) != 0)
      throw InputError(ErrorCode::Corner,
                       "front dial " + std::to_string(pos + 1) + " shows " +
                           std::to_string(c.d_[pos] == 0 ? 12 : c.d_[pos]) +
                           " and the same dial seen from the back (back dial " +
                           std::to_string(behind(pos) + 1) + ") must show " +
                           std::to_string(mod12(-c.d_[pos]) == 0 ? 12 : mod12(-c.d_[pos])));
  return c;
}

std::string Clock::dials() const {
  std::string s;
  for (uint8_t h : d_) s += "0123456789AB"[h];
  return s;
}

void Clock::apply(const Move& m, int side) {
  if (m.kind != Move::Kind::Turn) return;
  std::array<bool, 9> turned{};
  for (int pin = 0; pin < 4; ++pin)
    if (m.pins & (1 << pin))
      for (int pos : kPinDials[pin]) turned[pos] = true;
  const int front = 9 * side, back = 9 * (1 - side);
  for (int pos = 0; pos < 9; ++pos)
    if (turned[pos]) d_[front + pos] = static_cast<uint8_t>(mod12(d_[front + pos] + m.hours));
  // A corner dial turned on this side turns the other way seen from the other.
  for (int pos : kPinCorner)
    if (turned[pos])
      d_[back + behind(pos)] = static_cast<uint8_t>(mod12(d_[back + behind(pos)] - m.hours));
}

void Clock::turn_round() { std::rotate(d_.begin(), d_.begin() + 9, d_.end()); }

void Clock::apply(const std::vector<Move>& moves) {
  for (const Move& m : moves) {
    if (m.kind == Move::Kind::Flip)
      turn_round();
    else
      apply(m, 0);
  }
}

bool Clock::is_solved() const {
  return std::all_of(d_.begin(), d_.end(), [](uint8_t h) { return h == 0; });
}

}  // namespace cubelab::clock
