#pragma once
// The 48-sticker string of the interactive-cube blog post (Modelo de un cubo de Rubik
// interactivo ..., its `__repr__`): the stickers of the six faces without their centres,
// which never move, eight a face, faces in the order U L F R B D (not the facelet string's
// U R F D L B), as one word of 48 letters or six words of 8:
//
//   WWWWWWWW RRRRRRRR BBBBBBBB OOOOOOOO GGGGGGGG YYYYYYYY      (solved)
//
// Each face is read as in the facelet string (facelets.h): U with B at the top, D with F at
// the top, the side faces with U at the top, row by row, the centre left out:
//
//   0 1 2
//   3 . 4
//   5 6 7
//
// The post does not draw this layout; its move code fits it (move_up_prime cycles the side
// faces' stickers 0, 1 and 2, their top row, and U's corners 0 -> 2 -> 7 -> 5).
//
// Letters (any case): the post's colours W R B O G Y, white U, red L, blue F, orange R, green B,
// yellow D, which is the standard scheme held with blue in front: the cube is turned back with
// y2, as a facelet string in standard colours would be (any_facelets.h). Or the face letters
// U L F R B D, read as they stand. The centres are those of the solved cube in the same
// letters: without them no other orientation can be told.
#include <string>
#include <string_view>

#include "cubelab/cube/cubie_cube.h"

namespace cubelab {

constexpr size_t kStickers48 = 48;

// Throws InputError: E_FORMAT (length, letters of neither alphabet), E_COLOR_COUNT (a letter
// not 8 times), then the codes of from_facelets. `note`, when given, says how it was read.
CubieCube cube_from_stickers48(std::string_view letters, std::string* note = nullptr);

// The 48-sticker string of a cube, in the post's colours, as the post's program holds it
// (blue in front).
std::string stickers48(const CubieCube& cube);

}  // namespace cubelab
