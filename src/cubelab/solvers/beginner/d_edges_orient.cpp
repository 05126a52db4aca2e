// Stage 4 (Abreu García 2011): orient the four D edges (D colour down); 8 cases: done, line (2), L
// shape (4), dot (1); no setup turn.
#include "cubelab/solvers/beginner/last_layer.h"
#include "cubelab/solvers/beginner/stages.h"

namespace cubelab::beginner {

bool orient_d_edges(Trace& t) {
  static const CaseTable table =
      build_case_table(View::EdgeFlips, {kOrientLine, kOrientL, kOrientDot}, false);
  return finish_by_case(t, 4, View::EdgeFlips, table);
}

}  // namespace cubelab::beginner
