#pragma once
// The pyraminx as 36 stickers: four faces of nine, read F (green), L (red), R (blue),
// D (yellow), each from its top vertex row by row, left to right (docs/puzzles.md). Moves are
// the WCA's: U L R B turn a vertex's tip and middle layer, u l r b its tip alone, clockwise
// seen from outside the vertex; ' is anticlockwise.
#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab::pyraminx {

inline constexpr int kStickers = 36;
inline constexpr int kVertices = 4;  // U L R B

// A move: vertex 0..3 (U L R B), tip only or tip and middle layer, turns 1 (clockwise) or 2
// (anticlockwise).
struct Move {
  int vertex = 0;
  bool tip = false;
  int turns = 1;
};

std::string to_string(const Move& m);
std::string to_string(const std::vector<Move>& moves);
// WCA notation (U L R B u l r b, ' and 2 as a repeat); throws InputError(E_NOTATION).
std::vector<Move> parse_moves(std::string_view text);
std::vector<Move> invert(const std::vector<Move>& moves);
// Where one clockwise turn of `vertex` (its tip alone, or its tip and middle layer) takes each
// sticker: to[i] is the position sticker i goes to.
const std::array<int, kStickers>& sticker_permutation(int vertex, bool tip);

class Pyraminx {
 public:
  Pyraminx();  // solved
  // 36 colour letters G R B Y as the text format gives them; throws InputError (E_FORMAT for
  // the text, E_COLOR_COUNT, E_TWIST for a tip, E_PARITY for a state no moves reach).
  static Pyraminx from_stickers(std::string_view text);
  std::string stickers() const;

  void apply(const Move& m);
  void apply(const std::vector<Move>& moves);
  bool is_solved() const;
  // The 24 stickers off the tips, two bits each: the state without tips.
  uint64_t body_key() const;
  // 0, 1 or 2: how many clockwise turns of the tip of `vertex` solve it; -1 if its stickers
  // are no turn of the solved tip.
  int tip_turns_to_solve(int vertex) const;

 private:
  std::array<char, kStickers> s_;
};

}  // namespace cubelab::pyraminx
