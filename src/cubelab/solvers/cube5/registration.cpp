// cube5 registers no solver yet: its phases so far (centres.h, search.h) are the first two of
// a five-phase 5x5x5 reduction, which `reduction` searches the 5x5x5's centres with
// (docs/nxn.md). Their table goes into the catalog as reduction's, so that `cubelab tables`
// knows it and a server builds it with the 5x5x5's default solver's tables.
#include <memory>
#include <vector>

#include "cubelab/solve/solver.h"
#include "cubelab/solvers/cube5/phase1_near.h"
#include "cubelab/tables/catalog.h"

namespace cubelab {

void register_cube5_solvers(std::vector<std::unique_ptr<Solver>>& /*out*/) {
  tables::register_catalog_entry({cube5::Phase1Near::kTableName,
                                  cube5::Phase1Near::kTableDescription, "reduction",
                                  [] { cube5::Phase1Near::get(); }});
}

}  // namespace cubelab
