#pragma once
// Stage 1 of the beginner's method (Abreu García 2011 §5.1): an optimal U cross.
//
// solve_cross: the document's A* on the compact cross state (cross_coord.h). Heuristic (the
// document's; admissible and consistent): the largest of the four edges' own distances to their
// homes. Tie-breaker (the document's; not admissible, it only orders nodes of equal f): the sum
// of the four distances. Nodes of equal f and equal sum are expanded first-in first-out, as
// in the document's open list; states already expanded are dropped (the document's duplicate
// elimination), and so are moves that leave every cross edge in place (its "non-transcendent
// operations"). The goal test is made when a node leaves the open list, so the answer is
// optimal.
//
// solve_cross_by_table: the same optimal length from an exact distance table of all cross
// states; the faster option.
#include <array>
#include <cstdint>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/move.h"

namespace cubelab::beginner {

// The longest optimal cross is 8 moves.
constexpr int kMaxCrossLength = 8;

struct CrossSolution {
  std::array<Move, kMaxCrossLength> moves{};
  int length = 0;
  int expanded = 0;   // nodes taken from the open list and expanded
  int generated = 0;  // successors inserted into the open list
};

// Thread-safe; allocates nothing after the first calls on a thread.
CrossSolution solve_cross(const CubieCube& cube);
CrossSolution solve_cross_by_table(const CubieCube& cube);
// Builds the distance table of solve_cross_by_table now (most of the method's first-use
// cost), so that a first solve is not timed with it.
void prepare_cross_table();

}  // namespace cubelab::beginner
