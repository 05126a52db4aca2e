// The cube4 solver's stages in order (cube4.h) and the solver family's registration.
#include "cubelab/solve/solver.h"

#include <fmt/format.h>

#include <memory>
#include <stdexcept>

#include "cubelab/cube/error.h"
#include "cubelab/cube/nxn/nxn_validate.h"
#include "cubelab/solvers/cube4/centres.h"
#include "cubelab/solvers/cube4/cube4.h"
#include "cubelab/solvers/cube4/edges.h"
#include "cubelab/solvers/cube4/search.h"
#include "cubelab/solvers/reduction/centres.h"
#include "cubelab/solvers/reduction/edges.h"
#include "cubelab/solvers/reduction/wings.h"

namespace cubelab {
namespace cube4 {

namespace {

// Phase 3's node budget: a few seconds' search. Phase 3 has a solution from every state phase 2
// leaves, but its tables bound only parts of the goal; should a state need more nodes, the
// centres are finished alone (phase 3's centre table) and the edges paired by the wing
// commutators of reduction (reduction::finish) instead: the fallback.
constexpr long long kPhase3Nodes = 30'000'000;

}  // namespace

reduction::Result solve(const nxn::NxnCube& input, const std::function<bool()>& stop) {
  if (input.size() != 4)
    throw InputError(ErrorCode::Option, "the cube4 solver solves the 4x4x4 only");
  nxn::validate_nxn(input);
  reduction::Result result;
  if (input.is_solved()) return result;
  nxn::NxnCube cube = input;

  std::vector<nxn::NxnMove> centres = nxn::standard_orientation_turn(cube);
  cube.apply(centres);
  Centres c = centres_of(cube, reduction::orbit_is_odd(cube, 1));
  std::vector<nxn::NxnMove> phase1;
  descend(1, c, phase1);
  cube.apply(phase1);
  if (stop && stop()) throw reduction::Stopped();
  const std::vector<nxn::NxnMove> phase2 = search_phase2(c, wings_of(cube), stop);
  cube.apply(phase2);
  if (reduction::orbit_is_odd(cube, 1) || !edges_oriented(places_of(wings_of(cube))))
    throw std::logic_error("cube4: phase 2 left the wing parity or the edges wrong");
  const int moves12 = nxn::obtm(phase1, 4) + nxn::obtm(phase2, 4);
  centres.insert(centres.end(), phase1.begin(), phase1.end());
  centres.insert(centres.end(), phase2.begin(), phase2.end());

  if (stop && stop()) throw reduction::Stopped();
  const Wings wings = wings_of(cube);
  c = centres_of(cube, false);
  c.reduced_parity_odd = reduced_parity_odd(cube, places_of(wings));
  const std::optional<std::vector<nxn::NxnMove>> phase3 =
      search_phase3(c, wings, stop, kPhase3Nodes);
  if (!phase3) {
    std::vector<nxn::NxnMove> rest;
    descend(3, c, rest);
    cube.apply(rest);
    centres.insert(centres.end(), rest.begin(), rest.end());
    result.stages.push_back(
        {"centres", centres,
         fmt::format("{} OBTM: phases 1 and 2 ({} OBTM: U/D, F/B with the wing parity and "
                     "types), then phase 3's centres alone, its edge search out of nodes",
                     nxn::obtm(centres, 4), moves12)});
    reduction::finish(cube, input, stop, "cube4", result);
    return result;
  }
  result.stages.push_back(
      {"centres", centres,
       fmt::format("{} OBTM: phases 1 (U/D centres) and 2 (F/B centres, wing parity and "
                   "types), each read off exact tables",
                   nxn::obtm(centres, 4))});
  cube.apply(*phase3);
  result.stages.push_back(
      {"edges", *phase3,
       fmt::format("{} OBTM: phase 3, every centre and every edge's wings paired by IDA* "
                   "(U2 D2 R L F B and wide half turns)",
                   nxn::obtm(*phase3, 4))});
  reduction::EdgeTargets targets{};
  for (int s = 0; s < reduction::kEdgeSlots; ++s) {
    targets[s] = reduction::wing_colours(cube, {s, 1});
    if (reduction::wing_colours(cube, {s, 2}) != targets[s])
      throw std::logic_error("cube4: phase 3 left an edge unpaired");
  }
  if (!reduction::centres_solved(cube))
    throw std::logic_error("cube4: phase 3 left the centres unsolved");
  reduction::finish_reduced(cube, input, targets, stop, "cube4", result);
  return result;
}

}  // namespace cube4

// Reached through the facade's puzzle registry (library/puzzles.cpp), as reduction is.
void register_cube4_solvers(std::vector<std::unique_ptr<Solver>>& /*out*/) {}

}  // namespace cubelab
