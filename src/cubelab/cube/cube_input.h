#pragma once
// Reads a cube from any accepted text (architecture.md §2, docs/formats.md), detecting the format:
//  1. facelets: one word of letters only (no spaces, digits or primes) at least 20 long;
//     one word of exactly 54 (2x2x2: 24) characters without a prime (so a typo in a facelet
//     string is reported, not read as moves); or six words of 9 (2x2x2: 4) letters, one per
//     face. It must then be 54 (24) letters, else E_FORMAT; write moves with spaces to be
//     safe. Any colour letters, any orientation: see any_facelets.h and pocket.h. On the
//     3x3x3 also the 48-sticker string without centres (48 letters, or six words of 8) of
//     the interactive-cube blog post: stickers48.h.
//  2. Singmaster positional notation: words of letters only, 2 or 3 long, at least 8 of them
//     and at least one of 3 letters (see singmaster.h). A wrong count is E_FORMAT.
//  3. anything else: a move sequence applied to the solved cube (E_NOTATION when bad).
// Throws InputError with the codes of error.h.
#include <string>
#include <string_view>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/puzzle.h"

namespace cubelab {

enum class InputKind { Facelets, Singmaster, Moves };
const char* input_kind_name(InputKind kind);  // "facelets", "singmaster", "moves"

struct ParsedCube {
  // For the 2x2x2, normalised (pocket.h): edges solved, DBL in place.
  CubieCube cube;
  InputKind kind;
  std::string note;  // how facelets were read, e.g. "standard colours, turned with x y"
};

ParsedCube parse_cube_for(Puzzle puzzle, std::string_view text);
// The 3x3x3.
inline ParsedCube parse_cube(std::string_view text) { return parse_cube_for(Puzzle::Cube3, text); }

// The facelet string of a state of `puzzle` (54 or 24 letters).
std::string facelets_for(Puzzle puzzle, const CubieCube& cube);

}  // namespace cubelab
