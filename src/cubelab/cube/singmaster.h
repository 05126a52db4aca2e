#pragma once
// Singmaster positional notation: the cubies at the positions
//   UF UR UB UL DF DR DB DL FR FL BR BL UFR URB UBL ULF DRF DFL DLB DBR
// in this order, separated by spaces; each token lists the colours (as face letters) the
// cubie shows on the position's faces, in the order of the position's name. Solved is the
// list itself; "FU" at UF is the UF edge flipped; "RUF" at UFR is URF twisted (U-sticker R,
// F-sticker U, R-sticker F). The 2x2x2 uses the last eight tokens only. Letters are read
// case-insensitively.
#include <string>
#include <string_view>

#include "cubelab/cube/cubie_cube.h"

namespace cubelab {

// 3x3x3. Throws E_FORMAT for wrong tokens, then the codes of from_facelets.
CubieCube from_singmaster(std::string_view text);
std::string to_singmaster(const CubieCube& cube);

// Singmaster tokens <-> a 54-letter facelet string with standard centres. With
// corners_only, the eight corner tokens; the edge stickers are then '.'.
std::string singmaster_to_facelets(std::string_view text, bool corners_only);
std::string facelets_to_singmaster(std::string_view facelets, bool corners_only);

}  // namespace cubelab
