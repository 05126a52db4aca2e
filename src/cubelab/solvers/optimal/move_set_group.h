#pragma once
// What rules a cube out of the group a move set generates, for the optimal solver's
// restricted searches (docs/optimal.md, "Move sets"): a search for a cube outside the group
// would only end at its depth limit, so such cubes are answered at once.
#include <string>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/move_set.h"

namespace cubelab::optimal {

// Empty when no invariant of <moves> rules the cube out; otherwise what does, e.g. "the
// edge at DB cannot reach DB: the moves never bring it there". Necessary conditions only:
// each is a subgroup that contains every move of the set (the orbits of the pieces'
// positions; zero twist, zero flip and the slice edges in their slice, along each of the
// three axes; even corner permutations), and the cube must then lie in it too. Then, when
// the group moves the corners (edges) through at most 2^18 states, found by breadth-first
// search once per set and process, the cube's corners (edges) must be one of them (<R,U>:
// corners and edges; <U,D,R2,L2,F2,B2>: its corners, its edges being settled by the
// invariants; the half turns: both). For five or six faces with all their turns the group
// is the whole cube group and nothing is ruled out; for sets with larger projections
// (<R,U,F>) a cube that passes every test may still be outside the group, and its search
// ends only at its depth or time limit.
std::string outside_move_group(const CubieCube& cube, const MoveSet& moves);

}  // namespace cubelab::optimal
