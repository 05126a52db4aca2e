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
#include "cubelab/solvers/cube4/edges.h"
#include "cubelab/solvers/cube4/search.h"
#include "cubelab/solvers/reduction/centres.h"
#include "cubelab/solvers/reduction/edges.h"
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
  // Phase 3 has a solution from every state phase 2 leaves, but its tables bound only parts
  // of its goal; should it need more than its nodes (Limits), the centres are finished alone
  // (phase 3's centre table) and the edges paired by reduction's wing commutators
  // (reduction::finish) instead: the fallback, not seen on the 100 cubes of docs/results.md.
  const Phases phases = search_phases(cube, stop);
  cube.apply(phases.phase1);
  cube.apply(phases.phase2);
  if (reduction::orbit_is_odd(cube, 1) || !edges_oriented(places_of(wings_of(cube))))
    throw std::logic_error("cube4: phase 2 left the wing parity or the edges wrong");
  const int moves12 = nxn::obtm(phases.phase1, 4) + nxn::obtm(phases.phase2, 4);
  for (const auto* phase : {&phases.phase1, &phases.phase2})
    for (const nxn::NxnMove& m : *phase) nxn::push_merged(centres, m, 4);

  if (!phases.phase3) {
    Centres c = centres_of(cube, false);
    c.reduced_parity_odd = reduced_parity_odd(cube, places_of(wings_of(cube)));
    std::vector<nxn::NxnMove> rest;
    descend(3, c, rest);
    cube.apply(rest);
    for (const nxn::NxnMove& m : rest) nxn::push_merged(centres, m, 4);
    result.stages.push_back(
        {"centres", centres,
         fmt::format("{} OBTM: phases 1 and 2 ({} OBTM: U/D, F/B with the edges oriented), "
                     "then phase 3's centres alone, its edge search out of nodes",
                     nxn::obtm(centres, 4), moves12)});
    reduction::finish(cube, input, stop, "cube4", result);
    return result;
  }
  result.stages.push_back(
      {"centres", centres,
       fmt::format("{} OBTM: phase 1 (U/D centres) and phase 2 (F/B centres, wing parity, "
                   "edges oriented), the best of {} pairs of solutions for phase 3",
                   nxn::obtm(centres, 4), phases.candidates)});
  cube.apply(*phases.phase3);
  result.stages.push_back(
      {"edges", *phases.phase3,
       fmt::format("{} OBTM: phase 3, every centre and every edge's wings paired by IDA* "
                   "(U2 D2 R L F B and wide half turns)",
                   nxn::obtm(*phases.phase3, 4))});
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
