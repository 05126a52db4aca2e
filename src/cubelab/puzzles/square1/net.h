#pragma once
// The Square-1 drawn as text: each layer's twelve slots in the order of the text format, its
// two halves apart at the slice, and the middle layer between them.
#include <string>
#include <string_view>

namespace cubelab::square1 {

// `text`: the 25 characters of the text format; with `color`, each piece on the colour of
// the layer it belongs to when solved (ANSI: white for the top's, yellow for the bottom's).
std::string render_net(std::string_view text, bool color);

}  // namespace cubelab::square1
