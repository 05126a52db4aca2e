#pragma once
// The unfolded cube (a "net") as text: U on top, then L F R B in a row, then D. With
// colour on, stickers are drawn as ANSI-coloured blocks in the standard scheme (U white,
// R red, F green, D yellow, L orange, B blue).
#include <string>
#include <string_view>

namespace cubelab {

// `facelets` is a 54-character (3x3x3) or 24-character (2x2x2) string in face letters.
std::string render_net(std::string_view facelets, bool color);

}  // namespace cubelab
