#pragma once
// The 6x6x6 and 7x7x7 turned as a 5x5x5: once the inner block of the centres (rows and columns
// 2 to N-3) is solved, the wings of the inner orbits are paired with their slots' composite
// edges (even N) or midges (odd N) and each line of centre pieces next to a face's edge shows
// one colour (centre_lines.h), the layers from the third to the third from the other face
// always show the same colours along each line, so the cube turns as a 5x5x5 whose middle
// layer is all of them: its corners, its wings (the orbit next to the corners), its midges (the
// paired inner orbits), its "+" centres (the lines), its x-centres (the outer ones) and its
// middle centre (the inner block). The inner block comes from the centre search
// (centre_search.h), the inner orbits from the edges' pairing (slice-flip-slice steps found by
// a beam search and 3-cycles of wings), the lines from their own search; then a 5x5x5 solver
// solves that 5x5x5 whole (reduction's own, or cube5's). Placing every oblique by 3-cycles
// instead costs about 140 OBTM of the 6x6x6's centres.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/solvers/reduction/reduction.h"

namespace cubelab::reduction {

// The sizes turned as a 5x5x5 (bigger cubes' centres are most of their moves, and their lines
// are more than one piece wide).
constexpr int kLeastAsFive = 6;
constexpr int kMostAsFive = 7;

// The centre search's ways each taken to its lines' end, the shortest kept (without the 3x3x3
// stage's timed search: 4 6x6x6 cubes 156.8 OBTM with one way, 155.5 with 4 or 10; 8 7x7x7
// cubes 222.2 with two ways, 220.8 with 4; each way about 0.5 s on the 6x6x6, 2 s on the
// 7x7x7).
constexpr int kLinedWays = 4;

// A cube turned to where it turns as a 5x5x5.
struct AsFive {
  // From the cube as given: the rotation to the standard orientation (if any), the inner
  // centres, the inner orbits' pairing and the lines' moves, merged.
  std::vector<nxn::NxnMove> moves;
  nxn::NxnCube five;  // the 5x5x5 the cube then turns as (five_of)
  std::string note;   // what the moves do, for the centres stage's note
};

// A solver of the inner cube (inner_of): one or more of its answers (different reductions,
// the shortest first), whose stages but "3x3x3" reduce it (its centres solved, its edges
// paired), as the solvers of the 4x4x4 and 5x5x5 do; each is taken to its lines' end. It polls
// `stop` (the ways after the first poll turn_as_five's `later`).
using InnerSolver = std::function<std::vector<Result>(const nxn::NxnCube& inner,
                                                      const std::function<bool()>& stop)>;

// The moves that make `cube` (N from kLeastAsFive to kMostAsFive, that require_solvable_nxn
// accepts, held any way) turn as a 5x5x5, the shortest of several ways, each taken to its
// lines' end: the inner cube's reductions by `inner` (when given) on the cube held each of the
// first `inner_holdings` ways (holdings.h: each takes another path), and `ways` ways of
// the centre search, each followed by the inner orbits' pairing; nullopt when no way gets there
// (the lines' search has a step limit). Throws Stopped when `stop` returns true before the first
// way is done; the ways after it only shorten, and poll `later` instead (when given: true ends
// them with the shortest so far), so that a time limit can leave the 5x5x5 its time.
// `line_width`: the lines' beam (line_up), 0 for its default.
std::optional<AsFive> turn_as_five(const nxn::NxnCube& cube, int ways,
                                   const std::function<bool()>& stop, const InnerSolver& inner = {},
                                   int inner_holdings = 1, const std::function<bool()>& later = {},
                                   int line_width = 0);

// turn_as_five's `most` shortest ways (at least one), each as an AsFive, the shortest first
// (the first found among equals); empty when no way gets there. For a 5x5x5 solver to finish
// several, the shortest whole kept: the 5x5x5's moves differ by more than the ways' do.
std::vector<AsFive> turn_as_five_ways(const nxn::NxnCube& cube, int ways,
                                      const std::function<bool()>& stop, const InnerSolver& inner,
                                      int inner_holdings, const std::function<bool()>& later,
                                      int line_width, int most);

// `way` turned further by `turn`, a turn of its 5x5x5 (played as the big cube's layers it
// stands for, from_five), merged with the way's last moves: for an outer block turn (a face or
// a two-layer block) one OBTM more at most, and a 5x5x5 (`five`) as different from the way's as
// another way's is. For a 5x5x5 solver to finish several such from one way's end.
AsFive turned_further(const AsFive& way, const nxn::NxnMove& turn, int n);

// What turn_as_five's ways after the first poll under a time limit (`search.until`): `stop`,
// or half the time to it gone from now, leaving the 5x5x5 the rest; empty without one.
std::function<bool()> later_ways_stop(const std::function<bool()>& stop, const SearchTime& search);

// The answer to `cube` from `five` (a 5x5x5 solver's Result for as_five.five, in its stages
// "centres", "edges" and "3x3x3", or one stage "search"): as_five's moves and the 5x5x5's
// centres in stage "centres", its edges in "edges", its 3x3x3 stage in "3x3x3", each turn
// played on the big cube (from_five). Verified by applying it (std::logic_error naming
// `solver`).
Result answer_as_five(const nxn::NxnCube& cube, const AsFive& as_five, const Result& five,
                      const char* solver);

// Loads the tables turn_as_five and the 5x5x5's centre search read beyond reduction's own
// (the 6x6x6's centre search, the 7x7x7's inner centres' search, the 5x5x5's: 32 MiB each),
// so that a solve after it spends its time searching; and their bytes in memory.
void prepare_as_five(int n);
uint64_t as_five_bytes(int n);

// The (N-2)-layer cube inside `cube`: its layers 0, 2 to N-3 and N-1 from each face (the
// corners, the wings of the second orbit from the corners, the midges of an odd cube, the
// centres of rows and columns 2 to N-3); the inner cube's layer 1 stands for the n-layer cube's
// layers 1 and 2, its layer N-4 for N-3 and N-2. Every turn of the inner cube is a turn of the
// n-layer cube (from_inner), and every turn of the n-layer cube turns the inner cube as one of
// its turns or not at all, so the inner cube of any cube that can be solved can be solved.
nxn::NxnCube inner_of(const nxn::NxnCube& cube);
nxn::NxnMove from_inner(const nxn::NxnMove& move, int n);

// The 5x5x5 that `cube` turns as (its layers 0, 1, 2, N-2 and N-1 counted from each face, the
// third standing for every layer between), for a cube whose middle layers show the same
// colours along each line (unchecked: the stickers of layer 2 are taken).
nxn::NxnCube five_of(const nxn::NxnCube& cube);
// The turn of the n-layer cube that a turn of that 5x5x5 is: its middle layer all the layers
// from the third to the third from the other face.
nxn::NxnMove from_five(const nxn::NxnMove& move, int n);

}  // namespace cubelab::reduction
