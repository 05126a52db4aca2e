#pragma once
// What the facade's implementation shares: making a public Cube and checking a request's
// values.
#include <string>
#include <string_view>

#include "cubelab/cube.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/puzzle.h"
#include "cubelab/error.h"
#include "cubelab/request.h"

namespace cubelab {

// A Cube made of its parts: the puzzle's name and the canonical facelets its entry printed.
struct CubeAccess {
  static Cube make(std::string puzzle, std::string facelets) {
    Cube cube;
    cube.puzzle_ = std::move(puzzle);
    cube.facelets_ = std::move(facelets);
    return cube;
  }
};

// Every value of a request within its field's declaration (request.h: ranges, choices), for
// requests a program filled in itself rather than through set_field; throws Error(E_OPTION).
void check_values(const Request& request);

}  // namespace cubelab
