#include "cubelab/cube/puzzle.h"

namespace cubelab {

const char* puzzle_name(Puzzle p) { return p == Puzzle::Cube2 ? "2x2x2" : "3x3x3"; }

std::optional<Puzzle> puzzle_from_name(std::string_view name) {
  if (name == "3x3x3" || name == "3x3" || name == "3") return Puzzle::Cube3;
  if (name == "2x2x2" || name == "2x2" || name == "2") return Puzzle::Cube2;
  return std::nullopt;
}

}  // namespace cubelab
