#pragma once
// The blog post's heuristic (getScore): over the 48 non-centre stickers, 0 for a sticker on the
// face of its own colour, 2 on the opposite face, 1 on any other face. Solved = 0, and the
// score is at most 96. Computed from cubies with per-piece tables, so no facelet string is
// built.
#include "cubelab/cube/cubie_cube.h"

namespace cubelab::greedy {

int sticker_score(const CubieCube& cube);

}  // namespace cubelab::greedy
