#pragma once
// cube5 on the 6x6x6 and 7x7x7: the cube turned as a 5x5x5 (reduction/as_five.h: its inner
// cube reduced, the 6x6x6's 4x4x4 by cube4, the 7x7x7's 5x5x5 by cube5; its lines of centre
// pieces lined up), which cube5 then solves whole.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/solvers/reduction/as_five.h"
#include "cubelab/solvers/reduction/reduction.h"

namespace cubelab::cube5 {

// The moves that make `cube` (a 6x6x6 or 7x7x7 that require_solvable_nxn accepts) turn as a
// 5x5x5: its inner cube reduced by cube4 or cube5 (`profile`: their 3x3x3 stages' two-phase
// profile) on the cube held several ways, then its lines lined up; where that does not get
// there, reduction's ways (reduction::turn_as_five). nullopt when none does. Throws
// reduction::Stopped when `stop` returns true before one is found; the ways after the first
// poll `later` (when given: a time limit, under which the 7x7x7's lines keep a narrower beam,
// so that the first way leaves the 5x5x5 its time) instead. `ways` 1: the quickest (the inner cube
// on the cube held one way, the lines by reduction's beam, reduction's first way where that does
// not get there), as reduction's `ways` 1; 0: the defaults. `metric`: what the inner cube's solver
// compares its ways in (reduction::SearchTime::metric).
std::optional<reduction::AsFive> turn_as_five(const nxn::NxnCube& cube,
                                              const std::function<bool()>& stop,
                                              const std::string& profile,
                                              const std::function<bool()>& later = {}, int ways = 0,
                                              nxn::TurnMetric metric = nxn::TurnMetric::Obtm);

// turn_as_five's `most` shortest ways (at least one), the shortest first; empty when none gets
// there. The 7x7x7's are its inner 5x5x5's reductions by cube5 (reductions in cube5.h), up to
// `most` of them, each lined up.
std::vector<reduction::AsFive> turn_as_five_ways(const nxn::NxnCube& cube,
                                                 const std::function<bool()>& stop,
                                                 const std::string& profile,
                                                 const std::function<bool()>& later, int ways,
                                                 nxn::TurnMetric metric, int most);

// Solves `cube` (N from reduction::kLeastAsFive to kMostAsFive, that require_solvable_nxn
// accepts) as above: stages "centres" (up to the 5x5x5's centres), "edges" (the 5x5x5's
// phases 3 to 5) and "3x3x3" (its reduced cube's). Under a time limit (search.until),
// reduction's 5x5x5 (one way of its centre search, the 3x3x3 stage's first solution) before
// cube5's, the answer should `stop` come later; the shorter of the two is kept. Where the cube does
// not turn as a 5x5x5 (the lines' search ended without), reduction's answer. A cube a few turns
// from solved: its shortest answer (reduction::short_result). Throws reduction::Stopped when `stop`
// comes before an answer. The solution is verified by applying it (std::logic_error if not).
// `ways`: turn_as_five's. The 7x7x7 (by the defaults) solves every way's 5x5x5, and the
// shortest way's again after each turn of its 5x5x5 (reduction::turned_further).
reduction::Result solve_as_five(const nxn::NxnCube& cube, const std::function<bool()>& stop,
                                const reduction::SearchTime& search, const std::string& profile,
                                int ways = 0);

}  // namespace cubelab::cube5
