#pragma once
// Writing a cube's facelets in other letters, for the tests of the input formats: the
// standard colours, or six letters no known scheme uses, which a reader must take as held.
#include <string>
#include <string_view>

#include "cubelab/cube/random.h"

namespace cubelab::test {

inline const std::string kStandardColours = "WRGYOB";  // U R F D L B

// Rewrites face letters in another scheme: letters[f] for face f.
inline std::string recolour(std::string facelets, std::string_view letters) {
  for (char& c : facelets) c = letters[std::string_view("URFDLB").find(c)];
  return facelets;
}

// Six distinct letters drawn at random from letters that are neither face letters nor
// standard colours (an ad-hoc scheme), in a random order.
inline std::string six_random_letters(Rng& rng) {
  std::string letters = "ACEHIJKMNPQSTVXZ";
  for (size_t k = 0; k < 6; ++k) std::swap(letters[k], letters[k + rng.below(letters.size() - k)]);
  return letters.substr(0, 6);
}

}  // namespace cubelab::test
