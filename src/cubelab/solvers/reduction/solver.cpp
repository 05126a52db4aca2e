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

// A stage's moves, and for the edges how many wings the search paired.
struct StageMoves {
  std::vector<NxnMove> moves;
  int searched = 0;
};

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

// A greedy stage takes another path on the cube held another way: the shortest of the first
// `holdings` ways (Rotation::all(), the cube as held first), turned back to the cube as held.
template <typename Stage>
StageMoves shortest_held(const nxn::NxnCube& cube, int holdings, Stage stage) {
  const int n = cube.size();
  std::optional<StageMoves> best;
  for (int h = 0; h < holdings; ++h) {
    const Rotation& r = Rotation::all()[h];
    nxn::NxnCube held = held_otherwise(cube, r);
    StageMoves tried = stage(held);
    tried.moves = nxn::rotated(tried.moves, r.inverse());
    if (!best || nxn::obtm(tried.moves, n) < nxn::obtm(best->moves, n)) best = std::move(tried);
  }
  return *best;
}

// The edges stage: each orbit's wings paired with the targets (chosen here: the midges, or
// composite edges that make a legal 3x3x3) by search, as far as it goes, from the middle
// outwards (a step turns the outer k+1 layers, which moves the orbits nearer the faces); the
// rest by the commutators.
StageMoves pair_all_edges(nxn::NxnCube& cube, const std::function<bool()>& stop) {
  const int n = cube.size();
  StageMoves out;
  auto add = [&out, n](const std::vector<NxnMove>& moves) {
    for (const NxnMove& m : moves) nxn::push_merged(out.moves, m, n);
  };
  EdgeTargets targets = choose_edge_targets(cube);
  for (int k = orbit_count(n); k >= 1; --k) {
    const int before = paired_wings(cube, k, targets);
    add(search_wing_pairs(cube, k, targets, stop));
    out.searched += paired_wings(cube, k, targets) - before;
  }
  add(pair_edges(cube, targets, stop));
  return out;
}

// How many ways to hold the cube the edges stage is tried in. Measured on the 5x5x5: one 51.2
// OBTM, four 49.1, eight 48.7, all 24 48.2, each try about 70 ms; on the 12x12x12 two were
// no shorter than one.
int edge_holdings(int n) { return orbit_count(n) == 0 || n > 7 ? 1 : 4; }

// The same for the centre commutators (the faces' order and their first positions differ):
// all 24 up to the 7x7x7, about 7 % fewer centre moves there, the 7x7x7 0.4 s slower; four
// on the 12x12x12 saved 1 %.
int centre_holdings(int n) { return n < 4 || n > 7 ? 1 : 24; }

}  // namespace

void finish(nxn::NxnCube& cube, const nxn::NxnCube& input, const std::function<bool()>& stop,
            const char* solver, Result& result, double seconds) {
  const int n = cube.size();
  const StageMoves best = shortest_held(
      cube, edge_holdings(n), [&](nxn::NxnCube& held) { return pair_all_edges(held, stop); });
  cube.apply(best.moves);
  // The targets as the cube is held: the midges, or the composite edges made.
  EdgeTargets targets = choose_edge_targets(cube);
  if (n % 2 == 0 && n >= 4)
    for (int s = 0; s < kEdgeSlots; ++s) targets[s] = wing_colours(cube, {s, 1});
  for (int k = 1; k <= orbit_count(n); ++k)
    if (paired_wings(cube, k, targets) != 24)
      throw std::logic_error("reduction: the edges stage, turned back, left wings unpaired");
  result.stages.push_back(
      {"edges", best.moves,
       fmt::format("{} OBTM: each edge's wings {}; {} wings paired by slice-flip-slice steps "
                   "found by search, the others by pure 3-cycles{}",
                   nxn::obtm(best.moves, n),
                   n % 2 == 1 ? "joined to its midge" : "made one composite edge", best.searched,
                   edge_holdings(n) > 1
                       ? fmt::format("; the shortest of {} ways to hold the cube", edge_holdings(n))
                       : "")});
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
  const std::vector<NxnMove> rest =
      shortest_held(cube, centre_holdings(n), [&](nxn::NxnCube& held) {
        return StageMoves{solve_centres(held, stop)};
      }).moves;
  cube.apply(rest);
  if (!centres_solved(cube))
    throw std::logic_error("reduction: the centre commutators, turned back, left centres");
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
