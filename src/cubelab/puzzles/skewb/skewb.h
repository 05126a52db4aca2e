#pragma once
// The skewb as 30 stickers: six faces of five, in the order U R F D L B of the cube's facelet
// string, each face read as the cube's faces are (U with B at the top, D with F at the top, the
// side faces with U at the top): top-left corner, top-right corner, centre, bottom-left corner,
// bottom-right corner (docs/puzzles.md). A sticker is the letter of the face it belongs on.
// Moves are the WCA's (Regulations 12h), as the WCA's scrambler and cubing.js turn them: R, U,
// L and B turn the half of the puzzle around the corner DRB, UBL, DLF and DBL a third
// clockwise, seen from outside that corner; the corner UFR never moves.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab::skewb {

inline constexpr int kStickers = 30;
inline constexpr int kAxes = 4;  // R U L B

// A move: axis 0..3 (R U L B), turns 1 (clockwise) or 2 (anticlockwise).
struct Move {
  int axis = 0;
  int turns = 1;
};

std::string to_string(const Move& m);
std::string to_string(const std::vector<Move>& moves);
// WCA notation (R U L B, ' and 2 as a repeat); throws InputError(E_NOTATION).
std::vector<Move> parse_moves(std::string_view text);
std::vector<Move> invert(const std::vector<Move>& moves);

class Skewb {
 public:
  Skewb();  // solved
  // 30 face letters as the text format gives them, held in any orientation: the state is
  // turned whole so that the corner UFR is in place. Throws InputError: E_FORMAT for the
  // text, E_COLOR_COUNT, E_CENTERS (two centres alike), E_CORNER (a corner no skewb has, or
  // twice), E_PARITY and E_TWIST for a state no moves reach.
  static Skewb from_stickers(std::string_view text);
  std::string stickers() const;

  void apply(const Move& m);
  void apply(const std::vector<Move>& moves);
  bool is_solved() const;

  // The pieces: for each centre position the face letter's index (U R F D L B) of the centre
  // there; for each corner position (the cube's corner order URF UFL ULB UBR DFR DLF DBL DRB)
  // the corner there and its twist (where its U or D sticker is: 0 on U or D, 1 and 2 the
  // next stickers clockwise).
  struct Pieces {
    std::array<uint8_t, 6> centre;
    std::array<uint8_t, 8> corner;
    std::array<uint8_t, 8> twist;
  };
  // Throws InputError(E_CORNER) for a corner whose stickers no corner has.
  Pieces pieces() const;

 private:
  std::array<char, kStickers> s_;
};

}  // namespace cubelab::skewb
