#pragma once
// The two puzzles cubelab knows. Lives with the cube model (not the solver interface) so that
// input parsing can be puzzle-aware without depending on solvers.
#include <optional>
#include <string_view>

namespace cubelab {

enum class Puzzle { Cube3, Cube2 };  // 3x3x3, 2x2x2

const char* puzzle_name(Puzzle p);  // "3x3x3", "2x2x2"
// "3x3x3" / "3x3" / "3" and "2x2x2" / "2x2" / "2"; nullopt for anything else.
std::optional<Puzzle> puzzle_from_name(std::string_view name);

}  // namespace cubelab
