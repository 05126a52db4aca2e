#pragma once
// The pyraminx's stickers drawn as four triangles side by side, F L R D, each with its top
// vertex up (the reading order of the text format, docs/puzzles.md).
#include <string>
#include <string_view>

namespace cubelab::pyraminx {

// `stickers`: 36 letters of the text format; with `color`, each on its colour (ANSI).
std::string render_net(std::string_view stickers, bool color);

}  // namespace cubelab::pyraminx
