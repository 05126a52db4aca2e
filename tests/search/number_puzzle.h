#pragma once
// The made-up puzzle the search toolkit's tests walk: a number, from 0, and the moves +1
// (move 0), +3 (move 1) and x2 (move 2). Its distances and paths are easy to know by brute
// force, so a search's answers can be checked apart from any cube.
#include <cstdint>

#include "cubelab/cube/move.h"

namespace cubelab::test {

inline int64_t number_after(int64_t x, Move m) { return m == 0 ? x + 1 : m == 1 ? x + 3 : x * 2; }

}  // namespace cubelab::test
