#include "cubelab/solvers/thistlethwaite/search.h"

#include "cubelab/search/table_descent.h"

namespace cubelab::thistlethwaite {

// The phase's exact table prunes every branch that cannot reach the goal group in the moves
// left (search/table_descent.h): a PhaseSpace is the walk's space as it is, one coordinate
// tuple a state, and every phase move counts one.
void phase_solutions(const PhaseSpace& phase, const Coords& start, int length, size_t limit,
                     std::vector<std::vector<Move>>& out) {
  search::table_paths(phase, start, length, limit, out);
}

}  // namespace cubelab::thistlethwaite
