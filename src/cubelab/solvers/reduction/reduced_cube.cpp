#include "cubelab/solvers/reduction/reduced_cube.h"

#include <chrono>
#include <stdexcept>

#include "cubelab/cube/facelets.h"
#include "cubelab/solve/registry.h"

namespace cubelab::reduction {

std::vector<nxn::NxnMove> solve_reduced(const std::string& facelets, double seconds) {
  SolveRequest request;
  request.cube = from_facelets(facelets);
  // The tiny profile's tables are built in memory in a fraction of a second; the larger
  // profiles' would be built (or loaded) for hundreds of MiB to save microseconds a solve.
  request.options["profile"] = "tiny";
  SolveResult result = run_solver(find_solver("twophase"), request);
  if (result.status != SolveStatus::Solved)
    throw std::logic_error("reduction: the two-phase solver did not solve the reduced cube: " +
                           result.message);
  // Shorter ones, while the time lasts: each search asks for one move fewer than the best.
  const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  while (seconds > 0) {
    const double left =
        std::chrono::duration<double>(until - std::chrono::steady_clock::now()).count();
    if (left <= 0) break;
    request.time_limit_s = left;
    request.max_length = static_cast<int>(result.solution.moves.size()) - 1;
    const SolveResult shorter = run_solver(find_solver("twophase"), request);
    if (shorter.status != SolveStatus::Solved) break;
    result = shorter;
  }
  std::vector<nxn::NxnMove> moves;
  for (Move m : result.solution.moves) moves.push_back({move_face(m), 1, 1, move_power(m)});
  return moves;
}

}  // namespace cubelab::reduction
