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

// The inner cube reduced on the cube held this many ways (holdings.h), each taken to the lines'
// end: on 6 cubes of each size, one way 132.5 and 196.7 OBTM, four 131.0 and 194.7 (the 6x6x6
// 3 -> 5 s a cube, the 7x7x7 4 -> 12 s). More buy little for their time: on 12 6x6x6 WCA
// scrambles (seed 202) 126.83 OBTM with four, 126.50 with eight, 125.92 with sixteen (5.5, 10.9
// and 16.5 s a cube); sixteen with the four shortest by the inner cube's reduction alone taken
// to the lines' end, 126.67, or by the lines at a beam of 64, 127.33; cube5 on the 5x5x5s of the
// two or the three shortest of four, 126.83 and 126.50 (7.9 and 10.3 s).
constexpr int kInnerHoldings = 4;

// The lines' beam (reduction/centre_lines.h; reduction's own 64) by size: wider, shorter lines,
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
// and 512 did, for lines about 4 and 10 OBTM shorter.
constexpr int lines_beam(int n) { return n == 6 ? 512 : 256; }

// The 5x5x5's 3x3x3 stage searches at least this long for a shorter whole (unless `search` is 0,
// the first solutions alone), a fraction of the big cube's solve: on 12 6x6x6 WCA scrambles
// (seed 202) 128.50 OBTM at 0.1 s, 128.17 at 1 s and at 2 s, half a second more a cube.
constexpr double kFiveSearchSeconds = 1.0;

std::optional<reduction::AsFive> turn_as_five(const nxn::NxnCube& cube,
                                              const std::function<bool()>& stop,
                                              const std::string& profile,
                                              const std::function<bool()>& later, int ways,
                                              nxn::TurnMetric metric) {
  // The inner cube (the 6x6x6's 4x4x4, the 7x7x7's 5x5x5) by cube4 or cube5, its reduction
  // alone (the 3x3x3 stage's first solution, unused). On 6 cubes of each size its way was the
  // shortest every time (the whole 6x6x6 in 132.5 OBTM, the 7x7x7 in 196.7, against 156.9 and
  // 217.5 on 20 cubes with the search's ways alone), which are taken only where it does not get
  // to the lines' end.
  const reduction::SearchTime first_only = reduction::SearchTime::first_only(metric);
  const reduction::InnerSolver inner = [&](const nxn::NxnCube& c,
                                           const std::function<bool()>& poll) {
    return c.size() == 4 ? cube4::solve(c, poll, first_only, profile)
                         : solve(c, poll, first_only, profile);
  };
  const bool quickest = ways == 1;
  const int beam = quickest ? 0 : lines_beam(cube.size());
  if (std::optional<reduction::AsFive> as_five =
          reduction::turn_as_five(cube, 0, stop, inner, quickest ? 1 : kInnerHoldings, later, beam))
    return as_five;
  return reduction::turn_as_five(cube, quickest ? 1 : reduction::kLinedWays, stop, {}, 0, later,
                                 beam);
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
  // With a time limit the holdings after the first end at half of it (the 7x7x7's four take
  // about 8 s), leaving the 5x5x5 the rest.
  const std::optional<reduction::AsFive> as_five = turn_as_five(
      input, stop, profile, reduction::later_ways_stop(stop, search), ways, search.metric);
  if (!as_five) return reduction::solve(input, stop, search, ways, profile);
  reduction::SearchTime five_search = search;
  if (five_search.seconds > 0)
    five_search.seconds = std::max(five_search.seconds, kFiveSearchSeconds);
  // Without a time limit cube5's 5x5x5 is the answer: it was the shorter on each of 20 WCA
  // scrambles of each size, by about 20 OBTM.
  if (!search.until)
    return reduction::answer_as_five(input, *as_five,
                                     solve(as_five->five, stop, five_search, profile), "cube5");
  // With one, reduction's 5x5x5 first: the answer at hand, should cube5's not come in time.
  const reduction::Result at_hand = reduction::solve(
      as_five->five, stop, reduction::SearchTime::first_only(search.metric), 1, profile);
  try {
    const reduction::Result five = solve(as_five->five, stop, five_search, profile);
    if (nxn::length(five.moves, kN, search.metric) <= nxn::length(at_hand.moves, kN, search.metric))
      return reduction::answer_as_five(input, *as_five, five, "cube5");
  } catch (const reduction::Stopped&) {
  }
  return reduction::answer_as_five(input, *as_five, at_hand, "reduction");
}

}  // namespace cubelab::cube5
