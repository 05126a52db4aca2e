// The reduction solver's stages in order (reduction.h) and the solver family's registration.
#include "cubelab/solve/solver.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/cube/nxn/nxn_transform.h"
#include "cubelab/cube/nxn/nxn_validate.h"
#include "cubelab/cube/rotation.h"
#include "cubelab/solvers/reduction/as_five.h"
#include "cubelab/solvers/reduction/centre_search.h"
#include "cubelab/solvers/reduction/centres.h"
#include "cubelab/solvers/reduction/edge_pairing.h"
#include "cubelab/solvers/reduction/edges.h"
#include "cubelab/solvers/reduction/holdings.h"
#include "cubelab/solvers/reduction/reduced_cube.h"
#include "cubelab/solvers/reduction/reduction.h"
#include "cubelab/solvers/reduction/short_answer.h"
#include "cubelab/solvers/reduction/wings.h"

namespace cubelab {
namespace reduction {
namespace {

using nxn::NxnMove;

// A stage's moves, and for the edges how many wings the search paired.
struct StageMoves {
  std::vector<NxnMove> moves;
  int searched = 0;
  int holdings = 1;  // the ways to hold the cube it was the shortest of
};

// The beam width of the kept way's edges (kept_edges).
constexpr int kKeptEdgeWidth = 64;

// The edges stage: every orbit's wings paired (edge_pairing.h). `width`: the search's beam
// (edge_search.h), 0 for its default.
StageMoves pair_all_edges(nxn::NxnCube& cube, const std::function<bool()>& stop, int width = 0) {
  PairedEdges paired = pair_wing_orbits(cube, stop, 1, width);
  return {std::move(paired.moves), paired.searched};
}

// How many ways to hold the cube the edges stage is tried in. Measured on the 5x5x5: one 51.2
// OBTM, four 49.1, eight 48.7, all 24 48.2; on the 12x12x12 two were no shorter than one.
int edge_holdings(int n) { return orbit_count(n) == 0 || n > 7 ? 1 : 4; }

// The same for the centre commutators (the faces' order and their first positions differ):
// all 24 up to the 7x7x7, about 7 % fewer centre moves there, the 7x7x7 0.4 s slower; four
// on the 12x12x12 saved 1 %.
int centre_holdings(int n) { return n < 4 || n > 7 ? 1 : 24; }

// How thoroughly the 6x6x6 and 7x7x7 are turned as a 5x5x5 (as_five.h).
struct AsFiveEffort {
  int inner_ways;      // of the inner cube's centre search (0: its size's default, every way)
  int inner_holdings;  // the ways to hold the cube for the inner cube's reduction
  int line_width;      // the lines' beam (0: line_up's default, 64 states)
  int finished;        // the shortest ways whose 5x5x5 is solved, the shortest whole kept
};

// Every way of the inner cube's own centre search (the shortest whole kept: its 3x3x3 stage,
// unused, a move or two either way), on the cube held eight ways (6x6x6) or four (7x7x7), and
// a wider beam for the lines, 1,024 states on the 6x6x6 and 512 on the 7x7x7, against one way
// of the inner cube's search held four ways (6x6x6) or one, and a beam of 64; on the 6x6x6 the
// three shortest ways each solved as a 5x5x5. On 20 WCA scrambles of each (`cubelab scramble
// --count 20`, seeds 6 and 7): the 6x6x6 168.1 -> 160.25 OBTM with one way solved (5.3 ->
// 15.3 s a cube), 160.21 -> 159.05 with three (the first 19, about 5 s more); the 7x7x7's first
// 15 241.0 -> 226.3 (9.6 -> about 30 s); the beams alone gave 164.5 (512 states) and 228.2 (the
// first 11 7x7x7s). Since a face's turn may come before the lines' conjugates and their
// commutators are kept for the last lines (centre_lines.cpp), the beams are 512 states on the
// 6x6x6 and 256 on the 7x7x7, in about the time 1,024 and 512 took, for lines about 4 and 10
// OBTM shorter. A solve asked for one way (`ways` 1: the quickest answer) and the WebAssembly
// module (a page's wait, on one thread) take the quick settings.
AsFiveEffort as_five_effort(int n, int ways) {
#ifdef __EMSCRIPTEN__
  ways = 1;
#endif
  if (ways == 1) return {1, n == 6 ? 4 : 1, 0, 1};
  return n == 6 ? AsFiveEffort{0, 8, 512, 3} : AsFiveEffort{0, 4, 256, 1};
}

// How many of the centre search's ways (centre_search.h) are finished, the shortest centres
// and edges kept: the ways end in different places, and the commutators' and the edges'
// moves differ by more than the search's between them. Each costs a commutators and an
// edges stage. Measured on 10 cubes (6 of the 6x6x6 and 7x7x7), one way against the number
// here: 4x4x4 63.6 -> 61.1 OBTM, 5x5x5 104.9 -> 101.0, 6x6x6 275.3 -> 264.3, 7x7x7 359.8
// -> 351.5 (its first stage found two), each size two to three times as slow. More on 8
// cubes of each: the 6x6x6 263.9 OBTM with three, 259.3 with six, 257.3 with ten (2.6, 4.1
// and 5.1 s a cube); the 7x7x7 353.5 with three, 352.0 with ten at 1.6 times the time; the
// 5x5x5 no shorter with sixteen than with eight.
int centre_ways(int n) { return n <= 5 ? 8 : n == 6 ? 10 : n == 7 ? 3 : 1; }

// The edges stage again for the way kept: the 4x4x4's (the quickest to pair) in all 24 ways to
// hold the cube (measured: 61.0 -> 59.9 OBTM on 10 cubes), the 5x5x5's to the 7x7x7's by a
// beam four times as wide as the first search's, in the same holdings (5x5x5 100.9 -> 100.15
// OBTM on 20 cubes at 1.6 s more a cube, twice as wide 0.2 shorter; 6x6x6 267.3 -> 264.8 on 4
// cubes at 2.9 s more). Bigger cubes have one way and keep their first edges. Of the holdings,
// the shortest in `metric`.
StageMoves kept_edges(const nxn::NxnCube& cube, const std::function<bool()>& stop,
                      nxn::TurnMetric metric) {
  const int n = cube.size();
  if (n == 4)
    return shortest_held(
        cube, 24, [&](nxn::NxnCube& held) { return pair_all_edges(held, stop); }, metric);
  return shortest_held(
      cube, edge_holdings(n),
      [&](nxn::NxnCube& held) { return pair_all_edges(held, stop, kKeptEdgeWidth); }, metric);
}

StageMoves edges_stage(const nxn::NxnCube& cube, const std::function<bool()>& stop,
                       nxn::TurnMetric metric = nxn::TurnMetric::Obtm) {
  return shortest_held(
      cube, edge_holdings(cube.size()),
      [&](nxn::NxnCube& held) { return pair_all_edges(held, stop); }, metric);
}

// The reduced cube `edges` turn `cube` (its centres solved) to, `length` moves from the start.
Ending ending_after(const nxn::NxnCube& cube, const std::vector<NxnMove>& edges, int length) {
  nxn::NxnCube paired = cube;
  paired.apply(edges);
  return {reduced_facelets(paired, paired_targets(paired)), length, {}};
}

// A way of the centre search (from `cube`), finished by the commutators and followed by the
// edges stage.
struct Way {
  SearchedCentres searched;
  std::vector<NxnMove> centres;  // the search's and the commutators'
  std::vector<NxnMove> rest;     // the commutators'
  nxn::NxnCube cube;             // its centres solved
  StageMoves edges;
  Ending ending;  // the reduced cube the edges leave, after the centres' and the edges' moves
};

Way finished_way(const nxn::NxnCube& cube, SearchedCentres searched,
                 const std::function<bool()>& stop, nxn::TurnMetric metric) {
  const int n = cube.size();
  Way way{std::move(searched), {}, {}, cube, {}, {}};
  way.cube.apply(way.searched.moves);
  way.rest = shortest_held(
                 way.cube, centre_holdings(n),
                 [&](nxn::NxnCube& held) { return StageMoves{solve_centres(held, stop)}; }, metric)
                 .moves;
  way.cube.apply(way.rest);
  if (!centres_solved(way.cube))
    throw std::logic_error("reduction: the centre commutators, turned back, left centres");
  way.centres = way.searched.moves;
  for (const NxnMove& m : way.rest) nxn::push_merged(way.centres, m, n);
  way.edges = edges_stage(way.cube, stop, metric);
  way.ending =
      ending_after(way.cube, way.edges.moves,
                   nxn::length(way.centres, n, metric) + nxn::length(way.edges.moves, n, metric));
  return way;
}

// A stage's note begins with its length ("12 OBTM: ..."): counted again for its moves.
void recount(Stage& stage, int n) {
  const size_t digits = stage.note.find_first_not_of("0123456789");
  if (digits == 0 || digits == std::string::npos || stage.note.compare(digits, 6, " OBTM:") != 0)
    return;
  stage.note.replace(0, digits, std::to_string(nxn::obtm(stage.moves, n)));
}

// Where a stage ends with a turn of the block the next begins with (a slice-flip-slice's last
// wide turn and a 3x3x3 stage's first, say), the two are one turn (or none) in the earlier
// stage: the stages still add up to the answer, and their notes count their moves again.
void merge_stage_boundaries(std::vector<Stage>& stages, int n) {
  for (size_t i = 1; i < stages.size(); ++i) {
    std::vector<NxnMove>& later = stages[i].moves;
    while (!later.empty()) {
      size_t j = i;
      while (j > 0 && stages[j - 1].moves.empty()) --j;
      if (j == 0) break;
      Stage& earlier = stages[j - 1];
      std::vector<NxnMove> merged = earlier.moves;
      nxn::push_merged(merged, later.front(), n);
      if (merged.size() > earlier.moves.size()) break;  // appended: another block
      earlier.moves = std::move(merged);
      later.erase(later.begin());
      recount(earlier, n);
      recount(stages[i], n);
    }
  }
}

// The edges stage's moves to `result` and `cube`: the targets the reduced cube shows.
EdgeTargets add_edges_stage(nxn::NxnCube& cube, const StageMoves& edges, Result& result) {
  const int n = cube.size();
  cube.apply(edges.moves);
  const EdgeTargets targets = paired_targets(cube);
  result.stages.push_back(
      {"edges", edges.moves,
       fmt::format("{} OBTM: each edge's wings {}; {} wings paired by slice-flip-slice steps "
                   "found by search, the others by pure 3-cycles{}",
                   nxn::obtm(edges.moves, n),
                   n % 2 == 1 ? "joined to its midge" : "made one composite edge", edges.searched,
                   edges.holdings > 1
                       ? fmt::format("; the shortest of {} ways to hold the cube", edges.holdings)
                       : "")});
  return targets;
}

}  // namespace

void finish(nxn::NxnCube& cube, const nxn::NxnCube& input, const std::function<bool()>& stop,
            const char* solver, Result& result, double seconds, const std::string& profile) {
  const EdgeTargets targets = add_edges_stage(cube, edges_stage(cube, stop), result);
  finish_reduced(cube, input, targets, stop, solver, result, seconds, profile);
}

void finish_reduced(nxn::NxnCube& cube, const nxn::NxnCube& input, const EdgeTargets& targets,
                    const std::function<bool()>& stop, const char* solver, Result& result,
                    double seconds, const std::string& profile) {
  if (stop && stop()) throw Stopped();
  finish_with(
      cube, input, solve_reduced(reduced_facelets(cube, targets), seconds, profile), solver, result,
      fmt::format("the reduced cube by the two-phase solver ({} tables){}", profile,
                  seconds > 0 ? fmt::format(", the shortest it found in {} s", seconds) : ""));
}

void finish_with(nxn::NxnCube& cube, const nxn::NxnCube& input, std::vector<NxnMove> last,
                 const char* solver, Result& result, const std::string& how) {
  const int n = cube.size();
  cube.apply(last);
  if (!cube.is_solved())
    throw std::logic_error(std::string(solver) +
                           ": the 3x3x3 stage does not solve the reduced cube");
  std::string note = fmt::format("{} OBTM: {}", nxn::obtm(last, n), how);
  result.stages.push_back({"3x3x3", std::move(last), std::move(note)});
  merge_stage_boundaries(result.stages, n);
  for (const Stage& s : result.stages)
    result.moves.insert(result.moves.end(), s.moves.begin(), s.moves.end());
  nxn::NxnCube check = input;
  check.apply(result.moves);
  if (!check.is_solved())
    throw std::logic_error(std::string(solver) + ": the solution does not solve the cube");
}

double SearchTime::now(double least) const {
  if (!until) return least;
  const std::chrono::duration<double> left = *until - std::chrono::steady_clock::now();
  return std::max(0.0, std::min(least, left.count()));
}

Result solve(const nxn::NxnCube& input, const std::function<bool()>& stop, const SearchTime& search,
             int ways, const std::string& profile) {
  nxn::require_solvable_nxn(input);
  if (input.is_solved()) return {};
  if (std::optional<Result> found = short_result(input)) return std::move(*found);
  return reduce(input, stop, search, ways, profile);
}

Result reduce(const nxn::NxnCube& input, const std::function<bool()>& stop,
              const SearchTime& search, int ways, const std::string& profile) {
  nxn::require_solvable_nxn(input);
  Result result;
  if (input.is_solved()) return result;
  const int n = input.size();
  // The 6x6x6 and 7x7x7 as a 5x5x5 (as_five.h): on 20 WCA scrambles of each, 250.95 -> 153.80
  // and 326.80 -> 217.80 OBTM (docs/results.md). The stages below when no way gets there.
  if (n >= kLeastAsFive && n <= kMostAsFive) {
    // The inner cube by these stages too, the 3x3x3 stage's first solution (unused).
    const AsFiveEffort effort = as_five_effort(n, ways);
    const SearchTime first_only = SearchTime::first_only(search.metric);
    const InnerSolver inner = [&](const nxn::NxnCube& c, const std::function<bool()>& poll) {
      return std::vector<Result>{solve(c, poll, first_only, effort.inner_ways, profile)};
    };
    // With a time limit the ways after the first end at half of it, leaving the rest to the
    // 5x5x5 (a 7x7x7's four ways of the centre search take several seconds).
    const std::function<bool()> later = later_ways_stop(stop, search);
    const std::vector<AsFive> turned =
        turn_as_five_ways(input, ways > 0 ? ways : kLinedWays, stop, inner, effort.inner_holdings,
                          later, effort.line_width, effort.finished);
    // The shortest ways' 5x5x5s each solved, the shortest whole kept; those after the first
    // only shorten it (a stop during one ends with the shortest so far).
    std::optional<Result> best;
    size_t solved = 0;
    for (const AsFive& as_five : turned) {
      try {
        Result whole = answer_as_five(
            input, as_five,
            solve(as_five.five, best && later ? later : stop, search, ways, profile), "reduction");
        ++solved;
        if (!best ||
            nxn::length(whole.moves, n, search.metric) < nxn::length(best->moves, n, search.metric))
          best = std::move(whole);
      } catch (const Stopped&) {
        if (!best) throw;
        break;
      }
    }
    if (best) {
      // (As many as were solved: a stop may end them after the first.)
      if (solved > 1)
        best->stages.front().note += fmt::format(
            "; the 5x5x5s of the {} shortest ways solved, the shortest whole kept", solved);
      return std::move(*best);
    }
  }
  nxn::NxnCube cube = input;
  // The answer begins with the rotation to the standard orientation, if any (no move).
  const std::vector<NxnMove> rotation = nxn::standard_orientation_turn(cube);
  cube.apply(rotation);

  // The ways after the first only shorten the answer: should `stop` come during one, the
  // shortest so far is the answer.
  std::vector<Way> finished;
  bool stopped = false;
  if (ways <= 0) ways = centre_ways(n);
  for (SearchedCentres& searched : search_centre_ways(cube, ways, stop)) {
    try {
      finished.push_back(finished_way(cube, std::move(searched), stop, search.metric));
    } catch (const Stopped&) {
      if (finished.empty()) throw;
      stopped = true;
      break;
    }
  }
  // The way shortest before the 3x3x3 stage has its edges searched again more thoroughly
  // (kept_edges), when the ways were compared and time allows: another ending.
  std::vector<Ending> endings;
  for (const Way& way : finished) endings.push_back(way.ending);
  const auto before_3x3x3 = [](const Way& a, const Way& b) {
    return a.ending.length < b.ending.length;
  };
  const size_t kept = static_cast<size_t>(
      std::min_element(finished.begin(), finished.end(), before_3x3x3) - finished.begin());
  std::optional<StageMoves> again;
  if (ways > 1 && n <= 7 && !stopped) {
    try {
      const Way& way = finished[kept];
      again = kept_edges(way.cube, stop, search.metric);
      again->holdings = std::max(again->holdings, way.edges.holdings);
      endings.push_back(ending_after(way.cube, again->moves,
                                     nxn::length(way.centres, n, search.metric) +
                                         nxn::length(again->moves, n, search.metric)));
    } catch (const Stopped&) {
      stopped = true;
    }
  }
  // The 3x3x3 stages differ between the endings by a move or two: the shortest whole is kept.
  double seconds = 0;
  if (!stopped && search.seconds > 0) {
    const double per_ending = kSearchPerEnding * static_cast<double>(endings.size());
    seconds = search.now(std::max(search.seconds, std::min(per_ending, kMostSearchSeconds)));
  }
  const size_t chosen = solve_endings(endings, seconds, stop, profile);
  const bool wider = chosen == finished.size();
  const Way& best = finished[wider ? kept : chosen];

  const SearchedCentres& searched = best.searched;
  const std::vector<NxnMove>& rest = best.rest;
  std::string note;
  if (searched.orbits > 0) {
    const auto& p = searched.phase_obtm;
    note = fmt::format(
        "{} of {} centre orbits searched in three phases (U/D pieces {}, F/B pieces {}, home {})",
        searched.orbits, ((n - 2) * (n - 2) - n % 2) / 4, p[0], p[1], p[2]);
    note += "; the wing orbits set even on the way";
    if (searched.parity_turns > 0)
      note += fmt::format(" ({} unsearched by an inner quarter turn)", searched.parity_turns);
    if (!rest.empty()) note += fmt::format(", then {} OBTM of pure 3-cycles", nxn::obtm(rest, n));
  } else {
    note = "pure 3-cycles of centre pieces, faces U D F B R";
  }
  if (finished.size() > 1)
    note +=
        fmt::format("; the way of the shortest whole of {} ways of the search", finished.size());
  std::vector<NxnMove> centres = rotation;
  centres.insert(centres.end(), best.centres.begin(), best.centres.end());
  result.stages.push_back({"centres", std::move(centres),
                           fmt::format("{} OBTM: {}", nxn::obtm(best.centres, n), note)});

  cube = best.cube;
  add_edges_stage(cube, wider ? *again : best.edges, result);
  std::string how = fmt::format("the reduced cube by the two-phase solver ({} tables)", profile);
  if (endings.size() > 1)
    how = fmt::format(
        "the shortest whole of {} reduced cubes (the ways' and the kept way's edges searched "
        "again), each by the two-phase solver ({} tables)",
        endings.size(), profile);
  if (seconds > 0) how += fmt::format(", searched {:.2f} s", seconds);
  finish_with(cube, input, std::move(endings[chosen].last), "reduction", result, how);
  return result;
}

}  // namespace reduction

// The reduction solver works on nxn::NxnCube, which the registry's Solver interface (built
// around the 3x3x3 CubieCube) cannot carry: it is reached through the facade's puzzle
// registry (library/puzzles.cpp) instead, and adds no Solver here.
void register_reduction_solvers(std::vector<std::unique_ptr<Solver>>& /*out*/) {}

}  // namespace cubelab
