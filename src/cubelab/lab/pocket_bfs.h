#pragma once
// The 2x2x2 solver of M. Abreu García, "Resolución rápida del cubo de Rubik" (2011) §6: an
// uninformed breadth-first search run afresh for every cube, over the 18 face turns, with
// the document's data structures:
//  - the open list is a FIFO (children appended at the end);
//  - the closed list keeps every expanded node in order with a pointer to its parent, and the
//    solution is read back from the goal through the parents;
//  - a child whose state is already closed is dropped (duplicate elimination), and so is a
//    node taken from the open list whose state was closed meanwhile (the same state can be
//    queued twice at one depth, as the document's lists allow);
//  - the goal test is made when a node is generated ("verificar el estado final
//    anticipadamente"), not when it is expanded;
//  - two cubes are the same when they are equal up to a whole-cube rotation (§6.4).
// The document compares sticker arrays under the 24 rotations; here a state is the corner
// state with DBL held in place (cube/pocket.h), which is that comparison done once per node,
// and membership in the closed list is one array lookup instead of a walk along a linked
// list. The count of comparisons such a walk would make is kept beside the real counts, as
// the measure of what the document's list costs.
#include <cstdint>
#include <vector>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cubie_cube.h"

namespace cubelab::lab {

struct PocketBfsResult {
  Alg solution;            // optimal (HTM), in turns of all six faces
  int64_t expanded = 0;    // nodes taken from the open list and expanded (the closed list)
  int64_t generated = 0;   // children made, 18 per expansion, up to the one that is the goal
  int64_t duplicates = 0;  // children dropped because their state was closed
  int64_t requeued = 0;    // nodes taken from the open list whose state was already closed
  int64_t open_peak = 0;   // the longest the open list grew
  // Comparisons with closed nodes that finding each child in (or not in) the closed list
  // would take walking it from its first node, as a linked list is searched.
  double closed_scan_comparisons = 0;
  double seconds = 0;
};

// Solves one normalised 2x2x2 (cube/pocket.h). Keeps its node arrays between calls, so one
// object per thread serves many cubes without reallocating 3,674,160 entries each time.
class PocketBfs {
 public:
  PocketBfs();
  PocketBfsResult solve(const CubieCube& normalised_cube);

 private:
  std::vector<uint32_t> closed_at_;  // state -> place in the closed list, or kNotClosed
};

// The state a turn of any face (0..17) leads to, up to a whole-cube rotation: a turn of D, L
// or B leaves the same 2x2x2 as the same turn of the opposite face (D as U, D' as U': the
// two layers turn the same way relative to each other; tested against turning and
// normalising the cube).
uint32_t pocket_bfs_successor(uint32_t state, int move);

}  // namespace cubelab::lab
