#include "cubelab/cube/any_facelets.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "cubelab/cube/color_scheme.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/rotation.h"

namespace cubelab {

CubieCube cube_from_any_facelets(std::string_view text, std::string* note) {
  if (text.size() != kFacelets)
    throw InputError(
        ErrorCode::Format,
        fmt::format("a facelet string has 54 characters, this one has {}", text.size()));
  std::string letters = upper_ascii(text);
  for (size_t i = 0; i < letters.size(); ++i)
    if (letters[i] < 'A' || letters[i] > 'Z')
      throw InputError(ErrorCode::Format,
                       fmt::format("character {} of the facelet string is not a letter", i + 1));
  std::string centres;
  for (int f = 0; f < kFaces; ++f) centres += letters[9 * f + 4];
  for (int a = 0; a < kFaces; ++a)
    for (int b = a + 1; b < kFaces; ++b)
      if (centres[a] == centres[b])
        throw InputError(ErrorCode::Centers,
                         fmt::format("the centres of faces {} and {} are both {}", kFaceNames[a],
                                     kFaceNames[b], centres[a]));

  std::optional<ColorScheme> known = known_scheme(centres);
  ColorScheme scheme = known ? *known : ad_hoc_scheme(centres);
  for (char c : letters)
    if (scheme.face_of(c) < 0) {
      int n = static_cast<int>(std::count(letters.begin(), letters.end(), c));
      throw InputError(
          ErrorCode::ColorCount,
          fmt::format("colour {} appears {} but is on no centre", c, count_of(n, "time")));
    }
  Rotation turn;
  if (known) {
    // The rotation that carries each centre to the face it stands for.
    std::array<uint8_t, kFaces> to;
    for (int f = 0; f < kFaces; ++f) to[f] = static_cast<uint8_t>(scheme.face_of(centres[f]));
    int index = Rotation::index_of(to);
    if (index < 0)
      throw InputError(ErrorCode::Centers,
                       fmt::format("the centres {} (in the order U R F D L B) are not those of "
                                   "a cube in the {} scheme in any orientation",
                                   centres, scheme.name));
    turn = Rotation::all()[index];
    letters = rotate_facelets(letters, turn);
  }
  StickerFaces face;
  for (int i = 0; i < kFacelets; ++i) face[i] = static_cast<uint8_t>(scheme.face_of(letters[i]));
  CubieCube cube = from_sticker_faces(face, letters);
  if (note) {
    *note = scheme.name;
    if (turn != Rotation{}) *note += ", turned with " + turn.str() + " to put the centres in place";
  }
  return cube;
}

}  // namespace cubelab
