#pragma once
// The goals of the seven stages, checked on the 54-sticker facelet string only: written for
// the tests, independent of the solver's own cubie-level code. Goal s includes goals 1..s-1.
#include <string>

#include "cubelab/cube/cubie_cube.h"

namespace cubelab::test {

// 1 U cross, 2 U layer, 3 two layers, 4 D cross oriented (D colour on the four D edge
// stickers), 5 D edges in place, 6 D corners in place (any twist), 7 solved.
bool stage_goal_done(const CubieCube& cube, int stage);
std::string stage_goal_name(int stage);

}  // namespace cubelab::test
