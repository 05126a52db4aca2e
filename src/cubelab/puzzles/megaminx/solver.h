#pragma once
// Megaminx solutions by stages (docs/puzzles.md): the puzzle is turned whole so that its
// centres are home, solved piece group by piece group from D up (each stage an IDA* over the
// faces it may turn, pruned by small exact tables of the pieces it places and keeps), and
// the face turns are then named by where those faces are as the puzzle is held. Not optimal.
#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

#include "cubelab/puzzles/megaminx/megaminx.h"

namespace cubelab::megaminx {

// Face turns (U U2 U2' U' of the faces as held) after which every face is one colour;
// nothing when `stopped` (asked every few thousand nodes: a solve takes seconds) returns true
// first (a time limit, a cancel). Throws InputError (E_CENTERS, E_CORNER, E_EDGE, E_TWIST,
// E_FLIP, E_PARITY) for a state no turns reach.
//
// U's corners, last, are searched within `last_corner_nodes` nodes, then placed by pure
// commutators from a chain found once for every state of them (solver.cpp): the search's
// solutions are a few turns shorter, the commutators' never slow.
constexpr long long kLastCornerNodes = 2'000'000;
std::optional<std::vector<Move>> solve(const Megaminx& m, const std::function<bool()>& stopped = {},
                                       long long last_corner_nodes = kLastCornerNodes);
// Builds the rotation and move tables and the last corners' chains (the stages' pruning
// tables are built as they are first needed, a few kilobytes each).
void prepare();
// Pruning tables built so far and their bytes.
size_t table_count();
size_t table_bytes();

}  // namespace cubelab::megaminx
