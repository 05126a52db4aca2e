// Stage 6 (Abreu García 2011): put the D corners in their places (twist ignored); 12 cases: done,
// eight three-cycles, three double swaps; no setup turn.
#include "cubelab/solvers/beginner/last_layer.h"
#include "cubelab/solvers/beginner/stages.h"

namespace cubelab::beginner {

bool place_d_corners(Trace& t) {
  static const CaseTable table =
      build_case_table(View::CornerPieces,
                       {kCycleCornersA, kCycleCornersB, kSwapCornerPairs, kSwapDiagonals}, false);
  return finish_by_case(t, 6, View::CornerPieces, table);
}

}  // namespace cubelab::beginner
