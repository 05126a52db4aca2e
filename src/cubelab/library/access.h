#pragma once
// What the facade's implementation shares: converting between the public Cube and the
// internal CubieCube, reading a puzzle name, and turning internal errors into cubelab::Error.
#include <cstring>
#include <string_view>

#include "cubelab/cube.h"
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/puzzle.h"
#include "cubelab/error.h"
#include "cubelab/request.h"

namespace cubelab {

struct CubeAccess {
  static Cube make(Puzzle puzzle, const CubieCube& c) {
    static_assert(sizeof(CubieCube) == 40, "Cube::state_ holds a CubieCube's four arrays");
    Cube cube;
    cube.pocket_ = puzzle == Puzzle::Cube2;
    std::memcpy(cube.state_.data(), c.cp.data(), 8);
    std::memcpy(cube.state_.data() + 8, c.co.data(), 8);
    std::memcpy(cube.state_.data() + 16, c.ep.data(), 12);
    std::memcpy(cube.state_.data() + 28, c.eo.data(), 12);
    return cube;
  }
  static CubieCube cubie(const Cube& cube) {
    CubieCube c;
    std::memcpy(c.cp.data(), cube.state_.data(), 8);
    std::memcpy(c.co.data(), cube.state_.data() + 8, 8);
    std::memcpy(c.ep.data(), cube.state_.data() + 16, 12);
    std::memcpy(c.eo.data(), cube.state_.data() + 28, 12);
    return c;
  }
  static Puzzle puzzle(const Cube& cube) { return cube.pocket_ ? Puzzle::Cube2 : Puzzle::Cube3; }
};

// "3x3x3", "2x2x2" (and the short forms of puzzle_from_name); Error(E_OPTION) otherwise.
Puzzle library_puzzle(std::string_view name);

// Every value of a request within its field's declaration (request.h: ranges, choices), for
// requests a program filled in itself rather than through set_field; throws Error(E_OPTION).
void check_values(const Request& request);

// Runs f, turning an InputError into cubelab::Error with the same code and message.
template <class F>
auto rethrow_as_error(F&& f) -> decltype(f()) {
  try {
    return f();
  } catch (const InputError& e) {
    throw Error(e.code_name(), e.what());
  }
}

}  // namespace cubelab
