// cube5 registers no solver yet: its phases so far (centres.h, search.h) are the first two of
// a five-phase 5x5x5 reduction, which `reduction` searches the centres of the 5x5x5 and of
// other cubes' two-orbit stages with (docs/nxn.md). Their joint tables are named by a hash of
// the stage ("reduction-centres-near-*"), as reduction's centre tables are, so the catalog
// lists neither.
#include <memory>
#include <vector>

#include "cubelab/solve/solver.h"

namespace cubelab {

void register_cube5_solvers(std::vector<std::unique_ptr<Solver>>& /*out*/) {}

}  // namespace cubelab
