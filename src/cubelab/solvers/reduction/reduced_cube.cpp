#include "cubelab/solvers/reduction/reduced_cube.h"

#include <stdexcept>

#include "cubelab/cube/facelets.h"
#include "cubelab/solve/registry.h"

namespace cubelab::reduction {

std::vector<nxn::NxnMove> solve_reduced(const std::string& facelets) {
  SolveRequest request;
  request.cube = from_facelets(facelets);
  // The tiny profile's tables are built in memory in a fraction of a second; the larger
  // profiles' would be built (or loaded) for hundreds of MiB to save microseconds a solve.
  request.options["profile"] = "tiny";
  const SolveResult result = run_solver(find_solver("twophase"), request);
  if (result.status != SolveStatus::Solved)
    throw std::logic_error("reduction: the two-phase solver did not solve the reduced cube: " +
                           result.message);
  std::vector<nxn::NxnMove> moves;
  for (Move m : result.solution.moves) moves.push_back({move_face(m), 1, 1, move_power(m)});
  return moves;
}

}  // namespace cubelab::reduction
