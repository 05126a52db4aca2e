#pragma once
// Korf's IDA* (de Souza 2011 §5.2): depth-first search under a growing bound over the 18 face
// turns, never turning a face twice in a row nor opposite faces in the non-canonical order
// (allowed_after), cutting a node when max(corner, edges UR..DF, edges DL..BR) exceeds the
// moves left.
//
// The node loop is written for speed: the state is twelve bytes updated by small move
// tables, no allocation, and all children of a node are generated first so that the table
// reads of every child are prefetched together before any is needed. A table read that
// waits alone costs hundreds of nanoseconds on a typical server, but several in flight cost little
// more than one, so search() runs kInterleavedSearches depth-first searches of different subtrees
// in turns: each step of a lane starts some reads and the lane's next step, after the other lanes'
// steps, uses them. The nodes searched are the same as one plain depth-first search's, in another
// order.
#include <array>
#include <vector>

#include "cubelab/search/interleave.h"
#include "cubelab/search/parallel_ida.h"
#include "cubelab/solvers/korf/tables.h"

namespace cubelab::korf {

class Searcher {
 public:
  Searcher(const Tables& tables, const CubieCube& cube);

  // max of the three tables at the root.
  int root_bound() const { return heuristic(root_); }
  void prefixes(int bound, int depth, std::vector<ida::Prefix>& out);
  void search(const ida::Prefix& prefix, int bound, ida::SearchContext& ctx);

  int heuristic(const State& s) const;

 private:
  // A node of the prefix walks: its state and the face of the move that reached it.
  struct Node {
    State s;
    int prev_face;
  };
  template <class Visit, class Count>
  void expand(const Node& n, int g, int bound, Visit&& visit, Count&& count) const;
  // A child being evaluated: its state, table indices and move.
  struct Kid {
    State s;
    uint32_t corner, low, high;
    Move m;
  };
  // An open node of a lane. Stage 1: the children's corner reads are under way; stage 2:
  // the survivors' edge reads; stage 3: the survivors are entered one per step.
  struct Frame {
    int g, stage, n, next;
    std::array<Kid, kMoves> kids;
  };
  struct Lane {
    std::array<Frame, ida::kMaxDepth> frames;
    int top = 0;
    std::array<Move, ida::kMaxDepth> path{};
  };
  // A subtree for a lane: its root node, at depth g, reached by path_[0..g0) + moves.
  struct Root {
    State s;
    int g;
    std::array<Move, 2> moves;
  };
  // The nodes `depth` moves below s (at depth g) that survive pruning.
  void roots(const State& s, int g, int depth, int bound, int prev_face, std::vector<Root>& out,
             ida::SearchContext& ctx) const;
  // Enters the node s at depth g of the lane (path set up to g): tests the last move for a
  // solution, or opens a frame and starts its children's corner reads.
  void open(Lane& lane, const State& s, int g, int bound, int prev_face, ida::SearchContext& ctx);
  void advance(Lane& lane, int bound, ida::SearchContext& ctx);

  const MoveTables& mt_;
  const uint8_t* corners_;
  const uint8_t* edges_low_;
  const uint8_t* edges_high_;
  State root_, solved_;
  std::array<Move, ida::kMaxDepth> path_{};
  std::array<Lane, kInterleavedSearches> lanes_;
  std::vector<Root> roots_;
};

}  // namespace cubelab::korf
