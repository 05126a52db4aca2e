// The 6x6x6 and 7x7x7 solved as a 5x5x5 (as_five.h).
#include "cubelab/solvers/cube5/as_five.h"

#include <fmt/format.h>

#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/cube/nxn/nxn_validate.h"
#include "cubelab/solvers/cube5/centre_lines.h"
#include "cubelab/solvers/cube5/cube5.h"
#include "cubelab/solvers/reduction/centre_search.h"
#include "cubelab/solvers/reduction/centres.h"
#include "cubelab/solvers/reduction/edge_pairing.h"
#include "cubelab/solvers/reduction/holdings.h"

namespace cubelab::cube5 {
namespace {

// The cube held this many ways for the inner orbits' pairing, the shortest kept (holdings.h):
// each way takes a few milliseconds and pairs them differently. On 10 6x6x6 cubes, without the
// 3x3x3 stage's timed search: the inner orbits 37 OBTM held one way, 26 the shortest of 24,
// the whole 249.3 -> 239.2 (241.8 with four ways); with reduction's second search's beam of
// 64 (edge_search.h) rather than its 16, 238.9 at five times the time.
constexpr int kInnerOrbitHoldings = 24;

// The layer (0-based from a face) of the n-layer cube that the 5x5x5's layer `layer` is,
// the first or the last of those its middle layer stands for.
int first_of(int layer, int n) { return layer <= 2 ? layer : n - 5 + layer; }
int last_of(int layer, int n) { return layer < 2 ? layer : n - 5 + layer; }

// The moves that pair the inner wing orbits (2 and deeper) with their slots' targets, as
// reduction pairs every orbit (from the middle outwards: a step turns the outer k+1 layers),
// the shortest of kInnerOrbitHoldings ways to hold the cube. The 6x6x6's composite edges are
// those most of the inner orbits' wings show (the orbit next to the corners is the 5x5x5's to
// pair): on the 10 cubes above, 239.2 -> 236.6 OBTM (the inner orbits 26 -> 24 OBTM; 37 -> 27
// held one way).
std::vector<nxn::NxnMove> inner_orbit_pairs(const nxn::NxnCube& cube,
                                            const std::function<bool()>& stop) {
  return reduction::shortest_held(
             cube, kInnerOrbitHoldings,
             [&](nxn::NxnCube& held) { return reduction::pair_wing_orbits(held, stop, 2); })
      .moves;
}

// The OBTM of a Result's moves.
int length(const reduction::Result& r, int n) { return nxn::obtm(r.moves, n); }

// The centre search's ways each taken to its lines' end, the shortest kept (without the 3x3x3
// stage's timed search: 4 6x6x6 cubes 156.8 OBTM with one way, 155.5 with 4 or 10; 8 7x7x7
// cubes 222.2 with two ways, 220.8 with 4; each way about 0.5 s on the 6x6x6, 2 s on the
// 7x7x7).
constexpr int kLinedWays = 4;

// The cube as a 5x5x5 once its lines are lined up (centre_lines.h): the inner centres by
// reduction's centre search, the inner wing orbits paired, the lines lined up, then the whole
// 5x5x5 by cube5 (its centres, edges and 3x3x3 stage). nullopt when every way of the centre
// search leaves the inner centres unsolved or the lines' search ends without.
std::optional<reduction::Result> solve_lined_up(const nxn::NxnCube& input,
                                                const std::function<bool()>& stop,
                                                const reduction::SearchTime& search,
                                                const std::string& profile) {
  const int n = input.size();
  nxn::NxnCube cube = input;
  std::vector<nxn::NxnMove> centres = nxn::standard_orientation_turn(cube);
  cube.apply(centres);
  struct Lined {
    reduction::SearchedCentres searched;
    std::vector<nxn::NxnMove> inner, lined;
    nxn::NxnCube cube;
    int length = 0;
  };
  std::optional<Lined> best;
  // The 7x7x7's inner block by the search of its depth alone (its outer x-centres and "+"
  // centres are the 5x5x5's, and its lines hold the outer "+" centres).
  std::vector<reduction::SearchedCentres> ways =
      n == 7 ? reduction::search_inner_centre_ways(cube, kLinedWays, stop)
             : reduction::search_centre_ways(cube, kLinedWays, stop);
  for (reduction::SearchedCentres& searched : ways) {
    nxn::NxnCube c = cube;
    c.apply(searched.moves);
    if (!inner_centres_solved(c)) continue;
    std::vector<nxn::NxnMove> inner = inner_orbit_pairs(c, stop);
    c.apply(inner);
    std::optional<std::vector<nxn::NxnMove>> lined = line_up(c, stop);
    if (!lined) continue;
    c.apply(*lined);
    std::vector<nxn::NxnMove> all = searched.moves;
    for (const std::vector<nxn::NxnMove>* part : {&inner, &*lined})
      for (const nxn::NxnMove& m : *part) nxn::push_merged(all, m, n);
    const int length = nxn::obtm(all, n);
    if (!best || length < best->length)
      best = Lined{std::move(searched), std::move(inner), std::move(*lined), std::move(c), length};
  }
  if (!best) return std::nullopt;
  cube = best->cube;
  if (!inner_centres_solved(cube) || !lines_uniform(cube))
    throw std::logic_error("cube5: the lines' search left the centres unreduced");
  const reduction::SearchedCentres& searched = best->searched;
  const std::vector<nxn::NxnMove>& inner = best->inner;
  const std::vector<nxn::NxnMove>& lined = best->lined;
  const reduction::Result five = solve(five_of(cube), stop, search, profile);
  // Every move before the 5x5x5's edges is in the centres stage (the inner wing orbits'
  // pairing among them, which must come before the lines': it moves them).
  for (const std::vector<nxn::NxnMove>* part : {&searched.moves, &inner, &lined})
    for (const nxn::NxnMove& m : *part) nxn::push_merged(centres, m, n);
  std::vector<nxn::NxnMove> edges, last;
  int five_centres = 0;
  std::string how = "none: the 5x5x5 had its shortest answer";
  for (const reduction::Stage& st : five.stages) {
    std::vector<nxn::NxnMove>& into = st.name == "3x3x3"     ? last
                                      : st.name == "centres" ? centres
                                                             : edges;
    if (st.name == "centres") five_centres = nxn::obtm(st.moves, 5);
    for (const nxn::NxnMove& m : st.moves) nxn::push_merged(into, from_five(m, n), n);
    if (st.name == "3x3x3") how = "as the 5x5x5's," + st.note.substr(st.note.find(':') + 1);
  }
  reduction::Result result;
  const auto& p = searched.phase_obtm;
  result.stages.push_back(
      {"centres", centres,
       fmt::format("{} OBTM: the {} searched ({} of {} centre orbits in three phases: "
                   "U/D pieces {}, F/B pieces {}, home {}), the inner wing orbits paired ({} OBTM: "
                   "slice-flip-slice steps and 3-cycles of wings, the shortest of {} ways to hold "
                   "the cube), the lines of obliques{} lined up ({} OBTM: conjugates of single "
                   "layers next to a face), then the cube as a 5x5x5 (its middle layer layers 3 "
                   "to {}) by cube5's phases 1 and 2 ({} OBTM)",
                   nxn::obtm(centres, n),
                   n == 7 ? "inner x-centres and \"+\" centres" : "x-centres", searched.orbits,
                   ((n - 2) * (n - 2) - n % 2) / 4, p[0], p[1], p[2], nxn::obtm(inner, n),
                   kInnerOrbitHoldings, n % 2 == 1 ? " and \"+\" centres" : "", nxn::obtm(lined, n),
                   n - 2, five_centres)});
  cube = input;
  cube.apply(centres);
  cube.apply(edges);
  std::string edges_note =
      fmt::format("{} OBTM: the 5x5x5's edges by cube5's phases 3 to 5", nxn::obtm(edges, n));
  result.stages.push_back({"edges", std::move(edges), std::move(edges_note)});
  reduction::finish_with(cube, input, std::move(last), "cube5", result, how);
  return result;
}

}  // namespace

void prepare_as_five(int n) {
  reduction::prepare_centre_search(n);
  if (n == 7) reduction::prepare_inner_centre_search();
}

uint64_t as_five_bytes(int n) {
  return reduction::centre_search_bytes(n) + (n == 7 ? reduction::kInnerCentreSearchBytes : 0);
}

nxn::NxnCube five_of(const nxn::NxnCube& cube) {
  const int n = cube.size();
  std::vector<uint8_t> faces(6 * 25);
  for (int f = 0; f < 6; ++f)
    for (int row = 0; row < 5; ++row)
      for (int col = 0; col < 5; ++col)
        faces[(f * 5 + row) * 5 + col] = cube.sticker(f, first_of(row, n), first_of(col, n));
  return nxn::NxnCube::from_sticker_faces(5, std::move(faces));
}

nxn::NxnMove from_five(const nxn::NxnMove& move, int n) {
  // NxnMove's layers count from 1.
  return {move.face, first_of(move.first_layer - 1, n) + 1, last_of(move.last_layer - 1, n) + 1,
          move.turns};
}

reduction::Result solve_as_five(const nxn::NxnCube& input, const std::function<bool()>& stop,
                                const reduction::SearchTime& search, const std::string& profile) {
  const int n = input.size();
  if (n < kLeastAsFive || n > kMostAsFive)
    throw std::logic_error(fmt::format("cube5: the {0}x{0}x{0} is not solved as a 5x5x5", n));
  // reduction's answer first, the answer at hand should `stop` come later, from one way of its
  // centre search: the lines are lined up on nearly every cube, and the answer is then about 90
  // OBTM shorter than reduction's.
  reduction::Result by_reduction = reduction::solve(input, stop, search, 1, profile);
  // A solved cube, or one a few turns from solved (its shortest answer, one stage): as it is.
  if (by_reduction.stages.size() != 3) return by_reduction;
  try {
    if (std::optional<reduction::Result> lined = solve_lined_up(input, stop, search, profile))
      return length(*lined, n) < length(by_reduction, n) ? std::move(*lined) : by_reduction;
    reduction::Result result;
    result.stages.push_back(by_reduction.stages[0]);  // the centres
    nxn::NxnCube cube = input;
    cube.apply(result.stages[0].moves);
    if (!reduction::centres_solved(cube))
      throw std::logic_error("cube5: reduction's centres stage left the centres unsolved");
    std::vector<nxn::NxnMove> edges = inner_orbit_pairs(cube, stop);
    const int inner = nxn::obtm(edges, n);
    nxn::NxnCube paired = cube;
    paired.apply(edges);
    const reduction::Result five = solve(five_of(paired), stop, search, profile);
    // The 5x5x5's stages but its last into the edges stage (its centres stage, solved, has
    // no move), its 3x3x3 stage the 3x3x3 stage (none when the 5x5x5 was a few turns from
    // solved: its shortest answer is then in the edges).
    std::vector<nxn::NxnMove> last;
    std::string how = "none: the 5x5x5 had its shortest answer";
    for (const reduction::Stage& s : five.stages) {
      std::vector<nxn::NxnMove>& into = s.name == "3x3x3" ? last : edges;
      for (const nxn::NxnMove& m : s.moves) nxn::push_merged(into, from_five(m, n), n);
      if (s.name == "3x3x3") how = "as the 5x5x5's," + s.note.substr(s.note.find(':') + 1);
    }
    const int five_edges = nxn::obtm(edges, n) - inner;
    cube.apply(edges);
    result.stages.push_back(
        {"edges", std::move(edges),
         fmt::format("{} OBTM: the inner wing orbits paired ({} OBTM: slice-flip-slice steps "
                     "and 3-cycles of wings, as reduction's, the shortest of {} ways to hold the "
                     "cube), then the cube as a 5x5x5 (its middle layer layers 3 to {}) by "
                     "cube5's phases 3 to 5 ({} OBTM)",
                     inner + five_edges, inner, kInnerOrbitHoldings, n - 2, five_edges)});
    reduction::finish_with(cube, input, std::move(last), "cube5", result, how);
    return length(result, n) < length(by_reduction, n) ? result : by_reduction;
  } catch (const reduction::Stopped&) {
    return by_reduction;
  }
}

}  // namespace cubelab::cube5
