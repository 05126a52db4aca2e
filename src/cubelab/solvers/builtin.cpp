// The list of built-in solvers. Each solver family provides one add_* function; adding a
// solver means one declaration and one call here.
#include <memory>
#include <vector>

#include "cubelab/solve/solver.h"

namespace cubelab {

void add_twophase_solvers(std::vector<std::unique_ptr<Solver>>& out);
void add_optimal_solvers(std::vector<std::unique_ptr<Solver>>& out);
void add_korf_solvers(std::vector<std::unique_ptr<Solver>>& out);
void add_thistlethwaite_solvers(std::vector<std::unique_ptr<Solver>>& out);
void add_pocket_solvers(std::vector<std::unique_ptr<Solver>>& out);
void add_beginner_solvers(std::vector<std::unique_ptr<Solver>>& out);
void add_greedy_solvers(std::vector<std::unique_ptr<Solver>>& out);
void add_meta_solvers(std::vector<std::unique_ptr<Solver>>& out);
void add_eda_solvers(std::vector<std::unique_ptr<Solver>>& out);

void register_builtin_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  add_twophase_solvers(out);
  add_optimal_solvers(out);
  add_korf_solvers(out);
  add_thistlethwaite_solvers(out);
  add_pocket_solvers(out);
  add_beginner_solvers(out);
  add_greedy_solvers(out);
  add_meta_solvers(out);
  add_eda_solvers(out);
}

}  // namespace cubelab
