// The 6x6x6 and 7x7x7 turned as a 5x5x5 (as_five.h).
#include "cubelab/solvers/reduction/as_five.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <stdexcept>
#include <utility>
#include <vector>

#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/cube/nxn/nxn_validate.h"
#include "cubelab/solvers/reduction/centre_lines.h"
#include "cubelab/solvers/reduction/centre_search.h"
#include "cubelab/solvers/reduction/centres.h"
#include "cubelab/solvers/reduction/edge_pairing.h"
#include "cubelab/solvers/reduction/holdings.h"

namespace cubelab::reduction {
namespace {

// The cube held this many ways for the inner orbits' pairing, the shortest kept (holdings.h):
// each way takes a few milliseconds and pairs them differently. On 10 6x6x6 cubes, without the
// 3x3x3 stage's timed search: the inner orbits 37 OBTM held one way, 26 the shortest of 24,
// the whole 249.3 -> 239.2 (241.8 with four ways); with the second edge search's beam of 64
// (edge_search.h) rather than its 16, 238.9 at five times the time.
constexpr int kInnerOrbitHoldings = 24;

// A smaller cube inside the n-layer cube: its layer i (0-based from a face) stands for the
// n-layer cube's layers first[i] to last[i] and shows the stickers of layer shown[i]. Made for
// every turn played through it, so it lives on the stack (at most 5 layers: the 7x7x7's inner
// cube and the 5x5x5).
struct LayerMap {
  static constexpr int kMostLayers = kMostAsFive - 2;
  int layers = 0;
  std::array<int, kMostLayers> first{}, last{}, shown{};
};

// The 5x5x5 the cube turns as: its middle layer all those from the third to the third from the
// other face, showing the third's stickers.
LayerMap five_map(int n) {
  LayerMap map;
  map.layers = 5;
  for (int layer = 0; layer < 5; ++layer) {
    map.first[layer] = map.shown[layer] = layer <= 2 ? layer : n - 5 + layer;
    map.last[layer] = layer < 2 ? layer : n - 5 + layer;
  }
  return map;
}

// The inner cube: the n-layer cube's layers 0, 2 to N-3 and N-1, its layer 1 standing for the
// n-layer cube's layers 1 and 2, its layer N-4 for N-3 and N-2.
LayerMap inner_map(int n) {
  if (n < kLeastAsFive || n > kMostAsFive)
    throw std::logic_error(fmt::format("reduction: no inner cube is read off the {0}x{0}x{0}", n));
  LayerMap map;
  map.layers = n - 2;
  for (int layer = 0; layer < n - 2; ++layer) {
    map.first[layer] = layer <= 1 ? layer : layer == n - 3 ? n - 1 : layer + 1;
    map.last[layer] = layer == 0 ? 0 : layer == n - 3 ? n - 1 : layer == n - 4 ? n - 2 : layer + 1;
    map.shown[layer] = layer == 0 ? 0 : layer == n - 3 ? n - 1 : layer + 1;
  }
  return map;
}

nxn::NxnCube read_through(const nxn::NxnCube& cube, const LayerMap& map) {
  const int m = map.layers;
  std::vector<uint8_t> faces(static_cast<size_t>(6 * m * m));
  for (int f = 0; f < 6; ++f)
    for (int row = 0; row < m; ++row)
      for (int col = 0; col < m; ++col)
        faces[(f * m + row) * m + col] = cube.sticker(f, map.shown[row], map.shown[col]);
  return nxn::NxnCube::from_sticker_faces(m, std::move(faces));
}

nxn::NxnMove played_through(const nxn::NxnMove& move, const LayerMap& map) {
  // NxnMove's layers count from 1.
  return {move.face, map.first[move.first_layer - 1] + 1, map.last[move.last_layer - 1] + 1,
          move.turns};
}

// The moves that pair the inner wing orbits (2 and deeper) with their slots' targets, as the
// edges stage pairs every orbit (from the middle outwards: a step turns the outer k+1 layers),
// the shortest of kInnerOrbitHoldings ways to hold the cube. The 6x6x6's composite edges are
// those most of the inner orbits' wings show (the orbit next to the corners is the 5x5x5's to
// pair): on the 10 cubes above, 239.2 -> 236.6 OBTM (the inner orbits 26 -> 24 OBTM; 37 -> 27
// held one way).
std::vector<nxn::NxnMove> inner_orbit_pairs(const nxn::NxnCube& cube,
                                            const std::function<bool()>& stop) {
  return shortest_held(cube, kInnerOrbitHoldings,
                       [&](nxn::NxnCube& held) { return pair_wing_orbits(held, stop, 2); })
      .moves;
}

// One way taken to its lines' end: the inner centres and the inner wing orbits by the centre
// search and the pairing (`searched` their search) or by the inner cube's solver.
struct LinedWay {
  SearchedCentres searched;
  std::vector<nxn::NxnMove> inner, lined;
  nxn::NxnCube cube;
  int length = 0;
  std::string how;  // how the inner centres and orbits were made, for the note
};

// The way's moves, merged, and their length.
void add_up(LinedWay& way, int n) {
  std::vector<nxn::NxnMove> all = way.searched.moves;
  for (const std::vector<nxn::NxnMove>* part : {&way.inner, &way.lined})
    for (const nxn::NxnMove& m : *part) nxn::push_merged(all, m, n);
  way.length = nxn::obtm(all, n);
}

// The inner cube of `cube` held the `h`th way (holdings.h) reduced by `solve_inner`, each of its
// reductions turned back to `cube`, lined up and added to `ways`, but those that leave the cube
// as one before did (`reached`: on a cube held another way the inner solver mostly finds the
// same reduction, turned), which are passed over, and those whose stages leave the inner cube
// unreduced (its 3x3x3 stage, outer turns, does not solve it) or whose lines' search ends
// without. The inner solver and each line-up poll what `poll` gives when they begin (the ways
// after the first poll another).
void add_inner_cube_ways(const nxn::NxnCube& cube, int h, const InnerSolver& solve_inner,
                         LineUps& line_ups,
                         const std::function<const std::function<bool()>&()>& poll,
                         std::vector<nxn::NxnCube>& reached, std::vector<LinedWay>& ways) {
  const int n = cube.size();
  const Rotation& r = Rotation::all()[h];
  const nxn::NxnCube inner = inner_of(held_otherwise(cube, r));
  for (const Result& solved : solve_inner(inner, poll())) {
    std::vector<nxn::NxnMove> reducing, last;
    for (const Stage& s : solved.stages) {
      std::vector<nxn::NxnMove>& into = s.name == "3x3x3" ? last : reducing;
      into.insert(into.end(), s.moves.begin(), s.moves.end());
    }
    nxn::NxnCube reduced = inner;
    reduced.apply(reducing);
    nxn::NxnCube finished = reduced;
    finished.apply(last);
    if (!centres_solved(reduced) || !finished.is_solved()) continue;
    LinedWay way{{}, {}, {}, cube, 0, {}};
    for (const nxn::NxnMove& m : reducing) nxn::push_merged(way.inner, from_inner(m, n), n);
    way.inner = nxn::rotated(way.inner, r.inverse());
    way.cube.apply(way.inner);
    if (!inner_centres_solved(way.cube))
      throw std::logic_error("reduction: the inner cube's reduction left the inner centres");
    if (std::find(reached.begin(), reached.end(), way.cube) != reached.end()) continue;
    reached.push_back(way.cube);
    std::optional<std::vector<nxn::NxnMove>> lined = line_ups(way.cube, poll());
    if (!lined) continue;
    way.lined = std::move(*lined);
    way.cube.apply(way.lined);
    add_up(way, n);
    std::string stages;
    for (const Stage& s : solved.stages)
      if (s.name != "3x3x3")
        stages +=
            fmt::format("{}{} {}", stages.empty() ? "" : ", ", s.name, nxn::obtm(s.moves, n - 2));
    way.how = fmt::format(
        "the inner {0}x{0}x{0} (its layers 1, 3 to {0} and {1}: the inner centres, the wing "
        "orbit next to them{2}) reduced ({3} OBTM: {4})",
        n - 2, n, n % 2 == 1 ? ", the midges" : "", nxn::obtm(way.inner, n), stages);
    ways.push_back(std::move(way));
  }
}

// `searched` (a way of the centre search from `cube`) taken on: nullopt when it leaves the
// inner centres unsolved or the lines' search ends without.
std::optional<LinedWay> lined_way(const nxn::NxnCube& cube, SearchedCentres searched,
                                  LineUps& line_ups, const std::function<bool()>& stop) {
  const int n = cube.size();
  LinedWay way{std::move(searched), {}, {}, cube, 0, {}};
  way.cube.apply(way.searched.moves);
  if (!inner_centres_solved(way.cube)) return std::nullopt;
  way.inner = inner_orbit_pairs(way.cube, stop);
  way.cube.apply(way.inner);
  std::optional<std::vector<nxn::NxnMove>> lined = line_ups(way.cube, stop);
  if (!lined) return std::nullopt;
  way.lined = std::move(*lined);
  way.cube.apply(way.lined);
  add_up(way, n);
  const auto& p = way.searched.phase_obtm;
  way.how = fmt::format(
      "the {} searched ({} of {} centre orbits in three phases: U/D pieces {}, F/B pieces {}, "
      "home {}), the inner wing orbits paired ({} OBTM: slice-flip-slice steps and 3-cycles of "
      "wings, the shortest of {} ways to hold the cube)",
      n == 7 ? "inner x-centres and \"+\" centres" : "x-centres", way.searched.orbits,
      ((n - 2) * (n - 2) - n % 2) / 4, p[0], p[1], p[2], nxn::obtm(way.inner, n),
      kInnerOrbitHoldings);
  return way;
}

}  // namespace

std::vector<AsFive> turn_as_five_ways(const nxn::NxnCube& input, int ways,
                                      const std::function<bool()>& stop, const InnerSolver& inner,
                                      int inner_holdings, const std::function<bool()>& later,
                                      int line_width, int most) {
  const int n = input.size();
  if (n < kLeastAsFive || n > kMostAsFive)
    throw std::logic_error(fmt::format("reduction: the {0}x{0}x{0} does not turn as a 5x5x5", n));
  nxn::NxnCube cube = input;
  const std::vector<nxn::NxnMove> rotation = nxn::standard_orientation_turn(cube);
  cube.apply(rotation);
  std::vector<LinedWay> lined;
  // Each way after the first to get there only shortens the answer: it polls `later`, and a
  // stop during it ends the search with the shortest so far.
  const std::function<bool()>& after_first = later ? later : stop;
  const std::function<const std::function<bool()>&()> poll = [&]() -> const std::function<bool()>& {
    return lined.empty() ? stop : after_first;
  };
  // Adds ways to `lined`: false when stopped after the first.
  const auto take = [&](const std::function<void()>& add) {
    try {
      add();
      return true;
    } catch (const Stopped&) {
      if (lined.empty()) throw;
      return false;
    }
  };
  std::vector<nxn::NxnCube> reached;  // by the inner cube's reductions
  LineUps line_ups(line_width);       // the ways' lines, each searched once
  for (int h = 0; inner && h < inner_holdings; ++h)
    if (!take([&] { add_inner_cube_ways(cube, h, inner, line_ups, poll, reached, lined); })) {
      ways = 0;
      break;
    }
  // The 7x7x7's inner block by the search of its depth alone (its outer x-centres and "+"
  // centres are the 5x5x5's, and its lines hold the outer "+" centres); the 6x6x6's first
  // stage is its inner and outer x-centres.
  std::vector<SearchedCentres> found;
  if (ways > 0) {
    try {
      found = n == 7 ? search_inner_centre_ways(cube, ways, poll())
                     : search_centre_ways(cube, ways, poll());
    } catch (const Stopped&) {
      if (lined.empty()) throw;
    }
  }
  for (SearchedCentres& searched : found)
    if (!take([&] {
          if (std::optional<LinedWay> way = lined_way(cube, std::move(searched), line_ups, poll()))
            lined.push_back(std::move(*way));
        }))
      break;
  const size_t tried = lined.size();
  // The shortest first, the first found among equals.
  std::stable_sort(lined.begin(), lined.end(),
                   [](const LinedWay& a, const LinedWay& b) { return a.length < b.length; });
  const size_t kept = static_cast<size_t>(std::max(most, 1));
  if (lined.size() > kept)
    lined.erase(lined.begin() + static_cast<std::ptrdiff_t>(kept), lined.end());
  std::vector<AsFive> out;
  for (const LinedWay& way : lined) {
    const size_t rank = out.size();  // 0: the shortest
    const std::string place = rank == 0   ? "the shortest"
                              : rank == 1 ? "the second shortest"
                              : rank == 2 ? "the third shortest"
                                          : fmt::format("the {}th shortest", rank + 1);
    if (!inner_centres_solved(way.cube) || !lines_uniform(way.cube))
      throw std::logic_error("reduction: the lines' search left the centres unreduced");
    AsFive turned{rotation, five_of(way.cube), {}};
    for (const std::vector<nxn::NxnMove>* part : {&way.searched.moves, &way.inner, &way.lined})
      for (const nxn::NxnMove& m : *part) nxn::push_merged(turned.moves, m, n);
    turned.note = fmt::format(
        "{}, the lines of obliques{} lined up ({} OBTM: conjugates of single layers next to a "
        "face){}",
        way.how, n % 2 == 1 ? " and \"+\" centres" : "", nxn::obtm(way.lined, n),
        tried > 1 ? fmt::format(", {} of {} ways", place, tried) : "");
    out.push_back(std::move(turned));
  }
  return out;
}

std::optional<AsFive> turn_as_five(const nxn::NxnCube& cube, int ways,
                                   const std::function<bool()>& stop, const InnerSolver& inner,
                                   int inner_holdings, const std::function<bool()>& later,
                                   int line_width) {
  std::vector<AsFive> turned =
      turn_as_five_ways(cube, ways, stop, inner, inner_holdings, later, line_width, 1);
  if (turned.empty()) return std::nullopt;
  return std::move(turned.front());
}

AsFive turned_further(const AsFive& way, const nxn::NxnMove& turn, int n) {
  AsFive further = way;
  const nxn::NxnMove big = from_five(turn, n);
  nxn::push_merged(further.moves, big, n);
  further.five.apply(turn);
  further.note += fmt::format(", then {}", nxn::to_string(big, n));
  return further;
}

std::function<bool()> later_ways_stop(const std::function<bool()>& stop, const SearchTime& search) {
  if (!search.until) return {};
  const auto now = std::chrono::steady_clock::now();
  const auto half = now + (*search.until - now) / 2;
  return [stop, half] { return (stop && stop()) || std::chrono::steady_clock::now() >= half; };
}

Result answer_as_five(const nxn::NxnCube& input, const AsFive& as_five, const Result& five,
                      const char* solver) {
  const int n = input.size();
  std::vector<nxn::NxnMove> centres = as_five.moves, edges, last;
  std::string five_centres = "none", five_edges = "none";
  // A 5x5x5 a few turns from solved has its shortest answer in one stage: in the edges here.
  std::string how = "none: the 5x5x5 had its shortest answer";
  for (const Stage& s : five.stages) {
    std::vector<nxn::NxnMove>& into = s.name == "3x3x3"     ? last
                                      : s.name == "centres" ? centres
                                                            : edges;
    for (const nxn::NxnMove& m : s.moves) nxn::push_merged(into, from_five(m, n), n);
    // (Each note begins with its stage's OBTM, counted here for the big cube.)
    const std::string what = s.note.substr(s.note.find(": ") + 2);
    if (s.name == "centres") five_centres = what;
    if (s.name == "edges" || s.name == "search") five_edges = what;
    if (s.name == "3x3x3") how = "as the 5x5x5's," + s.note.substr(s.note.find(':') + 1);
  }
  Result result;
  result.stages.push_back(
      {"centres", centres,
       fmt::format("{} OBTM: {}, then the cube as a 5x5x5 (its middle layer layers 3 to {}), "
                   "its centres by {}: {}",
                   nxn::obtm(centres, n), as_five.note, n - 2, solver, five_centres)});
  nxn::NxnCube cube = input;
  cube.apply(centres);
  cube.apply(edges);
  std::string edges_note =
      fmt::format("{} OBTM: the 5x5x5's edges by {}: {}", nxn::obtm(edges, n), solver, five_edges);
  result.stages.push_back({"edges", std::move(edges), std::move(edges_note)});
  finish_with(cube, input, std::move(last), solver, result, how);
  return result;
}

void prepare_as_five(int n) {
  if (n == 6) prepare_centre_search(6);
  if (n == 7) prepare_inner_centre_search();
  prepare_centre_search(5);
}

uint64_t as_five_bytes(int n) {
#ifdef __EMSCRIPTEN__
  if (n > 0) return 0;  // the module searches the centres without them (centre_search.cpp)
#endif
  return (n == 7 ? kInnerCentreSearchBytes : centre_search_bytes(n)) + centre_search_bytes(5);
}

nxn::NxnCube inner_of(const nxn::NxnCube& cube) {
  return read_through(cube, inner_map(cube.size()));
}

nxn::NxnMove from_inner(const nxn::NxnMove& move, int n) {
  return played_through(move, inner_map(n));
}

nxn::NxnCube five_of(const nxn::NxnCube& cube) { return read_through(cube, five_map(cube.size())); }

nxn::NxnMove from_five(const nxn::NxnMove& move, int n) {
  return played_through(move, five_map(n));
}

}  // namespace cubelab::reduction
