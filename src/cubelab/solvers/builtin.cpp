// The list of built-in solvers. Each solver family provides one add_* function; adding a
// solver means one line here.
#include <memory>
#include <vector>

#include "cubelab/solve/solver.h"

namespace cubelab {

void add_eda_solvers(std::vector<std::unique_ptr<Solver>>& out);

void register_builtin_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  add_eda_solvers(out);
}

}  // namespace cubelab
