#include "cubelab/cube/cube_input.h"

#include <cctype>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/facelets.h"

namespace cubelab {
namespace {

std::string trim(std::string_view s) {
  size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return std::string(s.substr(a, b - a));
}

}  // namespace

ParsedCube parse_cube(std::string_view text) {
  std::string t = trim(text);
  bool letters_only = !t.empty();
  for (char c : t) letters_only = letters_only && std::isalpha(static_cast<unsigned char>(c));
  if (letters_only && t.size() == 54) return {from_facelets(t), InputKind::Facelets};
  CubieCube c;
  c.apply(Alg::parse(t).moves);
  return {c, InputKind::Moves};
}

}  // namespace cubelab
