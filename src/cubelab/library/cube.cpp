// The facade's Cube: a CubieCube behind a header that shows nothing of the internals.
#include <string>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/library/access.h"

namespace cubelab {

Puzzle library_puzzle(std::string_view name) {
  if (auto p = puzzle_from_name(name)) return *p;
  throw Error(error_code_name(ErrorCode::Option),
              "unknown puzzle '" + printable(name) + "': use 3x3x3 or 2x2x2");
}

Cube Cube::solved(std::string_view puzzle) {
  return CubeAccess::make(library_puzzle(puzzle), CubieCube::solved());
}

Cube Cube::parse(std::string_view text, std::string_view puzzle) {
  const Puzzle p = library_puzzle(puzzle);
  return rethrow_as_error([&] { return CubeAccess::make(p, parse_cube_for(p, text).cube); });
}

std::string Cube::puzzle() const { return puzzle_name(CubeAccess::puzzle(*this)); }

std::string Cube::facelets() const {
  return facelets_for(CubeAccess::puzzle(*this), CubeAccess::cubie(*this));
}

bool Cube::is_solved() const { return CubeAccess::cubie(*this).is_solved(); }

Cube& Cube::apply(std::string_view moves) {
  rethrow_as_error([&] {
    CubieCube c = CubeAccess::cubie(*this);
    c.apply(Alg::parse(moves).moves);
    // The 2x2x2 has no centres: a state is kept with its DBL corner in place, so that a
    // turn of L and one of R (the same up to a rotation) give the same Cube.
    if (pocket_) c = normalise_pocket(c);
    *this = CubeAccess::make(CubeAccess::puzzle(*this), c);
  });
  return *this;
}

Cube Cube::applied(std::string_view moves) const {
  Cube copy = *this;
  copy.apply(moves);
  return copy;
}

}  // namespace cubelab
