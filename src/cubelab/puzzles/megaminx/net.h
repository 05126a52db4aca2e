#pragma once
// The megaminx drawn as text: its 12 faces in two rows of six (U F R BR BL L, then D B DL FL
// FR DR), each a small pentagon of its 11 stickers, the edge to its first neighbour on top:
//      c e c          c: corners, e: edges, the centre in the middle,
//     e  X  e         read clockwise from the top edge (geometry.h)
//      c   c
//      e c e
#include <string>
#include <string_view>

namespace cubelab::megaminx {

// `stickers`: 132 letters of the text format; with `color`, each on its colour (ANSI).
std::string render_net(std::string_view stickers, bool color);

}  // namespace cubelab::megaminx
