// The reduction solver's stages in order (reduction.h) and the solver family's registration.
#include "cubelab/solve/solver.h"

#include <fmt/format.h>

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/cube/nxn/nxn_transform.h"
#include "cubelab/cube/nxn/nxn_validate.h"
#include "cubelab/cube/rotation.h"
#include "cubelab/solvers/reduction/centre_search.h"
#include "cubelab/solvers/reduction/centres.h"
#include "cubelab/solvers/reduction/edge_search.h"
#include "cubelab/solvers/reduction/edges.h"
#include "cubelab/solvers/reduction/reduced_cube.h"
#include "cubelab/solvers/reduction/reduction.h"
#include "cubelab/solvers/reduction/wings.h"

namespace cubelab {
namespace reduction {
namespace {

using nxn::NxnMove;

// Sets wing orbits first..last even, each odd one by an inner quarter turn, appending the
// turns; returns how many.
Stage parity_stage(nxn::NxnCube& cube) {
  const int n = cube.size();
  Stage stage{"parity", nxn::standard_orientation_turn(cube), ""};
  cube.apply(stage.moves);
  int fixed = 0;
  for (int k = 1; k <= orbit_count(n); ++k) {
    if (!orbit_is_odd(cube, k)) continue;
    // Layer k+1 holds four wings of orbit k and none of another orbit or a midge: its quarter
    // turn is the one odd move of that orbit.
    const NxnMove turn{R, k + 1, k + 1, 1};
    cube.apply(turn);
    stage.moves.push_back(turn);
    ++fixed;
  }
  stage.note =
      fmt::format("{} wing orbit{} with an odd permutation set even by an inner quarter turn{}",
                  fixed, fixed == 1 ? "" : "s",
                  stage.moves.size() > static_cast<size_t>(fixed)
                      ? ", after the rotation to the standard orientation"
                      : "");
  return stage;
}

struct PairedEdges {
  std::vector<NxnMove> moves;
  int searched = 0;  // wings paired by the search
};

// The edges stage on the cube as held: each orbit's wings paired with the targets by search,
// as far as it goes, from the middle outwards (a step turns the outer k+1 layers, which moves
// the orbits nearer the faces); the rest by the commutators.
PairedEdges pair_all_edges(nxn::NxnCube& cube, EdgeTargets targets,
                           const std::function<bool()>& stop) {
  const int n = cube.size();
  PairedEdges out;
  auto add = [&out, n](const std::vector<NxnMove>& moves) {
    for (const NxnMove& m : moves) nxn::push_merged(out.moves, m, n);
  };
  for (int k = orbit_count(n); k >= 1; --k) {
    const int before = paired_wings(cube, k, targets);
    add(search_wing_pairs(cube, k, targets, stop));
    out.searched += paired_wings(cube, k, targets) - before;
  }
  add(pair_edges(cube, targets, stop));
  return out;
}

// The targets of a cube turned by r: each slot's colours in the slot r carries it to.
EdgeTargets turned_targets(const EdgeTargets& targets, const Rotation& r) {
  EdgeTargets out{};
  for (int s = 0; s < kEdgeSlots; ++s) {
    const int a = r.to[kSlotFaces[s][0]], b = r.to[kSlotFaces[s][1]];
    const int t = slot_of_faces(a, b);
    out[t] =
        kSlotFaces[t][0] == a ? targets[s] : std::array<uint8_t, 2>{targets[s][1], targets[s][0]};
  }
  return out;
}

// How many ways to hold the cube the edges stage is tried in. Measured on the 5x5x5: one 51.2
// OBTM, four 49.1, eight 48.7, all 24 48.2, each try about 70 ms; on the 12x12x12 two were
// no shorter than one.
int edge_holdings(int n) { return orbit_count(n) == 0 || n > 7 ? 1 : 4; }

// The cube turned by r with its colours renamed to match: each face's colour is the one of
// the face it is turned to, so that solving it solves the cube as held.
nxn::NxnCube held_otherwise(const nxn::NxnCube& cube, const Rotation& r) {
  nxn::NxnCube turned = cube;
  turned.apply(nxn::parse_moves(r.str(), cube.size()));
  std::string facelets = turned.facelets();
  for (char& c : facelets)
    c = kFaceNames[r.to[std::string_view(kFaceNames.data(), kFaces).find(c)]];
  return nxn::NxnCube::from_facelets(cube.size(), facelets);
}

// The commutators of centres.h, the shortest of the 24 ways to hold the cube up to the
// 7x7x7 (the faces' order and their first positions differ), turned back to the cube as held.
// Measured on the 6x6x6 and 7x7x7: 213 and 281 OBTM of centres instead of 230 and 295, the
// 7x7x7 0.4 s slower; four ways on the 12x12x12 saved 1 %.
std::vector<NxnMove> commutator_centres(nxn::NxnCube& cube, const std::function<bool()>& stop) {
  const int n = cube.size();
  const int holdings = n <= 7 ? 24 : 1;
  std::optional<std::vector<NxnMove>> best;
  for (int h = 0; h < holdings; ++h) {
    const Rotation& r = Rotation::all()[h];
    nxn::NxnCube turned = held_otherwise(cube, r);
    std::vector<NxnMove> moves = nxn::rotated(solve_centres(turned, stop), r.inverse());
    if (!best || nxn::obtm(moves, n) < nxn::obtm(*best, n)) best = std::move(moves);
  }
  cube.apply(*best);
  if (!centres_solved(cube))
    throw std::logic_error("reduction: the centre commutators, turned back, left centres");
  return *best;
}

}  // namespace

void finish(nxn::NxnCube& cube, const nxn::NxnCube& input, const std::function<bool()>& stop,
            const char* solver, Result& result, double seconds) {
  const int n = cube.size();
  // The search is greedy: held another way, the cube takes another path. The shortest of a
  // few holdings is kept, mapped back to the cube as it is held.
  // The targets are chosen as the cube is held: an even cube's make a legal 3x3x3 with its
  // corners and centres as they are.
  const EdgeTargets targets_held = choose_edge_targets(cube);
  std::optional<PairedEdges> best;
  for (int h = 0; h < edge_holdings(n); ++h) {
    const Rotation& r = Rotation::all()[h];
    nxn::NxnCube turned = cube;
    turned.apply(nxn::parse_moves(r.str(), n));
    PairedEdges tried = pair_all_edges(turned, turned_targets(targets_held, r), stop);
    tried.moves = nxn::rotated(tried.moves, r.inverse());
    if (!best || nxn::obtm(tried.moves, n) < nxn::obtm(best->moves, n)) best = std::move(tried);
  }
  cube.apply(best->moves);
  // The targets as the cube is held: the midges, or the composite edges made.
  EdgeTargets targets = choose_edge_targets(cube);
  if (n % 2 == 0 && n >= 4)
    for (int s = 0; s < kEdgeSlots; ++s) targets[s] = wing_colours(cube, {s, 1});
  for (int k = 1; k <= orbit_count(n); ++k)
    if (paired_wings(cube, k, targets) != 24)
      throw std::logic_error("reduction: the edges stage, turned back, left wings unpaired");
  result.stages.push_back(
      {"edges", best->moves,
       fmt::format("{} OBTM: each edge's wings {}; {} wings paired by slice-flip-slice steps "
                   "found by search, the others by pure 3-cycles; the shortest of {} ways "
                   "to hold the cube",
                   nxn::obtm(best->moves, n),
                   n % 2 == 1 ? "joined to its midge" : "made one composite edge", best->searched,
                   edge_holdings(n))});
  finish_reduced(cube, input, targets, stop, solver, result, seconds);
}

void finish_reduced(nxn::NxnCube& cube, const nxn::NxnCube& input, const EdgeTargets& targets,
                    const std::function<bool()>& stop, const char* solver, Result& result,
                    double seconds) {
  const int n = cube.size();
  if (stop && stop()) throw Stopped();
  std::vector<NxnMove> last = solve_reduced(reduced_facelets(cube, targets), seconds);
  cube.apply(last);
  result.stages.push_back(
      {"3x3x3", last,
       fmt::format("{} OBTM: the reduced cube by the two-phase solver{}", nxn::obtm(last, n),
                   seconds > 0 ? fmt::format(", the shortest it found in {} s", seconds) : "")});

  for (const Stage& s : result.stages)
    result.moves.insert(result.moves.end(), s.moves.begin(), s.moves.end());
  nxn::NxnCube check = input;
  check.apply(result.moves);
  if (!check.is_solved())
    throw std::logic_error(std::string(solver) + ": the solution does not solve the cube");
}

Result solve(const nxn::NxnCube& input, const std::function<bool()>& stop, double search_seconds) {
  nxn::validate_nxn(input);
  Result result;
  if (input.is_solved()) return result;
  const int n = input.size();
  nxn::NxnCube cube = input;

  result.stages.push_back(parity_stage(cube));

  const SearchedCentres searched = search_centres(cube, stop);
  std::vector<NxnMove> centres = searched.moves;
  const std::vector<NxnMove> rest = commutator_centres(cube, stop);
  for (const NxnMove& m : rest) nxn::push_merged(centres, m, n);
  std::string note;
  if (searched.orbits > 0) {
    const auto& p = searched.phase_obtm;
    note = fmt::format(
        "{} of {} centre orbits searched in three phases (U/D pieces {}, F/B pieces {}, home {})",
        searched.orbits, ((n - 2) * (n - 2) - n % 2) / 4, p[0], p[1], p[2]);
    if (!rest.empty()) note += fmt::format(", then {} OBTM of pure 3-cycles", nxn::obtm(rest, n));
  } else {
    note = "pure 3-cycles of centre pieces, faces U D F B R";
  }
  result.stages.push_back(
      {"centres", centres, fmt::format("{} OBTM: {}", nxn::obtm(centres, n), note)});

  finish(cube, input, stop, "reduction", result, search_seconds);
  return result;
}

}  // namespace reduction

// The reduction solver works on nxn::NxnCube, which the registry's Solver interface (built
// around the 3x3x3 CubieCube) cannot carry: it is reached through the facade's puzzle
// registry (library/puzzles.cpp) instead, and adds no Solver here.
void register_reduction_solvers(std::vector<std::unique_ptr<Solver>>& /*out*/) {}

}  // namespace cubelab
