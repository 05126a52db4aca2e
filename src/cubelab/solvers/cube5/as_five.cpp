// cube5 on the 6x6x6 and 7x7x7 (as_five.h).
#include "cubelab/solvers/cube5/as_five.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <utility>

#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/cube/nxn/nxn_validate.h"
#include "cubelab/solvers/cube4/cube4.h"
#include "cubelab/solvers/cube5/centres.h"
#include "cubelab/solvers/cube5/cube5.h"
#include "cubelab/solvers/reduction/as_five.h"
#include "cubelab/solvers/reduction/short_answer.h"

namespace cubelab::cube5 {

// The inner cube's reductions (kInnerReductions) on the cube held this many ways (holdings.h),
// each that leaves the cube otherwise than those before taken to the lines' end: on 6 6x6x6s,
// one way 132.5 OBTM, four 131.0 (3 -> 5 s a cube). More buy little for their time: on 12
// 6x6x6 WCA scrambles (seed 202) 126.83 OBTM with four, 126.50 with eight, 125.92 with sixteen
// (5.5, 10.9 and 16.5 s a cube); sixteen with the four shortest by the inner cube's reduction
// alone taken to the lines' end, 126.67, or by the lines at a beam of 64, 127.33. cube4 and
// cube5 search every axis of the inner cube as held, so that another holding mostly finds the
// same reduction turned (all 24 holdings of one 7x7x7 WCA scramble); their different
// reductions make the other ways.
constexpr int inner_holdings(int n) { return n == 6 ? 4 : 2; }

// The inner cube's reductions by cube4 or cube5 on each holding (the different reduced cubes
// their phases end on, of one length as a rule), each taken to the lines' end. The 6x6x6 keeps
// the shortest way, whose lines vary the most; the 7x7x7 solves every way's 5x5x5, the
// shortest whole kept: its ways of one length differ by their 5x5x5s as random cubes do (by up
// to 9 OBTM), their lines by a move or two. On 8 WCA scrambles (seed 71), against four holdings
// and one reduction, the shortest way's 5x5x5 (175.13 OBTM, 19.7 s a cube): one holding's four
// reductions 173.75 (19.7 s), two holdings' 172.75 (29.8 s, 5.4 ways), four holdings' 172.50
// (39.0 s, 6.6 ways), every way's 5x5x5 solved. On 8 6x6x6s (seed 61), four holdings: one
// reduction each 120.25 (4.6 s), four 119.25 (6.0 s), four with the four shortest ways'
// 5x5x5s 119.13 (9.7 s); two holdings' four with every way's 5x5x5 120.63 (10.5 s).
constexpr size_t kInnerReductions = 4;

// The lines' beam (reduction/centre_lines.h; reduction's own 64): wider, shorter lines,
// and more often a holding whose whole is shorter. On 6 WCA scrambles of each size (seed 101):
// the 7x7x7 195.67 OBTM at 64 states, 191.83 at 256, 189.33 at 512 (21.5 s a cube against
// 14.8), 189.00 at 1,024 (about 30 s). The 6x6x6, since the search goes on past its first
// line-up: 126.50 at 256, 124.67 at 512 (6.4 s a cube against 4.9), 125.50 at 1,024; on 12
// more (seed 202) 128.25, 126.83 and 126.25 at 256, 512 and 1,024 states (4.8, 5.7 and
// 9.0 s); on 60 more (the first 40 of seed 6, 20 of seed 303) 2,048 states against 512
// shortened the whole by 0.8 OBTM on average (0.625 on the 40, 1.15 on the 20) for about 5 s
// more a cube, 1,024 by 0.275 on the 40. Since a face's turn may come before a conjugate and
// the commutators are kept for the last lines (centre_lines.cpp), each step costs more to
// try and does more: 512 states on the 6x6x6 and 256 on the 7x7x7 take about the time 2,048
// and 512 did, for lines about 4 and 10 OBTM shorter. The 7x7x7's lines then took 54.3 OBTM
// at 256 states and 52.3 at 512 (12 inner cubes, 3.0 s and twice that a way). The 7x7x7
// keeps 1,024, but 256 under a time limit, whose first way must leave time for the 5x5x5 (with
// `--time 8` 512 left none, and no answer): on 8 WCA scrambles (seed 71) 1,024 states rather
// than 512 took its lines from 51.8 to 51.1 OBTM and the whole from 171.00 to 170.50, at about
// 20 s more a cube.
constexpr int lines_beam(int n, bool limited) {
  if (n != 7) return 512;
  return limited ? 256 : 1024;
}

// The 5x5x5's 3x3x3 stage searches at least this long for a shorter whole (unless `search` is 0,
// the first solutions alone), a fraction of the big cube's solve: on 12 6x6x6 WCA scrambles
// (seed 202) 128.50 OBTM at 0.1 s, 128.17 at 1 s and at 2 s, half a second more a cube.
constexpr double kFiveSearchSeconds = 1.0;

// The 7x7x7's shortest way is also taken one turn of its 5x5x5 further (a face or two-layer
// block, five_move: all of them), for one OBTM more at most, and each such 5x5x5 solved: they
// differ as random 5x5x5s do, at a 5x5x5's solve each (about 1.2 s) rather than a line-up and
// a solve. On 5 7x7x7 WCA scrambles (seed 71, their 4 to 7 ways each), each 5x5x5 with the
// 3x3x3 stage's first solutions: the shortest of the ways' 174.60 OBTM, with the shortest way's
// 36 turned further 173.60 (18 of them: 173.94), with every way's 173.20.
constexpr int kFirstTurns = 36;

std::vector<reduction::AsFive> turn_as_five_ways(const nxn::NxnCube& cube,
                                                 const std::function<bool()>& stop,
                                                 const std::string& profile,
                                                 const std::function<bool()>& later, int ways,
                                                 nxn::TurnMetric metric, int most) {
  // The inner cube (the 6x6x6's 4x4x4, the 7x7x7's 5x5x5) by cube4 or cube5, its reduction
  // alone (the 3x3x3 stage's first solution, unused). On 6 cubes of each size its way was the
  // shortest every time (the whole 6x6x6 in 132.5 OBTM, the 7x7x7 in 196.7, against 156.9 and
  // 217.5 on 20 cubes with the search's ways alone), which are taken only where it does not get
  // to the lines' end.
  const bool quickest = ways == 1;
  const int n = cube.size();
  const reduction::InnerSolver inner = [&](const nxn::NxnCube& c,
                                           const std::function<bool()>& poll) {
    const size_t count = quickest ? 1 : kInnerReductions;
    return c.size() == 4 ? cube4::reductions(c, poll, count, metric, profile)
                         : reductions(c, poll, count, metric, profile);
  };
  const int beam = quickest ? 0 : lines_beam(n, later != nullptr);
  std::vector<reduction::AsFive> turned = reduction::turn_as_five_ways(
      cube, 0, stop, inner, quickest ? 1 : inner_holdings(n), later, beam, most);
  if (!turned.empty()) return turned;
  return reduction::turn_as_five_ways(cube, quickest ? 1 : reduction::kLinedWays, stop, {}, 0,
                                      later, beam, most);
}

std::optional<reduction::AsFive> turn_as_five(const nxn::NxnCube& cube,
                                              const std::function<bool()>& stop,
                                              const std::string& profile,
                                              const std::function<bool()>& later, int ways,
                                              nxn::TurnMetric metric) {
  std::vector<reduction::AsFive> turned =
      turn_as_five_ways(cube, stop, profile, later, ways, metric, 1);
  if (turned.empty()) return std::nullopt;
  return std::move(turned.front());
}

reduction::Result solve_as_five(const nxn::NxnCube& input, const std::function<bool()>& stop,
                                const reduction::SearchTime& search, const std::string& profile,
                                int ways) {
  const int n = input.size();
  if (n < reduction::kLeastAsFive || n > reduction::kMostAsFive)
    throw std::logic_error(fmt::format("cube5: the {0}x{0}x{0} is not solved as a 5x5x5", n));
  nxn::require_solvable_nxn(input);
  if (input.is_solved()) return {};
  if (std::optional<reduction::Result> found = reduction::short_result(input))
    return std::move(*found);
  // With a time limit the ways after the first end at half of it (the 7x7x7's take about 20 s),
  // leaving the 5x5x5s the rest.
  const std::function<bool()> later = reduction::later_ways_stop(stop, search);
  const int kept = ways != 1 && n == 7 ? inner_holdings(7) * static_cast<int>(kInnerReductions) : 1;
  const std::vector<reduction::AsFive> turned =
      turn_as_five_ways(input, stop, profile, later, ways, search.metric, kept);
  if (turned.empty()) return reduction::solve(input, stop, search, ways, profile);
  reduction::SearchTime five_search = search;
  if (five_search.seconds > 0)
    five_search.seconds = std::max(five_search.seconds, kFiveSearchSeconds);
  const auto length = [&](const reduction::Result& r) {
    return nxn::length(r.moves, n, search.metric);
  };
  // With a time limit, reduction's 5x5x5 of the shortest way first: the answer at hand, should
  // cube5's not come in time. Without one cube5's 5x5x5 is the answer: it was the shorter on
  // each of 20 WCA scrambles of each size, by about 20 OBTM.
  std::optional<reduction::Result> best;
  bool by_cube5 = false;  // whether `best` is
  if (search.until)
    best = reduction::answer_as_five(
        input, turned.front(),
        reduction::solve(turned.front().five, stop,
                         reduction::SearchTime::first_only(search.metric), 1, profile),
        "reduction");
  // Each way's 5x5x5 by cube5, the shortest whole kept; a stop ends them with the shortest so
  // far. The 7x7x7's are first solved with the 3x3x3 stage's first solutions, and so is the
  // shortest way's 5x5x5 after each of its first turns (kFirstTurns); the shortest of all is
  // then solved again with the 3x3x3 stage's search. Under a time limit each way's gets that
  // search at once, as the 6x6x6's do, and the turns follow while time remains: the search
  // would not come at the end (4 WCA scrambles, seed 71: with `--time 20` 173.25 OBTM so,
  // 175.00 with the search at the end, 173.25 without the turns; with `--time 10` 175.75,
  // 176.50 and 176.25).
  const bool first_turns = n == 7 && ways != 1;
  const bool screened = first_turns && !search.until;
  const reduction::SearchTime first_only = reduction::SearchTime::first_only(search.metric);
  std::optional<reduction::AsFive> shortest;  // the way of cube5's shortest whole so far
  int shortest_length = 0;
  const auto consider = [&](const reduction::AsFive& way, const reduction::SearchTime& s) {
    reduction::Result whole =
        reduction::answer_as_five(input, way, solve(way.five, stop, s, profile), "cube5");
    if (!shortest || length(whole) < shortest_length) {
      shortest = way;
      shortest_length = length(whole);
    }
    if (!best || length(whole) < length(*best) || (length(whole) == length(*best) && !by_cube5)) {
      best = std::move(whole);
      by_cube5 = true;
    }
  };
  try {
    for (const reduction::AsFive& way : turned) consider(way, screened ? first_only : five_search);
    if (first_turns) {
      const reduction::AsFive from = *shortest;
      for (int m = 0; m < kFirstTurns; ++m)
        consider(reduction::turned_further(from, five_move(m), n), first_only);
      if (screened && five_search.seconds > 0) consider(reduction::AsFive(*shortest), five_search);
    }
  } catch (const reduction::Stopped&) {
    if (!best) throw;
  }
  return std::move(*best);
}

}  // namespace cubelab::cube5
