// Stage 7 (Abreu García 2011): twist the D corners in place; 27 cases, the 26 unsolved ones each
// solved by one of the 7 macros or its turned variants.
#include "cubelab/solvers/beginner/last_layer.h"
#include "cubelab/solvers/beginner/stages.h"

namespace cubelab::beginner {

bool orient_d_corners(Trace& t) {
  static const CaseTable table = build_case_table(
      View::CornerTwists, {kTwist1, kTwist2, kTwist3, kTwist4, kTwist5, kTwist6, kTwist7}, false);
  return finish_by_case(t, 7, View::CornerTwists, table);
}

}  // namespace cubelab::beginner
