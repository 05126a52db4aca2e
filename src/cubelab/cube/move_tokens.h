#pragma once
// The lexer of move notation (architecture.md §2), shared by Alg::parse and Rotation::parse.
// Accepts: faces U R F D L B; wide Rw (or r); slices M E S; rotations x y z; powers
// R R1 R2 R3 R' Rp R2' (and the typographic ’); spaces, parentheses and commas anywhere
// between tokens; `//` comments to the end of the line.
#include <string_view>
#include <vector>

namespace cubelab {

struct MoveToken {
  char base;          // 'U' 'R' 'F' 'D' 'L' 'B', 'M' 'E' 'S', or 'x' 'y' 'z'
  bool wide;          // Rw / r
  int quarter_turns;  // 1..3, clockwise
  size_t pos, len;    // where it is in the text (0-based)
};

// Throws InputError(E_NOTATION) naming the 1-based position and the bad token.
std::vector<MoveToken> tokenize_moves(std::string_view text);

[[noreturn]] void throw_notation_error(std::string_view text, size_t pos, size_t len,
                                       std::string_view why);

}  // namespace cubelab
