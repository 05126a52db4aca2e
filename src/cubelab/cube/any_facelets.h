#pragma once
// A 54-sticker facelet string in any colour letters and any whole-cube orientation
// (architecture.md §2), read into a cube:
//  - letters are read case-insensitively and must be six distinct ones on the centres;
//  - centres in face letters U R F D L B or the standard colours W Y G B R O (color_scheme.h)
//    may show any of the 24 orientations: the cube is turned back so the centres are
//    standard, so every way of holding one physical cube gives one state;
//  - any other six letters: the centres define the scheme as the cube is held (the letter on
//    the U centre means U, and so on). There is no way to tell how such a cube "should" be
//    held, so it is read as held; holding it otherwise gives a conjugate state (the same
//    cube recoloured), which is exactly as hard to solve.
#include <string>
#include <string_view>

#include "cubelab/cube/cubie_cube.h"

namespace cubelab {

// Throws InputError: E_FORMAT, E_CENTERS (two equal centres, or centres of a known scheme
// that no rotation puts in place, e.g. a mirror image), E_COLOR_COUNT (also for a letter on
// no centre), then the codes of from_facelets. `note`, when given, gets a short description
// of how the text was read.
CubieCube cube_from_any_facelets(std::string_view text, std::string* note = nullptr);

}  // namespace cubelab
