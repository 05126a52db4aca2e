#pragma once
// The Square-1 as its pieces: 8 corners of 60 degrees (A to H) and 8 edges of 30 degrees (1 to
// 8) in two layers of twelve 30-degree slots, and the middle layer, square or turned
// (docs/puzzles.md). Each layer's slots are numbered clockwise as seen from outside that layer
// (from above for the top, from below for the bottom), from the front end of the slice: the
// top's slots 0..5 are its left half and 6..11 its right half, the bottom's 0..5 its right
// half and 6..11 its left half. Moves are the WCA's (Regulations, article 12), as the WCA's
// scrambler (TNoodle) and cubing.js turn them: (x, y) turns the top x and the bottom y twelfths
// clockwise, each seen from its own side; / turns the right half a half turn, which swaps the
// top's slots 6..11 with the bottom's 0..5 (in that order) and turns the middle layer's right
// half. A / is blocked when a corner lies across the slice on either layer.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab::square1 {

inline constexpr int kSlots = 12;   // a layer's 30-degree slots
inline constexpr int kCorners = 8;  // pieces 0..7: A..H
inline constexpr int kEdges = 8;    // pieces 8..15: 1..8
inline constexpr int kPieces = kCorners + kEdges;
// The text: the top's 12 slots, the bottom's 12, the middle layer's one character.
inline constexpr int kTextLength = 2 * kSlots + 1;

// A token of the notation: a turn of the layers, (top, bottom) in twelfths from -5 to 6, or a
// slash.
struct Move {
  bool slash = false;
  int top = 0;
  int bottom = 0;
  bool operator==(const Move&) const = default;
};

// "(1, 0)", "/": as cubing.js writes them.
std::string to_string(const Move& m);
// "(1, 0) / (-3, 3) /"
std::string to_string(const std::vector<Move>& moves);
// WCA notation: turns "(x, y)" (x and y integers from -11 to 12, read modulo 12; spaces
// anywhere between the signs), slashes "/", with or without spaces between the tokens:
// "(1,0)/(-3,3)/", "(1, 0) / (-3, 3) /", "/ (3,3)". Throws InputError(E_NOTATION).
std::vector<Move> parse_moves(std::string_view text);
// The inverse sequence: reversed, each turn negated.
std::vector<Move> invert(const std::vector<Move>& moves);
// The sequence with neighbouring turns merged and turns of no twelfths left out.
std::vector<Move> simplify(const std::vector<Move>& moves);
// The twist metric: the number of slashes (the WCA's count of a Square-1 scramble's length).
int twist_count(const std::vector<Move>& moves);
// The face turn metric: each slash and each layer turned (a turn of both layers counts two).
int face_turn_count(const std::vector<Move>& moves);

class Square1 {
 public:
  Square1();  // solved
  // The text format (docs/puzzles.md): 24 slot letters (a corner's letter in both its slots)
  // and the middle layer, '-' square or '/' turned; spaces and '|' between them are skipped.
  // Throws InputError: E_FORMAT for the text, E_CORNER for a corner not in two neighbouring
  // slots of one layer, E_EDGE for an edge missing or there twice. Every such state is
  // reachable.
  static Square1 from_text(std::string_view text);
  // The canonical text: 25 characters, no spaces.
  std::string text() const;

  // Whether a slash can be made: no corner across the slice on either layer.
  bool can_slash() const;
  // Throws InputError(E_NOTATION) for a blocked slash, naming the corner that blocks it.
  void apply(const Move& m);
  // As above; a blocked slash is named by its position in the sequence.
  void apply(const std::vector<Move>& moves);
  bool is_solved() const;

  // The piece in each slot: the top's 0..11, then the bottom's 0..11 (a corner in two).
  const std::array<uint8_t, 2 * kSlots>& slots() const { return slots_; }
  bool middle_turned() const { return middle_turned_; }
  // From pieces in slots (each corner in two neighbouring slots of one layer, each edge in
  // one; checked as from_text checks a text).
  static Square1 from_slots(const std::array<uint8_t, 2 * kSlots>& slots, bool middle_turned);

 private:
  std::array<uint8_t, 2 * kSlots> slots_;
  bool middle_turned_ = false;
};

// The piece's letter in the text: A..H for the corners, 1..8 for the edges.
char piece_letter(int piece);

}  // namespace cubelab::square1
