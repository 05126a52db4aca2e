#pragma once
// Reads a cube from any accepted text (DESIGN.md §2): a 54-character facelet string in face
// letters or in any six colour letters, a cube in any whole-cube orientation (normalised by
// its centres), Singmaster positional notation, or a move sequence applied to the solved
// cube. Throws InputError with the codes of error.h.
#include <string>
#include <string_view>

#include "cubelab/cube/cubie_cube.h"

namespace cubelab {

enum class InputKind { Facelets, Singmaster, Moves };

struct ParsedCube {
  CubieCube cube;
  InputKind kind;
};

// Auto-detects the format.
ParsedCube parse_cube(std::string_view text);

}  // namespace cubelab
