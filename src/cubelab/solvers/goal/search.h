#pragma once
// IDA* towards a goal (Korf, "Depth-First Iterative-Deepening", 1985) on the one parallel
// driver of the optimal solvers (search/parallel_ida.h). A node is a whole cube; its bound
// is, over the goal's alternatives, the smallest of each alternative's largest pattern
// table bound (pattern.h), and a node at the depth bound is a solution when the cube reaches
// the goal.
#include <string>
#include <vector>

#include "cubelab/cube/goal.h"
#include "cubelab/cube/move_set.h"
#include "cubelab/cube/symmetry.h"
#include "cubelab/search/parallel_ida.h"
#include "cubelab/solvers/goal/tables.h"

namespace cubelab::goal {

// The tables of every alternative of a goal as defined, for one move set and metric. Each
// alternative is looked at turned so that it is least (an order on alternatives) among its
// rotations that keep the move set: X reaches A in as many moves as S X S^-1 reaches
// S A S^-1. So xcross's four slots, and goals that are one another turned, share tables.
struct Bounds {
  struct Alternative {
    int tables;    // index into `tables`
    int symmetry;  // s: the tables are those of S A S^-1, read for S X S^-1
  };
  std::vector<std::vector<const DistanceTable*>> tables;
  std::vector<Alternative> alternatives;

  int operator()(const CubieCube& cube) const {
    int best = kUnreachable;
    for (const Alternative& a : alternatives) {
      const CubieCube seen = a.symmetry ? conjugate(cube, a.symmetry) : cube;
      int h = 0;
      for (const DistanceTable* t : tables[a.tables]) {
        h = std::max(h, t->bound(seen));
        if (h >= best) break;
      }
      best = std::min(best, h);
    }
    return best;
  }
};

// Loads or builds the tables (patterns of at most `max_entries` states each), once per
// goal, move set and metric in a process.
const Bounds& bounds_for(const Goal& goal, const MoveSet& moves, Metric metric,
                         uint64_t max_entries);
// The names of the tables bounds_for uses (tables/store.h), without loading them.
std::vector<std::string> table_names(const Goal& goal, const MoveSet& moves, Metric metric,
                                     uint64_t max_entries);

class Searcher {
 public:
  Searcher(const Goal& goal, const Bounds& bounds, const CubieCube& root, const MoveSet& moves,
           Metric metric);
  int root_bound() const { return bounds_(root_); }
  void prefixes(int bound, int depth, std::vector<ida::Prefix>& out);
  void search(const ida::Prefix& prefix, int bound, ida::SearchContext& ctx);

 private:
  int cost(Move m) const { return metric_ == Metric::Qtm ? move_qtm(m) : 1; }
  // A node of the prefix walk: the cube, the cost of its moves, the face of the last.
  struct Node {
    CubieCube cube;
    int g;
    int prev_face;
  };
  bool descend(const CubieCube& cube, int g, int bound, int prev_face, ida::SearchContext& ctx);

  const Goal& goal_;
  const Bounds& bounds_;
  CubieCube root_;
  std::vector<Move> moves_;
  Metric metric_;
  std::vector<Move> path_;
};

}  // namespace cubelab::goal
