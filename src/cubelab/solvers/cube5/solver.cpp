// The cube5 solver's phases in order (cube5.h) and the solver family's registration.
#include "cubelab/solve/solver.h"

#include <fmt/format.h>

#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "cubelab/cube/error.h"
#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/cube/nxn/nxn_transform.h"
#include "cubelab/cube/nxn/nxn_validate.h"
#include "cubelab/solvers/cube5/as_five.h"
#include "cubelab/solvers/cube5/centres.h"
#include "cubelab/solvers/cube5/cube5.h"
#include "cubelab/solvers/cube5/edge_search.h"
#include "cubelab/solvers/cube5/phase1_near.h"
#include "cubelab/solvers/cube5/phase3.h"
#include "cubelab/solvers/cube5/phase4.h"
#include "cubelab/solvers/cube5/phase5.h"
#include "cubelab/solvers/cube5/search.h"
#include "cubelab/solvers/reduction/as_five.h"
#include "cubelab/solvers/reduction/centres.h"
#include "cubelab/solvers/reduction/edges.h"
#include "cubelab/solvers/reduction/reduced_cube.h"
#include "cubelab/solvers/reduction/short_answer.h"
#include "cubelab/tables/catalog.h"

namespace cubelab {
namespace cube5 {
namespace {

// The solutions each phase hands to the next (phase 1's are those of its least length, the
// cube held three ways).
constexpr size_t kHanded = 600;
// Phase 5's solutions kept: the different reduced cubes they end on are each solved by the
// 3x3x3 stage, the shortest whole taken.
constexpr size_t kEndings = 20;
// Phase 3's solutions of the least whole length are few (a score or so): those one move
// longer are handed on too.
constexpr int kPhase3ExtraMoves = 1;

std::vector<nxn::NxnMove> turns_of(const std::vector<int>& moves) {
  std::vector<nxn::NxnMove> out;
  for (int m : moves) out.push_back(five_move(m));
  return out;
}

// The distinct reduced cubes cube5's phases end on from `input`, each with the partial that
// gets there shortest in `metric` (the first among equals: the partials come shortest first in
// outer block turns, not in single-layer turns), in the order the partials end on them, and
// the rotation to the standard orientation that comes first.
struct Reductions {
  std::vector<nxn::NxnMove> rotation;
  std::vector<Partial> partials;
  std::vector<reduction::Ending> endings;
  std::vector<const Partial*> ended;
};

Reductions reduce(const nxn::NxnCube& input, const std::function<bool()>& stop,
                  nxn::TurnMetric metric) {
  Reductions r;
  nxn::NxnCube cube = input;
  r.rotation = nxn::standard_orientation_turn(cube);
  cube.apply(r.rotation);

  // Phases 1 and 2, then each edge phase from the solutions of the phases before.
  CentreLimits centre_limits;
  centre_limits.phase1_extra_moves = 0;
  centre_limits.phase2_solutions = kHanded;
  centre_limits.phase1_nodes = PhaseLimits{}.nodes;
  centre_limits.phase2_nodes = PhaseLimits{}.nodes;
  r.partials = search_centre_phases(cube, stop, centre_limits);
  PhaseLimits limits;
  limits.solutions = kHanded;
  limits.extra_moves = kPhase3ExtraMoves;
  r.partials = search_phase3(r.partials, stop, limits);
  limits.extra_moves = 0;
  r.partials = search_phase4(r.partials, stop, limits);
  limits.solutions = kEndings;
  r.partials = search_phase5(r.partials, stop, limits);

  std::map<std::string, size_t> seen;  // a reduced cube's ending
  for (const Partial& p : r.partials) {
    std::string facelets = reduction::reduced_facelets(p.cube, reduction::paired_targets(p.cube));
    const int length = nxn::length(turns_of(p.moves), kN, metric);
    const auto [at, first] = seen.emplace(facelets, r.endings.size());
    if (!first) {
      if (length < r.endings[at->second].length) {
        r.endings[at->second].length = length;
        r.ended[at->second] = &p;
      }
      continue;
    }
    r.endings.push_back({std::move(facelets), length, {}});
    r.ended.push_back(&p);
  }
  return r;
}

// The answer that ending `chosen` of `r` (its 3x3x3 stage solved) gives: its stages
// "centres", "edges" and "3x3x3", verified. `how`: how the 3x3x3 stage was chosen.
reduction::Result answer(const nxn::NxnCube& input, const Reductions& r, size_t chosen,
                         const std::string& how) {
  reduction::Result result;
  const Partial& way = *r.ended[chosen];
  const std::vector<nxn::NxnMove> all = turns_of(way.moves);
  const auto middle = all.begin() + static_cast<std::ptrdiff_t>(way.centre_moves);
  std::vector<nxn::NxnMove> centres = r.rotation;
  for (auto m = all.begin(); m != middle; ++m) nxn::push_merged(centres, *m, kN);
  nxn::NxnCube cube = input;
  cube.apply(centres);
  result.stages.push_back(
      {"centres", centres,
       fmt::format("{} OBTM: phase 1 (one axis' centre pieces onto its faces, of the three the "
                   "nearest) and phase 2 (a second axis', the wings' permutation even), by IDA*",
                   nxn::obtm(centres, kN))});
  const std::vector<nxn::NxnMove> edges(middle, all.end());
  cube.apply(edges);
  result.stages.push_back(
      {"edges", edges,
       fmt::format("{} OBTM: phase 3 (wings split into low and high, midges set), phase 4 (four "
                   "edges paired), phase 5 (the other eight paired, the centres solved), by IDA*",
                   nxn::obtm(edges, kN))});
  if (!reduction::centres_solved(cube))
    throw std::logic_error("cube5: phase 5 left the centres unsolved");
  reduction::finish_with(cube, input, nxn::rotated(r.endings[chosen].last, way.frame.inverse()),
                         "cube5", result, how);
  return result;
}

}  // namespace

reduction::Result solve(const nxn::NxnCube& input, const std::function<bool()>& stop,
                        const reduction::SearchTime& search, const std::string& profile, int ways) {
  if (input.size() >= reduction::kLeastAsFive && input.size() <= reduction::kMostAsFive)
    return solve_as_five(input, stop, search, profile, ways);
  if (input.size() != kN)
    throw InputError(ErrorCode::Option,
                     "the cube5 solver solves the 5x5x5, and the 6x6x6 and 7x7x7 as one");
  nxn::require_solvable_nxn(input);
  if (input.is_solved()) return {};
  if (std::optional<reduction::Result> found = reduction::short_result(input))
    return std::move(*found);
  // The different reduced cubes, each solved by the 3x3x3 stage, the shortest whole kept.
  Reductions r = reduce(input, stop, search.metric);
  const double search_seconds = search.seconds > 0 ? search.now(search.seconds) : 0;
  const size_t chosen = reduction::solve_endings(r.endings, search_seconds, stop, profile);
  std::string how =
      r.endings.size() == 1
          ? fmt::format("the reduced cube by the two-phase solver ({} tables)", profile)
          : fmt::format("the shortest of {} reduced cubes by the two-phase solver ({} tables)",
                        r.endings.size(), profile);
  if (search_seconds > 0) how += fmt::format(", searched {:.2g} s", search_seconds);
  return answer(input, r, chosen, how);
}

std::vector<reduction::Result> reductions(const nxn::NxnCube& input,
                                          const std::function<bool()>& stop, size_t most,
                                          nxn::TurnMetric metric, const std::string& profile) {
  if (input.size() != kN)
    throw InputError(ErrorCode::Option, "cube5's reductions are of the 5x5x5");
  nxn::require_solvable_nxn(input);
  if (input.is_solved()) return {reduction::Result{}};
  if (std::optional<reduction::Result> found = reduction::short_result(input))
    return {std::move(*found)};
  Reductions r = reduce(input, stop, metric);
  const std::vector<size_t> order = reduction::shortest_endings(r.endings, most, profile);
  std::vector<reduction::Result> out;
  for (size_t i : order)
    out.push_back(answer(
        input, r, i, fmt::format("the reduced cube by the two-phase solver ({} tables)", profile)));
  return out;
}

void prepare() {
  CentreStage::five();
  Phase3::get();
  Phase4::get();
  Phase5::get();
}

std::vector<std::string> stored_tables() {
  std::vector<std::string> names;
  for (const TableName& t : kPhase3Tables) names.push_back(t.name);
  for (const TableName& t : kPhase4Tables) names.push_back(t.name);
  for (const TableName& t : kPhase5Tables) names.push_back(t.name);
  return names;
}

uint64_t table_bytes() { return Phase1Near::kBytes + kPhase3Bytes + kPhase4Bytes + kPhase5Bytes; }

}  // namespace cube5

// Reached through the facade's puzzle registry (library/puzzles.cpp), as reduction is; its
// tables go into the catalog, so that `cubelab tables` and `serve --build-tables cube5` know
// them.
void register_cube5_solvers(std::vector<std::unique_ptr<Solver>>& /*out*/) {
  auto add = [](const cube5::TableName& t, std::function<void()> load) {
    tables::register_catalog_entry({t.name, t.description, "cube5", std::move(load)});
  };
  for (const auto& t : cube5::kPhase3Tables) add(t, [] { cube5::Phase3::get(); });
  for (const auto& t : cube5::kPhase4Tables) add(t, [] { cube5::Phase4::get(); });
  for (const auto& t : cube5::kPhase5Tables) add(t, [] { cube5::Phase5::get(); });
}

}  // namespace cubelab
