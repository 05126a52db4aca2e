#pragma once
// `reduction`: a solver for the NxNxN cube of any size, by the reduction method, the usual way
// big cubes are solved by hand and by program (D. Walton's rubiks-cube-NxNxN-solver among
// them): the cube is reduced to a 3x3x3 (centres solved, the edge pieces of each edge paired
// into one composite edge), which a 3x3x3 solver then solves with outer turns only.
//
// Stages, each kept in Result::stages:
//  - centres: the cube turned to the standard orientation (nxn_validate.h; a rotation, 0
//    OBTM); the x-centres and "+" centres searched stage by stage (centre_search.h), whose
//    second phase sets the wing orbits of its depths even (a reduced cube's wings are an
//    even permutation of each orbit: the big cubes' "OLL parity" is avoided there, not fixed
//    later), an orbit no stage searched by one inner quarter turn; then the obliques and
//    whatever the search left brought to their faces by pure 3-cycles of centre pieces
//    (centres.h). Every later move keeps each wing orbit even (commutators, outer turns,
//    slice-flip-slice steps).
//  - edges: every wing brought next to its midge (odd N) or to the composite edge chosen for
//    its slot (even N), orbit by orbit from the middle outwards, by slice-flip-slice steps
//    found by a beam search (edge_search.h), then what it leaves by pure 3-cycles of wings
//    (edges.h). On an even cube the composite edges are chosen so that the reduced 3x3x3 is
//    legal, which removes the "PLL parity".
//  - 3x3x3: the reduced cube solved by the two-phase solver (reduced_cube.h).
// The 6x6x6 and 7x7x7 are first turned as a 5x5x5 (as_five.h: their inner centres, inner wing
// orbits and lines of centre pieces), whose stages these are, on the 5x5x5.
#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/solvers/reduction/reduced_cube.h"

namespace cubelab::reduction {

struct Stage {
  std::string name;  // "centres", "edges", "3x3x3"
  std::vector<nxn::NxnMove> moves;
  std::string note;
};

struct Result {
  std::vector<nxn::NxnMove> moves;  // all stages' moves, concatenated
  std::vector<Stage> stages;
};

// Thrown by solve when `stop` returned true before it had an answer; nothing partial is
// returned.
class Stopped : public std::runtime_error {
 public:
  Stopped() : std::runtime_error("the reduction solve was stopped") {}
};

// Solves `cube`: any NxNxN state (N >= 2) that require_solvable_nxn accepts, held in any
// orientation (the solution starts with the rotation to the standard one, if any). Throws
// InputError for an invalid cube and Stopped when `stop` (polled between pieces) returns true
// before a first reduction is found (once one is, the work that only shortens it ends there). The
// solution is verified by applying it; a failure is a program error (std::logic_error). An already
// solved cube gives no moves. `search` (SearchTime): how long at least the 3x3x3 stage searches for
// a shorter solution than two-phase's first (about a move less on average for the default),
// or kSearchPerEnding for each reduced cube it chooses among, should that be longer (at most
// kMostSearchSeconds); 0 takes the first, so that the solution depends on the cube alone
// (random-state scrambles, which a seed must repeat).
//
// `ways`: how many of the centre search's ways are finished and compared (docs/nxn.md), 0 for
// the size's default (eight on the 4x4x4 and 5x5x5; on the 6x6x6 and 7x7x7 kLinedWays taken
// to their lines, and the 5x5x5's eight; where each makes the answer shorter and the solve
// slower); 1 takes the first, three times as fast.
constexpr double kSearchSeconds = 0.1;
// Many endings have more to search: a second more among the 5x5x5's nine saves most of a
// move there (on 12 cubes 101.25 -> 100.50 OBTM; 2 s: 100.42).
constexpr double kSearchPerEnding = 0.1;
constexpr double kMostSearchSeconds = 2.0;
// The 3x3x3 stage's search time: `seconds` as above (the solvers' option "search"), ended
// by `until` when it comes first (a solve's time limit, less a margin for what follows the
// stage).
struct SearchTime {
  double seconds = kSearchSeconds;
  std::optional<std::chrono::steady_clock::time_point> until;
  // What "shorter" counts when whole solutions are compared (the ways, the reduced cubes'
  // 3x3x3 stages, a 6x6x6's or 7x7x7's 5x5x5s): the request's metric. The stages' own
  // searches count outer block turns whatever it is.
  nxn::TurnMetric metric = nxn::TurnMetric::Obtm;

  SearchTime(double s = kSearchSeconds) : seconds(s) {}  // a duration alone
  // Two-phase's first solutions alone (no search), the wholes compared in `m`.
  static SearchTime first_only(nxn::TurnMetric m) {
    SearchTime t(0);
    t.metric = m;
    return t;
  }
  // The seconds the stage searches when `least` is its share by the rules above.
  double now(double least) const;
};
//
// A cube a few outer block turns from solved gets the shortest answer instead, by a search
// (short_answer.h): one stage, "search".
//
// `profile`: the two-phase profile of the 3x3x3 stage (reduced_cube.h).
Result solve(const nxn::NxnCube& cube, const std::function<bool()>& stop = {},
             const SearchTime& search = {}, int ways = 0,
             const std::string& profile = kReducedProfile);
// solve by the stages alone, however close to solved the cube is.
Result reduce(const nxn::NxnCube& cube, const std::function<bool()>& stop = {},
              const SearchTime& search = {}, int ways = 0,
              const std::string& profile = kReducedProfile);

// The stages after the centres, shared by every solver that reduces: `cube` (turned from
// `input` by result.stages so far) has its centres solved and every wing orbit even; its
// edges are paired (stage "edges"), the reduced 3x3x3 solved (stage "3x3x3"), the turns
// where two stages meet on one block merged into the earlier, the stages' moves
// concatenated into result.moves and verified on `input` (std::logic_error naming
// `solver` when they do not solve it), the 3x3x3 searched as finish_reduced does. Throws
// Stopped when `stop` returns true.
void finish(nxn::NxnCube& cube, const nxn::NxnCube& input, const std::function<bool()>& stop,
            const char* solver, Result& result, double seconds = 0,
            const std::string& profile = kReducedProfile);

// finish's last part, for a solver that pairs the edges itself (cube4): `cube` is reduced,
// each slot showing `targets` (the colours on the slot's first face, then its second; a legal
// 3x3x3 with the corners); adds stage "3x3x3", concatenates and verifies as finish does.
// `seconds` > 0: two-phase searches that long for a shorter 3x3x3 solution than its first.
void finish_reduced(nxn::NxnCube& cube, const nxn::NxnCube& input,
                    const std::array<std::array<uint8_t, 2>, 12>& targets,
                    const std::function<bool()>& stop, const char* solver, Result& result,
                    double seconds = 0, const std::string& profile = kReducedProfile);

// finish_reduced with the 3x3x3 stage's moves found by the caller: `last` (outer turns) solves
// the reduced `cube`; `how` says how they were found, for the stage's note.
void finish_with(nxn::NxnCube& cube, const nxn::NxnCube& input, std::vector<nxn::NxnMove> last,
                 const char* solver, Result& result, const std::string& how);

}  // namespace cubelab::reduction
