#pragma once
// The lexer of move notation (architecture.md §2), shared by Alg::parse and Rotation::parse.
// Accepts: faces U R F D L B; wide Rw (or r); slices M E S; rotations x y z (or X Y Z);
// powers R R1 R2 R3 R' Rp R2' (and the typographic ’); groups in parentheses, repeated
// (R U R' U')6, inverted (R U)' or both (R U)2', nested; spaces and commas anywhere between
// tokens; `//` comments to the end of the line. Groups come back expanded: the tokens are
// the moves in order. Bigger cubes' notation (2R, 3Rw, MR) is refused as such, not taken
// apart into 3x3x3 moves.
#include <string_view>
#include <vector>

namespace cubelab {

struct MoveToken {
  char base;          // 'U' 'R' 'F' 'D' 'L' 'B', 'M' 'E' 'S', or 'x' 'y' 'z'
  bool wide;          // Rw / r
  int quarter_turns;  // 1..3, clockwise
  size_t pos, len;    // where it is in the text (0-based)
};

// Throws InputError(E_NOTATION) naming the 1-based position and the bad token, or E_LIMIT
// for repetitions that would make more than 100,000 moves.
std::vector<MoveToken> tokenize_moves(std::string_view text);

[[noreturn]] void throw_notation_error(std::string_view text, size_t pos, size_t len,
                                       std::string_view why);

}  // namespace cubelab
