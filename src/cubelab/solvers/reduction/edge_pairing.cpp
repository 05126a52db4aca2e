#include "cubelab/solvers/reduction/edge_pairing.h"

#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/solvers/reduction/edge_search.h"
#include "cubelab/solvers/reduction/edges.h"
#include "cubelab/solvers/reduction/wings.h"

namespace cubelab::reduction {

PairedEdges pair_wing_orbits(nxn::NxnCube& cube, const std::function<bool()>& stop, int first_orbit,
                             int width) {
  const int n = cube.size();
  PairedEdges out;
  auto add = [&out, n](const std::vector<nxn::NxnMove>& moves) {
    for (const nxn::NxnMove& m : moves) nxn::push_merged(out.moves, m, n);
  };
  EdgeTargets targets = choose_edge_targets(cube, first_orbit);
  for (int k = orbit_count(n); k >= first_orbit; --k) {
    const int before = paired_wings(cube, k, targets);
    add(search_wing_pairs(cube, k, targets, stop, width));
    out.searched += paired_wings(cube, k, targets) - before;
  }
  add(pair_edges(cube, targets, stop, first_orbit));
  return out;
}

}  // namespace cubelab::reduction
