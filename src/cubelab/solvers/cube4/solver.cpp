// The cube4 solver's stages in order (cube4.h) and the solver family's registration.
#include "cubelab/solve/solver.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>

#include "cubelab/cube/error.h"
#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/cube/nxn/nxn_transform.h"
#include "cubelab/cube/nxn/nxn_validate.h"
#include "cubelab/solvers/cube4/centres.h"
#include "cubelab/solvers/cube4/cube4.h"
#include "cubelab/solvers/cube4/edges.h"
#include "cubelab/solvers/cube4/phase3_ball.h"
#include "cubelab/solvers/cube4/search.h"
#include "cubelab/solvers/reduction/centres.h"
#include "cubelab/solvers/reduction/edges.h"
#include "cubelab/solvers/reduction/reduced_cube.h"
#include "cubelab/solvers/reduction/short_answer.h"
#include "cubelab/solvers/reduction/wings.h"
#include "cubelab/tables/catalog.h"

namespace cubelab {
namespace cube4 {
namespace {

// Phase 3's solutions of the least length kept (Limits::solutions): they end on a few
// different reduced cubes (most solutions reach the same one another way, a wide half turn
// for the opposite one, say), whose 3x3x3 stages differ by a move or two. Measured on 60
// random-move scrambles, one thread, against the first solution alone: 20 solutions 45.27 ->
// 44.80 OBTM at 0.2 s more a cube, 50 solutions 44.67 at 0.4 s more. With 250 phase-2
// candidates, on 100 random states (bench seed 1, `-o memory=256M`): 20 solutions 2.0
// reduced cubes a cube and 3x3x3 stages of 18.61 OBTM, 60 solutions 2.65 and 18.49 (phases
// 1 to 3 48 ms slower), 200 solutions 3.57 and 18.36 (160 ms slower).
constexpr size_t kPhase3Solutions = 60;

// The share of the time left under a time limit that phases 1 to 3 may take.
constexpr double kPhasesShare = 0.5;

// Phase 2's candidates for phase 3 (Limits::phase2_solutions, 600 by default) grow with the
// square root of the time the 3x3x3 stage is asked to search (option `search`, 0.1 s by
// default): who waits longer for a shorter answer gains more from candidates whose phases
// are shorter than from the 3x3x3 stage alone. Measured on 30 random states, one thread: at
// 1 s, 30 candidates 43.93 OBTM in 1.26 s a cube, 90 43.62 in 1.49; at 2 s, 30 43.79 in
// 2.27 s, 134 43.38 in 2.60.
double search_scale(double search_seconds) {
  return std::sqrt(std::max(1.0, search_seconds / reduction::kSearchSeconds));
}
size_t phase2_candidates(double search_seconds) {
  return static_cast<size_t>(
      std::lround(static_cast<double>(Limits{}.phase2_solutions) * search_scale(search_seconds)));
}

// The nodes phase 3 may spend on the candidates together (Limits::joint_phase3_nodes) grow in
// proportion to the time, up to 10^7 (from 0.7 s): a longer search gains from the deeper
// joint search, the default's 0.1 s from its time (Limits).
long long joint_phase3_nodes(double search_seconds) {
  const double scale = search_scale(search_seconds);
  return std::min(kMostJointPhase3Nodes,
                  std::llround(static_cast<double>(Limits{}.joint_phase3_nodes) * scale * scale));
}

// The solutions of the phases `found` (its first and its others) that end on different
// reduced cubes, the first first, and those reduced cubes (the held cube's, which the 3x3x3
// stage solves as the cube is held, with the phases' lengths in `metric`); `found` alone when
// phase 3 found none (the fallback). Of the solutions that end on one reduced cube, the
// shortest in `metric` (the first among equals): they are equally long in outer block turns,
// not in single-layer turns.
struct Endings {
  std::vector<Phases> phases;
  std::vector<reduction::Ending> reduced;
};

Endings distinct_endings(const Phases& found, std::span<const nxn::NxnCube> held,
                         nxn::TurnMetric metric) {
  if (!found.phase3) return {{found}, {}};
  Endings endings;
  std::map<std::string, size_t> seen;  // a reduced cube's ending
  std::vector<Phases> all = {found};
  all.insert(all.end(), found.others.begin(), found.others.end());
  for (Phases& p : all) {
    nxn::NxnCube c = held[p.cube];
    for (const auto* moves : {&p.phase1, &p.phase2, &*p.phase3}) c.apply(*moves);
    std::string facelets = reduction::reduced_facelets(c, reduction::paired_targets(c));
    const int length = nxn::length(p.phase1, 4, metric) + nxn::length(p.phase2, 4, metric) +
                       nxn::length(*p.phase3, 4, metric);
    p.others.clear();
    const auto [at, first] = seen.emplace(facelets, endings.reduced.size());
    if (!first) {
      if (length < endings.reduced[at->second].length) {
        endings.phases[at->second] = std::move(p);
        endings.reduced[at->second].length = length;
      }
      continue;
    }
    endings.phases.push_back(std::move(p));
    endings.reduced.push_back({std::move(facelets), length, {}});
  }
  return endings;
}

// The phases searched on `input` (standard_orientation_turn's rotation first, in `rotation`),
// the cube held three ways, and the different reduced cubes they end on.
struct Searched {
  std::vector<nxn::NxnMove> rotation;
  std::vector<nxn::NxnCube> held;
  Endings endings;
};

// The phases search the cube held three ways, each axis in turn the U/D axis (recoloured: the
// same state), and their moves are turned back to the cube as it is held.
const std::array<Rotation, 3> kTurns = {Rotation{}, Rotation::about('x'), Rotation::about('z')};

Searched search_reduced(const nxn::NxnCube& input, const std::function<bool()>& stop,
                        const reduction::SearchTime& search) {
  Searched found;
  nxn::NxnCube cube = input;
  found.rotation = nxn::standard_orientation_turn(cube);
  cube.apply(found.rotation);
  for (const Rotation& r : kTurns) found.held.push_back(nxn::recoloured(cube, r));
  Limits limits;
  limits.pair_edges = kPairEdges;
  limits.solutions = kPhase3Solutions;
  limits.phase2_solutions = phase2_candidates(search.seconds);
  limits.joint_phase3_nodes = joint_phase3_nodes(search.seconds);
  // Under a time limit the phases end with what they found at half (kPhasesShare) the time to
  // its end: a search of a minute asked within 3 s takes 15,000 candidates, half a second on
  // an idle machine and past the limit on a busy one. Without a search (0) the phases take no
  // clock, so that the answer depends on the cube alone.
  if (search.seconds > 0 && search.until) {
    const auto now = std::chrono::steady_clock::now();
    limits.until = now + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                             (*search.until - now) * kPhasesShare);
  }
  found.endings =
      distinct_endings(search_phases(found.held, stop, limits), found.held, search.metric);
  return found;
}

// Phases 1 and 2 of `phases` on `found`'s held cube, checked, turned back to the cube as held.
std::vector<nxn::NxnMove> first_phases(const Searched& found, const Phases& phases) {
  nxn::NxnCube h = found.held[phases.cube];
  h.apply(phases.phase1);
  h.apply(phases.phase2);
  if (reduction::orbit_is_odd(h, 1) || !edges_oriented(places_of(wings_of(h))))
    throw std::logic_error("cube4: phase 2 left the wing parity or the edges wrong");
  std::vector<nxn::NxnMove> phase12 = phases.phase1;
  phase12.insert(phase12.end(), phases.phase2.begin(), phases.phase2.end());
  return nxn::rotated(phase12, kTurns[phases.cube].inverse());
}

// The answer that ending `chosen` of `found` gives (phase 3 found it; its 3x3x3 stage solved):
// stages "centres", "edges" and "3x3x3", verified. `how`: how the 3x3x3 stage was chosen.
reduction::Result answer(const nxn::NxnCube& input, const Searched& found, size_t chosen,
                         const std::string& how) {
  reduction::Result result;
  const Phases& phases = found.endings.phases[chosen];
  const Rotation back = kTurns[phases.cube].inverse();
  std::vector<nxn::NxnMove> centres = found.rotation;
  for (const nxn::NxnMove& m : first_phases(found, phases)) nxn::push_merged(centres, m, 4);
  nxn::NxnCube cube = input;
  cube.apply(centres);
  result.stages.push_back(
      {"centres", centres,
       fmt::format("{} OBTM: phase 1 (one axis' centres) and phase 2 (the others split, wing "
                   "parity, edges oriented), the best of {} pairs of solutions for phase 3",
                   nxn::obtm(centres, 4), phases.candidates)});
  const std::vector<nxn::NxnMove> phase3 = nxn::rotated(*phases.phase3, back);
  cube.apply(phase3);
  result.stages.push_back(
      {"edges", phase3,
       fmt::format("{} OBTM: phase 3, every centre and every edge's wings paired by IDA* "
                   "(half turns of phase 1's axis, the other face turns, wide half turns)",
                   nxn::obtm(phase3, 4))});
  for (int s = 0; s < reduction::kEdgeSlots; ++s)
    if (reduction::wing_colours(cube, {s, 2}) != reduction::wing_colours(cube, {s, 1}))
      throw std::logic_error("cube4: phase 3 left an edge unpaired");
  if (!reduction::centres_solved(cube))
    throw std::logic_error("cube4: phase 3 left the centres unsolved");
  reduction::finish_with(cube, input, nxn::rotated(found.endings.reduced[chosen].last, back),
                         "cube4", result, how);
  return result;
}

// The answer where phase 3 found no ending (Searched's endings empty): phase 3's centres alone
// after phases 1 and 2, the edges paired by reduction's wing commutators (reduction::finish).
reduction::Result fallback_answer(const nxn::NxnCube& input, const Searched& found,
                                  const std::function<bool()>& stop, double search_seconds,
                                  const std::string& profile) {
  reduction::Result result;
  const Phases& phases = found.endings.phases.front();
  const std::vector<nxn::NxnMove> phase12 = first_phases(found, phases);
  std::vector<nxn::NxnMove> centres = found.rotation;
  for (const nxn::NxnMove& m : phase12) nxn::push_merged(centres, m, 4);
  nxn::NxnCube h = found.held[phases.cube];
  h.apply(phases.phase1);
  h.apply(phases.phase2);
  Centres c = centres_of(h, false);
  c.reduced_parity_odd = reduced_parity_odd(h, places_of(wings_of(h)));
  std::vector<nxn::NxnMove> rest;
  descend(3, c, rest);
  rest = nxn::rotated(rest, kTurns[phases.cube].inverse());
  for (const nxn::NxnMove& m : rest) nxn::push_merged(centres, m, 4);
  nxn::NxnCube cube = input;
  cube.apply(centres);
  result.stages.push_back(
      {"centres", centres,
       fmt::format("{} OBTM: phases 1 and 2 ({} OBTM: one axis, the others split with the "
                   "edges oriented), then phase 3's centres alone, {}",
                   nxn::obtm(centres, 4), nxn::obtm(phase12, 4),
                   kPairEdges ? "its edge search out of nodes"
                              : "this build keeping no edge pairing table")});
  reduction::finish(cube, input, stop, "cube4", result, search_seconds, profile);
  return result;
}

}  // namespace

reduction::Result solve(const nxn::NxnCube& input, const std::function<bool()>& stop,
                        const reduction::SearchTime& search, const std::string& profile) {
  if (input.size() != 4)
    throw InputError(ErrorCode::Option, "the cube4 solver solves the 4x4x4 only");
  nxn::require_solvable_nxn(input);
  reduction::Result result;
  if (input.is_solved()) return result;
  if (std::optional<reduction::Result> found = reduction::short_result(input))
    return std::move(*found);
  // Phase 3 has a solution from every state phase 2 leaves, but its tables bound only parts
  // of its goal; should it need more than its nodes (Limits), the centres are finished alone
  // (phase 3's centre table) and the edges paired by reduction's wing commutators
  // (reduction::finish) instead: the fallback, not seen on the 100 cubes of docs/results.md.
  Searched found = search_reduced(input, stop, search);
  Endings& endings = found.endings;
  const double search_seconds = search.seconds > 0 ? search.now(search.seconds) : 0;
  if (endings.reduced.empty()) return fallback_answer(input, found, stop, search_seconds, profile);
  const size_t chosen = reduction::solve_endings(endings.reduced, search_seconds, stop, profile);
  std::string how = fmt::format("the reduced cube by the two-phase solver ({} tables)", profile);
  if (endings.reduced.size() > 1)
    how = fmt::format(
        "the shortest of {} reduced cubes (phase 3's solutions of its least "
        "length) by the two-phase solver ({} tables)",
        endings.reduced.size(), profile);
  if (search_seconds > 0) how += fmt::format(", searched {:.2g} s", search_seconds);
  return answer(input, found, chosen, how);
}

std::vector<reduction::Result> reductions(const nxn::NxnCube& input,
                                          const std::function<bool()>& stop, size_t most,
                                          nxn::TurnMetric metric, const std::string& profile) {
  if (input.size() != 4) throw InputError(ErrorCode::Option, "cube4's reductions are of the 4x4x4");
  nxn::require_solvable_nxn(input);
  const reduction::SearchTime first_only = reduction::SearchTime::first_only(metric);
  if (input.is_solved()) return {reduction::Result{}};
  if (std::optional<reduction::Result> found = reduction::short_result(input))
    return {std::move(*found)};
  Searched found = search_reduced(input, stop, first_only);
  // The fallback (no ending of phase 3): its one answer.
  if (found.endings.reduced.empty()) return {fallback_answer(input, found, stop, 0, profile)};
  const std::vector<size_t> order =
      reduction::shortest_endings(found.endings.reduced, most, profile);
  std::vector<reduction::Result> out;
  for (size_t i : order)
    out.push_back(
        answer(input, found, i,
               fmt::format("the reduced cube by the two-phase solver ({} tables)", profile)));
  return out;
}

void prepare() {
  load_tables();
  make_search_tables();
}

}  // namespace cube4

// Reached through the facade's puzzle registry (library/puzzles.cpp), as reduction is; its
// tables go into the catalog, so that `cubelab tables` and `serve --build-tables cube4` know
// them.
void register_cube4_solvers(std::vector<std::unique_ptr<Solver>>& /*out*/) {
  for (int phase = 1; phase <= 3; ++phase)
    tables::register_catalog_entry({cube4::phase_table_name(phase),
                                    cube4::phase_table_description(phase), "cube4",
                                    [phase] { cube4::phase_table(phase); }});
  if (cube4::kPairEdges) {
    tables::register_catalog_entry({cube4::kPairTableName, cube4::kPairTableDescription, "cube4",
                                    [] { cube4::pair_table(); }});
    tables::register_catalog_entry({cube4::Phase3Ball::kTableName,
                                    cube4::Phase3Ball::kTableDescription, "cube4",
                                    [] { cube4::Phase3Ball::get(); }});
  }
}

}  // namespace cubelab
