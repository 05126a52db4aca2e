#include "cubelab/cube/stickers48.h"

#include <fmt/format.h>

#include <algorithm>

#include "cubelab/cube/any_facelets.h"
#include "cubelab/cube/color_scheme.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/rotation.h"

namespace cubelab {
namespace {

// The post's face order, as facelet-string faces (U R F D L B = 0..5): U L F R B D.
constexpr int kPostFaces[kFaces] = {U, L, F, R, B, D};
// Its colours on those faces, and the face letters on them.
constexpr std::string_view kPostColours = "WRBOGY";
constexpr std::string_view kFaceLetters = "ULFRBD";

bool all_in(std::string_view letters, std::string_view alphabet) {
  return std::all_of(letters.begin(), letters.end(),
                     [&](char c) { return alphabet.find(c) != std::string_view::npos; });
}

}  // namespace

CubieCube cube_from_stickers48(std::string_view text, std::string* note) {
  if (text.size() != kStickers48)
    throw InputError(
        ErrorCode::Format,
        fmt::format("a 48-sticker string has 48 letters, this one has {}", text.size()));
  const std::string letters = upper_ascii(text);
  // W, O, G and Y are colours only; every other letter of either alphabet is in both.
  const bool colours = letters.find_first_of("WOGY") != std::string::npos;
  const std::string_view alphabet = colours ? kPostColours : kFaceLetters;
  if (!all_in(letters, alphabet)) {
    const size_t bad = letters.find_first_not_of(alphabet);
    throw InputError(
        ErrorCode::Format,
        fmt::format("a 48-sticker string (six faces of 8 stickers, no centres) is written in the "
                    "colours W R B O G Y or in the face letters U L F R B D, not both; sticker "
                    "{} is '{}'",
                    bad + 1, printable(text.substr(bad, 1))));
  }
  for (char c : alphabet) {
    const auto n = std::count(letters.begin(), letters.end(), c);
    if (n != 8)
      throw InputError(ErrorCode::ColorCount,
                       fmt::format("colour {} appears {}, expected 8 (a 48-sticker string "
                                   "has no centres)",
                                   c, count_of(n, "time")));
  }
  // The facelet string: faces U R F D L B, nine stickers each, the centres put back.
  std::string facelets(kFacelets, '?');
  for (int k = 0; k < kFaces; ++k) {
    const int face = kPostFaces[k];
    size_t next = 8 * static_cast<size_t>(k);
    for (int i = 0; i < 9; ++i) facelets[9 * face + i] = i == 4 ? alphabet[k] : letters[next++];
  }
  std::string how;
  CubieCube cube = cube_from_any_facelets(facelets, &how);
  if (note) *note = "48 stickers without centres (the interactive-cube blog post's string), " + how;
  return cube;
}

std::string stickers48(const CubieCube& cube) {
  // Held with blue (B) in front: the facelet string turned by y2; then each face letter
  // becomes its standard colour.
  const std::string held = rotate_facelets(to_facelets(cube), Rotation::about('y', 2));
  const ColorScheme standard = *known_scheme("WRGYOB");
  std::string out;
  for (int face : kPostFaces)
    for (int i = 0; i < 9; ++i)
      if (i != 4)
        out += standard.letter_of(
            static_cast<int>(std::string_view("URFDLB").find(held[9 * face + i])));
  return out;
}

}  // namespace cubelab
