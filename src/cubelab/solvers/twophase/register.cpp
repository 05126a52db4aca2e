// Registers the two-phase solver and its tables.
#include <memory>
#include <vector>

#include "cubelab/solvers/twophase/axial_tables.h"
#include "cubelab/solvers/twophase/solver.h"
#include "cubelab/solvers/twophase/tables.h"

namespace cubelab {

void register_twophase_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  twophase::register_tables();
  twophase::register_axial_tables();
  out.push_back(std::make_unique<twophase::TwophaseSolver>());
}

}  // namespace cubelab
