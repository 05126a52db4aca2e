#pragma once
// The Rubik's Clock as held, 18 dials, each showing an hour 0..11 (0 is 12 o'clock): the
// nine of the side in front in reading order, then the other side's nine in reading order as
// seen when the clock is turned round (y2), 12 o'clock up (docs/puzzles.md). The four corner dials
// of one side are the corner dials of the other seen from behind: each back corner shows 12 minus
// its front corner. Moves are the WCA's (Regulations 12g): a set of pins up (UR DR DL UL U R D L
// ALL), then a wheel turned by that many hours, + clockwise and - anticlockwise seen from the side
// in front; y2 turns the clock round. The pins' final positions are no part of the state.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab::clock {

inline constexpr int kDials = 18;
inline constexpr int kPinSets = 9;  // UR DR DL UL U R D L ALL
// The pins, one bit each.
inline constexpr int kPinUL = 1, kPinUR = 2, kPinDL = 4, kPinDR = 8;

// A token of the notation: a wheel turned with a set of pins up (`hours` from -11 to 11,
// negative anticlockwise), y2, or pins set up with no turn (as older WCA scrambles end).
struct Move {
  enum class Kind { Turn, Flip, Pins };
  Kind kind = Kind::Turn;
  int pins = 0;  // a bit mask of kPinUL ...
  int hours = 0;
};

// The pin set's WCA name (UR, U, ALL...); pins are a mask that names one.
std::string pin_set_name(int pins);
// The mask of a WCA pin set in the order of the notation (0..8: UR DR DL UL U R D L ALL).
int pin_set(int index);
std::string to_string(const Move& m);
std::string to_string(const std::vector<Move>& moves);
// WCA notation (UR3+ DL0- ALL6+ y2 U1- ..., and a last pin setting such as "UR DL");
// throws InputError(E_NOTATION).
std::vector<Move> parse_moves(std::string_view text);
std::vector<Move> invert(const std::vector<Move>& moves);
// The turns of a sequence: the WCA's count, each pin set and turn one move (y2 and a last
// pin setting count none).
int turn_count(const std::vector<Move>& moves);

class Clock {
 public:
  Clock();  // solved: every dial at 12
  // 18 dials as the text format gives them: 18 characters 0-9, A (10), B (11), or 18 numbers
  // 0..12 (12 is 0) with spaces, commas or a "/" between them. Throws InputError: E_FORMAT
  // for the text, E_CORNER for a corner dial that its two sides show differently.
  static Clock from_dials(std::string_view text);
  // The canonical text: 18 characters, hours in base 12 (0-9, A, B).
  std::string dials() const;
  int dial(int i) const { return d_[i]; }

  // A turn made from this side: the front (0) or the back (1); y2 and pin settings do
  // nothing here.
  void apply(const Move& m, int side);
  // A sequence as the one holding the clock makes it: turns from the side in front, and each
  // y2 turns the clock round (turn_round), so that the state is always the clock as held.
  void apply(const std::vector<Move>& moves);
  // The clock turned round (y2): the back's nine dials become the front's and the front's
  // the back's, each side still read as seen from its own side.
  void turn_round();
  bool is_solved() const;

 private:
  std::array<uint8_t, kDials> d_;
};

}  // namespace cubelab::clock
