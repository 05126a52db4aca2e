#include "cubelab/cube/color_scheme.h"

#include <algorithm>

#include "cubelab/cube/move.h"

namespace cubelab {
namespace {

ColorScheme scheme_from(std::string_view letters_in_face_order, bool known, std::string name) {
  ColorScheme s;
  s.face.fill(-1);
  for (int f = 0; f < kFaces; ++f)
    s.face[static_cast<unsigned char>(letters_in_face_order[f]) & 127] = f;
  s.known = known;
  s.name = std::move(name);
  return s;
}

std::string sorted(std::string_view s) {
  std::string r(s);
  std::sort(r.begin(), r.end());
  return r;
}

}  // namespace

char ColorScheme::letter_of(int f) const {
  for (int c = 0; c < 128; ++c)
    if (face[c] == f) return static_cast<char>(c);
  return '?';
}

std::optional<ColorScheme> known_scheme(std::string_view six_letters) {
  if (six_letters.size() != 6) return std::nullopt;
  std::string key = sorted(six_letters);
  if (key == sorted("URFDLB")) return scheme_from("URFDLB", true, "face letters");
  if (key == sorted("WRGYOB")) return scheme_from("WRGYOB", true, "standard colours");
  return std::nullopt;
}

ColorScheme ad_hoc_scheme(std::string_view letters_in_face_order) {
  return scheme_from(letters_in_face_order, false,
                     "colours " + std::string(letters_in_face_order.substr(0, 6)));
}

std::string upper_ascii(std::string_view text) {
  std::string s(text);
  for (char& c : s)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return s;
}

}  // namespace cubelab
