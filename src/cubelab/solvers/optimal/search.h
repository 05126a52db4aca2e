#pragma once
// The optimal solver's IDA* (docs/optimal.md). A node is a cube z = Q * root * P: P holds
// the moves chosen from the front of the solution, Q those chosen from its back, and the
// node still needs a middle part M with z * M = solved, |M| = moves left. The node keeps z
// and its inverse (one vector shuffle per move each) and six lower bounds: the coset table
// along the three axes, for z and for z^-1.
//
// Beyond pruning (any bound > moves left), the bounds restrict the moves (nxopt's idea):
// a bound of z along an axis equal to the moves left means no shortest M ends with a turn
// of that axis (that turn would lie in the subgroup, so a shorter sequence would reach the
// coset); on z^-1 it means none starts with one. The node then grows the side with fewer
// allowed axes, front or back. A child inherits one bound from its parent: a front turn of
// axis a leaves the coset of z^-1 along a unchanged, a back turn that of z.
#include <array>
#include <vector>

#include "cubelab/cube/move_set.h"
#include "cubelab/search/parallel_ida.h"
#include "cubelab/solvers/optimal/coset_table.h"

namespace cubelab::optimal {

// The admissible heuristic: one coset table (a 2-bit table with floors, or the exact
// fallback table when the budget allows no more). A lookup is split in steps so that the
// search can start the memory reads of all children before it needs any of the values.
struct Heuristic {
  const CosetSpace* space;
  const CosetTable* table;

  // Step 1: the corner coordinate; its class table entry is prefetched.
  uint32_t corner(const PackedCube& y, int axis) const {
    const uint32_t c = space->corner(y, axis);
    __builtin_prefetch(space->class_entry(c));
    return c;
  }
  // Step 2: the table index (prefetch() its line); step 3: value().
  uint64_t probe(const PackedCube& y, int axis) const {
    return probe(y, axis, space->corner(y, axis));
  }
  uint64_t probe(const PackedCube& y, int axis, uint32_t corner) const {
    CosetSpace::Key key = space->key(y, axis, corner);
    return table->index(key.cls, key.edges, space->extractor());
  }
  void prefetch(uint64_t probe) const { __builtin_prefetch(table->address(probe)); }
  int value(uint64_t probe) const { return table->value(probe); }
  int value(const PackedCube& y, int axis) const { return value(probe(y, axis)); }
};

class Searcher {
 public:
  // all_solutions: the caller wants more than one solution, so every first move is
  // searched; otherwise a cube with symmetries gets one first move per class (root_moves).
  // `moves`: the turns a solution may use; the tables, built for every turn, stay lower
  // bounds (fewer moves only make distances longer), and the move restriction by bounds
  // stays valid (a turn of an axis still lies in that axis' subgroup).
  Searcher(const Heuristic& h, const CubieCube& cube, Metric metric, bool all_solutions = false,
           const MoveSet& moves = {});

  int root_bound() const;
  void prefixes(int bound, int depth, std::vector<ida::Prefix>& out);
  void search(const ida::Prefix& prefix, int bound, ida::SearchContext& ctx);

 private:
  static constexpr uint8_t kNone = 255;
  struct Node {
    PackedCube z, zi;
    std::array<uint8_t, 6> h{};           // bounds of z (axes 0..2) and of z^-1 (3..5)
    uint8_t front = kNone, back = kNone;  // last move on each side
    uint8_t front_run = 0, back_run = 0;  // how often that move repeats (QTM half turns)
  };

  // Builds the child of `n` by move m on one side; false when it is pruned with `left`
  // moves left after m.
  bool child(const Node& n, Move m, bool back, int left, Node& out) const;
  // The same in steps, for all children of a node together (dfs): start() makes the
  // cubes, the bounds are read one kind at a time, link() sets the move bookkeeping.
  struct Pending {
    Node node;
    std::array<uint64_t, 6> probes;
    std::array<uint32_t, 6> corners;
    Move m;
    uint8_t inherited;
  };
  void start(const Node& n, Move m, bool back, Pending& p) const;
  void link(const Node& n, Pending& p, bool back) const;
  // The order in which a child's bounds are read, in two groups: first z and z^-1 along U-D
  // (no rotation needed), then the other axes for the children still alive.
  static constexpr int kLookupOrder[6] = {0, 3, 1, 4, 2, 5};
  static constexpr int kGroupEnds[2] = {2, 6};
  // The moves the root may start with on each side (bit masks, [0] front, [1] back). When
  // S * cube * S^-1 = cube for a symmetry S, a solution starting with m gives one starting
  // with S m S^-1 (the whole solution conjugated), so one move per class of the cube's
  // symmetries is enough, taken on the face that comes first in its axis' canonical order
  // on that side where the class has one: a first block of two opposite faces then still
  // starts with a searched move. Only the existence of a solution is kept, so not when more
  // than one solution is wanted.
  std::array<uint32_t, 2> root_moves(const CubieCube& cube, bool all_solutions) const;
  bool allowed(const Node& n, Move m, bool back) const;
  // The side to grow and its allowed axes (bit mask); 0 when the node is pruned.
  uint32_t plan(const Node& n, int left, bool& back) const;
  void dfs(const Node& n, int left, ida::SearchContext& ctx);
  void report(ida::SearchContext& ctx);

  Heuristic h_;
  Metric metric_;
  MoveSet set_;
  std::vector<Move> moves_;
  std::array<uint32_t, 2> root_moves_{};
  Node root_;
  PackedCube solved_;
  // The turns and their inverses (PackedCube::move), indexed by the turn: the child step
  // then needs no arithmetic for the inverse.
  std::array<PackedCube, kMoves> move_, inverse_;
  // The moves chosen so far, from the front and from the back.
  std::array<Move, ida::kMaxDepth> front_{}, back_{};
  int nf_ = 0, nb_ = 0;
};

}  // namespace cubelab::optimal
