// Stage 5 (Abreu García 2011): put the D edges in their places; at most one D turn, then a
// three-cycle (one edge already right) or the swap of two opposite edges (two right).
#include "cubelab/solvers/beginner/last_layer.h"
#include "cubelab/solvers/beginner/stages.h"

namespace cubelab::beginner {

bool permute_d_edges(Trace& t) {
  static const CaseTable table =
      build_case_table(View::EdgePieces, {kCycleEdgesA, kCycleEdgesB, kSwapEdges}, true);
  return finish_by_case(t, 5, View::EdgePieces, table);
}

}  // namespace cubelab::beginner
