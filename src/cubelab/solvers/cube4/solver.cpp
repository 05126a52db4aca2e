// The cube4 solver's stages in order (cube4.h) and the solver family's registration.
#include "cubelab/solve/solver.h"

#include <fmt/format.h>

#include <memory>
#include <stdexcept>

#include "cubelab/cube/error.h"
#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/cube/nxn/nxn_validate.h"
#include "cubelab/solvers/cube4/centres.h"
#include "cubelab/solvers/cube4/cube4.h"
#include "cubelab/solvers/reduction/centres.h"
#include "cubelab/solvers/reduction/edges.h"
#include "cubelab/solvers/reduction/reduced_cube.h"
#include "cubelab/solvers/reduction/wings.h"

namespace cubelab {
namespace cube4 {

reduction::Result solve(const nxn::NxnCube& input, const std::function<bool()>& stop) {
  if (input.size() != 4)
    throw InputError(ErrorCode::Option, "the cube4 solver solves the 4x4x4 only");
  nxn::validate_nxn(input);
  reduction::Result result;
  if (input.is_solved()) return result;
  nxn::NxnCube cube = input;

  std::vector<nxn::NxnMove> centres = nxn::standard_orientation_turn(cube);
  cube.apply(centres);
  const std::vector<nxn::NxnMove> searched =
      solve_centres(centres_of(cube, reduction::orbit_is_odd(cube, 1)), stop);
  cube.apply(searched);
  centres.insert(centres.end(), searched.begin(), searched.end());
  result.stages.push_back(
      {"centres", centres,
       fmt::format("{} OBTM: three searched phases (U/D, F/B with the wing parity, every "
                   "face), each read off an exact table",
                   nxn::obtm(centres, 4))});
  if (!reduction::centres_solved(cube) || reduction::orbit_is_odd(cube, 1))
    throw std::logic_error("cube4: the centre phases left the centres or parity wrong");

  const reduction::EdgeTargets targets = reduction::choose_edge_targets(cube);
  std::vector<nxn::NxnMove> edges = reduction::pair_edges(cube, targets, stop);
  result.stages.push_back(
      {"edges", edges,
       fmt::format("{} OBTM: pure 3-cycles of wings, each edge's wings made one composite edge",
                   nxn::obtm(edges, 4))});

  if (stop && stop()) throw reduction::Stopped();
  std::vector<nxn::NxnMove> last =
      reduction::solve_reduced(reduction::reduced_facelets(cube, targets));
  cube.apply(last);
  result.stages.push_back(
      {"3x3x3", last,
       fmt::format("{} OBTM: the reduced cube by the two-phase solver", nxn::obtm(last, 4))});

  for (const reduction::Stage& s : result.stages)
    result.moves.insert(result.moves.end(), s.moves.begin(), s.moves.end());
  nxn::NxnCube check = input;
  check.apply(result.moves);
  if (!check.is_solved()) throw std::logic_error("cube4: the solution does not solve the cube");
  return result;
}

}  // namespace cube4

// Reached through the facade's puzzle registry (library/puzzles.cpp), as reduction is.
void register_cube4_solvers(std::vector<std::unique_ptr<Solver>>& /*out*/) {}

}  // namespace cubelab
