#pragma once
// The skewb drawn as the cube's net (U on top, L F R B, then D), each face a 3x3 grid: its
// corner stickers in the corners and its centre, a square standing on a vertex, over the
// middle cross.
#include <string>
#include <string_view>

namespace cubelab::skewb {

// `stickers`: 30 letters of the text format; with `color`, each on its colour (ANSI).
std::string render_net(std::string_view stickers, bool color);

}  // namespace cubelab::skewb
