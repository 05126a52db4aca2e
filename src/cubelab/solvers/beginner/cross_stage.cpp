// Stage 1 (Abreu García 2011 §5.1): the U cross, optimal, by the document's A* or by the exact
// table.
#include "cubelab/solvers/beginner/cross_search.h"
#include "cubelab/solvers/beginner/stages.h"

namespace cubelab::beginner {

bool solve_u_cross(Trace& t, CrossMethod method) {
  t.begin_stage(1);
  CrossSolution s =
      method == CrossMethod::AStar ? solve_cross(t.cube()) : solve_cross_by_table(t.cube());
  t.turns(s.moves.data(), s.length, StepKind::Cross);
  t.cross_expanded = s.expanded;
  t.cross_generated = s.generated;
  t.end_stage();
  for (int e = UR; e <= UB; ++e)
    if (t.cube().ep[e] != e || t.cube().eo[e] != 0) return false;
  return true;
}

}  // namespace cubelab::beginner
