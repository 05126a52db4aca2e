#pragma once
// A cube state for the library's facade: read from any text cubelab accepts (facelets in
// letters or colours, in any orientation, Singmaster notation, or moves from solved; see
// docs/formats.md), turned by moves, printed as a 54-letter (2x2x2: 24-letter) facelet
// string. Invalid input throws cubelab::Error with its code.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace cubelab {

class Cube {
 public:
  // The solved 3x3x3.
  Cube() = default;
  // The solved cube of a puzzle: "3x3x3" or "2x2x2".
  static Cube solved(std::string_view puzzle = "3x3x3");
  // Any accepted text; throws Error (E_FORMAT, E_PARITY, E_NOTATION, ...).
  static Cube parse(std::string_view text, std::string_view puzzle = "3x3x3");

  // "3x3x3" or "2x2x2".
  std::string puzzle() const;
  // Kociemba's facelet order (U R F D L B, each face row by row), 54 or 24 letters.
  std::string facelets() const;
  bool is_solved() const;

  // Turns the cube by `moves` (any accepted notation); throws Error(E_NOTATION).
  Cube& apply(std::string_view moves);
  Cube applied(std::string_view moves) const;

  bool operator==(const Cube&) const = default;

 private:
  friend struct CubeAccess;
  bool pocket_ = false;
  // Corner positions and twists, edge positions and flips (Kociemba's numbering), 8 + 8 +
  // 12 + 12 bytes; the 2x2x2 keeps its edges solved and its DBL corner in place.
  std::array<std::uint8_t, 40> state_{0, 1, 2, 3, 4, 5, 6,  7,  0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3,
                                      4, 5, 6, 7, 8, 9, 10, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
};

}  // namespace cubelab
