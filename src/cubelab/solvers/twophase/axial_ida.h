#pragma once
// Optimal solutions in the axial metric (cube/axial.h; docs/optimal.md, "Axial metric"):
// IDA* over the 45 axial moves, no two in a row on one axis, with the parallel IDA* driver
// (search/parallel_ida.h). The bound is the largest over the three axes of the exact axial
// distance into <U,D,R2,L2,F2,B2> along that axis (the two-phase solver's axial phase-1
// table, axial_tables.h): reaching solved passes through that group along every axis, so
// each is admissible. A prefix of the driver holds axial move indices (axial_moves()).
// The optimal solver runs it on any cube; the two-phase solver first on short positions,
// with a node budget (exhausted() then says that it gave up).
#include <array>
#include <cstdint>
#include <limits>
#include <vector>

#include "cubelab/cube/axial.h"
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/search/parallel_ida.h"
#include "cubelab/solvers/twophase/axial_tables.h"

namespace cubelab::twophase {

class AxialSearcher {
 public:
  // `node_budget`: the nodes it may expand over all its searches, then it gives up.
  AxialSearcher(const AxialTables& tables, const CubieCube& cube,
                int64_t node_budget = std::numeric_limits<int64_t>::max());

  int root_bound() const { return root_.h; }
  bool exhausted() const { return nodes_ > budget_; }
  void prefixes(int bound, int depth, std::vector<ida::Prefix>& out);
  void search(const ida::Prefix& prefix, int bound, ida::SearchContext& ctx);

 private:
  struct Node {
    // The phase-1 coordinates of the cube seen along each axis (conjugated so that the
    // axis is U-D).
    std::array<uint16_t, 3> flip, slice, twist;
    int h = 0;           // the bound: the largest axial phase-1 distance of the three
    int prev_axis = -1;  // axis of the last axial move
  };

  Node child(const Node& n, const AxialMove& a) const;
  void dfs(const Node& n, int togo, ida::SearchContext& ctx);
  void push(const AxialMove& a);
  void pop(const AxialMove& a) { turns_ -= a.count; }

  const AxialTables& t_;
  CubieCube cube_;
  std::array<std::array<Move, kMoves>, 3> conj_{};  // a move seen along each axis
  Node root_;
  std::array<Move, 2 * ida::kMaxDepth> path_{};  // face turns of the moves so far
  int turns_ = 0;
  int64_t nodes_ = 0, budget_;
};

}  // namespace cubelab::twophase
