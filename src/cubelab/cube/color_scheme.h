#pragma once
// Colour schemes: which face each sticker letter stands for. Two schemes are known, so a cube
// written in them can be turned back to the standard orientation: the face letters
// U R F D L B, and the standard colours W (white) = U, Y (yellow) = D, G (green) = F,
// B (blue) = B, R (red) = R, O (orange) = L. Any other six letters form an ad-hoc scheme whose
// meaning comes from the cube itself (its centres, or on the 2x2x2 its DBL corner).
#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace cubelab {

struct ColorScheme {
  std::array<int, 128> face;  // face (0..5) of each ASCII letter, -1 when not in the scheme
  bool known = false;         // one of the two standard schemes (then orientation is fixable)
  std::string name;           // "face letters", "standard colours", "colours WYROGB"

  int face_of(char letter) const {
    return static_cast<unsigned char>(letter) < 128 ? face[static_cast<unsigned char>(letter)] : -1;
  }
  // The letter that stands for `face`.
  char letter_of(int face) const;
};

// The known scheme made of exactly these six letters (any order), if there is one.
std::optional<ColorScheme> known_scheme(std::string_view six_letters);
// An ad-hoc scheme: letters[f] stands for face f.
ColorScheme ad_hoc_scheme(std::string_view letters_in_face_order);

// Upper-cases ASCII letters; colour letters are read case-insensitively.
std::string upper_ascii(std::string_view text);

}  // namespace cubelab
