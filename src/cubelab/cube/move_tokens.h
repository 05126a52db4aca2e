#pragma once
// The lexer of move notation (architecture.md §2), shared by Alg::parse and Rotation::parse.
// Accepts: faces U R F D L B; wide Rw (or r); slices M E S; rotations x y z (or X Y Z);
// powers R R1 R2 R3 R' Rp R2' (and the typographic ’); groups in parentheses, repeated
// (R U R' U')6, inverted (R U)' or both (R U)2', nested; spaces and commas anywhere between
// tokens; `//` comments to the end of the line. Groups come back expanded: the tokens are
// the moves in order. Bigger cubes' notation (2R, 3Rw, MR) is refused as such, not taken
// apart into 3x3x3 moves, unless the text is read as big-cube notation (MoveNotation::big_cube,
// the NxNxN parser of nxn/nxn_move.h): then a layer number or range may come before a face,
// as WCA and SiGN write them: 2R, 3Rw, 3r, 2-3Rw, 2-3r. Which layers exist is the caller's
// to check; it alone knows the size of the cube.
#include <string_view>
#include <vector>

namespace cubelab {

struct MoveToken {
  char base;          // 'U' 'R' 'F' 'D' 'L' 'B', 'M' 'E' 'S', or 'x' 'y' 'z'
  bool wide;          // Rw / r
  int quarter_turns;  // 1..3, clockwise
  size_t pos, len;    // where it is in the text (0-based)
  // The layer prefix as written, only in big-cube notation: 3R and 3Rw give layer 3, 2-3Rw
  // gives layer 2 and last_layer 3; 0 when there is none.
  int layer = 0, last_layer = 0;
};

enum class MoveNotation {
  cube3,     // the 3x3x3's and 2x2x2's: layer prefixes are refused
  big_cube,  // layer prefixes before a face are read into MoveToken::layer and last_layer
};

// Throws InputError(E_NOTATION) naming the 1-based position and the bad token, or E_LIMIT
// for repetitions that would make more than 100,000 moves.
std::vector<MoveToken> tokenize_moves(std::string_view text,
                                      MoveNotation notation = MoveNotation::cube3);

[[noreturn]] void throw_notation_error(std::string_view text, size_t pos, size_t len,
                                       std::string_view why);

}  // namespace cubelab
