#pragma once
// Korf's IDA* (seed 004 §5.2): depth-first search under a growing bound over the 18 face
// turns, never turning a face twice in a row nor opposite faces in the non-canonical order
// (allowed_after), cutting a node when max(corner, edges UR..DF, edges DL..BR) exceeds the
// moves left.
//
// The node loop is written for speed: the state is twelve bytes updated by small move
// tables, no allocation, and all children of a node are generated first so that the three
// table reads of every child are prefetched together before any is needed.
#include <array>
#include <vector>

#include "cubelab/solvers/ida/parallel_ida.h"
#include "cubelab/solvers/korf/korf_tables.h"

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
  void collect(const State& s, int g, int depth, int bound, int prev_face,
               std::vector<ida::Prefix>& out);
  void dfs(const State& s, int g, int bound, int prev_face, ida::SearchContext& ctx);

  const MoveTables& mt_;
  const uint8_t* corners_;
  const uint8_t* edges_low_;
  const uint8_t* edges_high_;
  State root_, solved_;
  std::array<Move, ida::kMaxDepth> path_{};
};

}  // namespace cubelab::korf
