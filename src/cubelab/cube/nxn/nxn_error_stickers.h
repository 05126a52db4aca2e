#pragma once
// Where a cube's error is: the stickers of its facelet text that a validation error is about,
// so that an editor can mark them beside the message. The rules are validation's
// (nxn_validate.h for every size, facelets.h for the 3x3x3 and pocket.h for the 2x2x2, which
// agree), read on the stickers as written:
//  - E_FORMAT: the characters that are no letter;
//  - E_COLOR_COUNT: the stickers of a colour shown too often, or of a letter on no centre;
//  - E_CENTERS: the fixed centres (two alike, or a mirror image), or the stickers of the
//    first centre orbit that holds a colour too often;
//  - E_CORNER, E_EDGE: each corner, midge or wing that no cube has, and both of a piece that
//    appears twice;
//  - E_TWIST: the corners that are turned (their U or D colour not on U or D);
//  - E_FLIP: the midges that are flipped;
//  - E_PARITY: the corners and midges away from their places.
// A twist, a flip or a parity is a property of the whole cube, not of one piece: the stickers
// marked are those of the pieces among which one is turned, flipped or swapped too many,
// which on a cube solved but for that error are exactly the pieces it names.
#include <string_view>
#include <vector>

#include "cubelab/cube/error.h"

namespace cubelab::nxn {

// 0-based places in `text` (6 n^2 letters: U R F D L B faces, row by row), ascending; empty
// when the text's length is not 6 n^2, when the letters can't be read as colours of the cube
// (an even cube in letters of no known scheme) or when the error names no sticker.
std::vector<int> error_stickers(int n, std::string_view text, ErrorCode code);

}  // namespace cubelab::nxn
