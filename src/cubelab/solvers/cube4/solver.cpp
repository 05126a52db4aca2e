// The cube4 solver's stages in order (cube4.h) and the solver family's registration.
#include "cubelab/solve/solver.h"

#include <fmt/format.h>

#include <memory>
#include <stdexcept>

#include "cubelab/cube/error.h"
#include "cubelab/cube/nxn/nxn_validate.h"
#include "cubelab/solvers/cube4/centres.h"
#include "cubelab/solvers/cube4/cube4.h"
#include "cubelab/solvers/reduction/centres.h"
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

  reduction::finish(cube, input, stop, "cube4", result);
  return result;
}

}  // namespace cube4

// Reached through the facade's puzzle registry (library/puzzles.cpp), as reduction is.
void register_cube4_solvers(std::vector<std::unique_ptr<Solver>>& /*out*/) {}

}  // namespace cubelab
