#pragma once
// A cube state for the library's facade, of any puzzle cubelab knows (puzzle.h): read from
// any text cubelab accepts (facelets in letters or colours, in any orientation, Singmaster
// notation, or moves from solved; see docs/formats.md), turned by moves, printed as its
// facelet string (54 letters for the 3x3x3, 24 for the 2x2x2). Invalid input throws
// cubelab::Error with its code.
#include <string>
#include <string_view>

namespace cubelab {

class Cube {
 public:
  // The solved 3x3x3.
  Cube() = default;
  // The solved cube of a puzzle ("3x3x3", "2x2x2": puzzles() lists them).
  static Cube solved(std::string_view puzzle = "3x3x3");
  // Any accepted text; throws Error (E_FORMAT, E_PARITY, E_NOTATION, ...).
  static Cube parse(std::string_view text, std::string_view puzzle = "3x3x3");

  // "3x3x3", "2x2x2", ...
  std::string puzzle() const { return puzzle_; }
  // Kociemba's facelet order (U R F D L B, each face row by row), 54 or 24 letters; the
  // other puzzles' own text (docs/puzzles.md).
  std::string facelets() const { return facelets_; }
  bool is_solved() const;
  // The cube drawn as text, as `cubelab show` prints it: the cubes' and the skewb's net, the
  // pyraminx's faces, the clock's dials; with `color`, in the puzzle's colours (ANSI).
  std::string diagram(bool color = false) const;
  // Singmaster's positional notation of the pieces ("UF UR ... UFR URB ...", docs/formats.md)
  // for the 3x3x3 and the 2x2x2; "" for the puzzles without one.
  std::string singmaster() const;

  // Turns the cube by `moves` (any accepted notation); throws Error(E_NOTATION).
  Cube& apply(std::string_view moves);
  Cube applied(std::string_view moves) const;

  bool operator==(const Cube&) const = default;

 private:
  friend struct CubeAccess;
  // The puzzle's name and the cube's canonical facelets (puzzle.h: each puzzle reads, turns
  // and prints its own).
  std::string puzzle_ = "3x3x3";
  std::string facelets_ = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";
};

// Whether `moves` solve the cube `text` of `puzzle` as solve() holds it: how an answer is
// checked again (bench, merge --verify). Mostly Cube::parse(text).applied(moves).is_solved();
// but an NxNxN given as moves is held as they leave it and one in face letters as written, and
// its solution begins with the rotation to the standard orientation, which Cube's canonical
// facelets already have. Throws Error for a cube or moves that cannot be read.
bool solves(std::string_view text, std::string_view moves, std::string_view puzzle = "3x3x3");

}  // namespace cubelab
