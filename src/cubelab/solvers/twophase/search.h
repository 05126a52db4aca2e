#pragma once
// Kociemba's two-phase search (de Souza 2011 §5.3; docs/twophase.md): phase 1 brings the cube
// into H = <U,D,R2,L2,F2,B2> by IDA* on (flip_ud_slice, twist) with the exact phase-1
// distance table; every phase-1 solution is completed by an IDA* phase 2 inside H. Phase-1
// lengths grow from the smallest, over six searches at once (the cube and its inverse,
// each seen along the three axes), and every solution found lowers the length bound, so
// the answers get shorter over time until the target length, the time limit or
// exhaustion (which proves the best answer optimal).
#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <vector>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/move_set.h"
#include "cubelab/solve/solver.h"
#include "cubelab/solvers/twophase/profile.h"
#include "cubelab/solvers/twophase/tables.h"

namespace cubelab::twophase {

struct SearchSettings {
  int target = 20;  // stop once `count` solutions of at most this length are found
  int limit = 30;   // never return anything longer (max_length, hard)
  int count = 1;    // distinct solutions wanted
  int threads = 1;
  int phase2_max = 12;              // longest phase 2 tried for one phase-1 solution
  int optimal_depth = 10;           // plain optimal IDA* first, up to this length
  bool inverse = true;              // also search the inverse cube
  bool three_axes = true;           // also search along the R-L and F-B axes
  bool pre_moves = false;           // also search m * cube for every move m (min2phase's pre-moves)
  Profile profile = Profile::Full;  // which tables (profile.h)
  // The turns a solution may use: all 18, or five faces with all their turns (robots
  // without a sixth motor; five_faces()). The searches skip the others; the tables, built
  // for 18 moves, stay lower bounds (fewer moves only make distances longer).
  MoveSet moves;
  // Lengths in the axial metric (cube/axial.h): search_axial() searches axial moves with the
  // axial tables; target, limit and phase2_max count axial moves.
  bool axial = false;
};

// Whether the two-phase search can honour `moves`: every face but at most one has all three
// of its turns (the sixth may have its half turn or nothing). Along an axis whose two faces
// keep their quarter turns, phase 2's moves, H less the missing half turn, still generate
// all of H (tests/solvers/twophase/move_set_test.cpp gives B2 as a word in
// <U,D,R2,L2,F2>), so every phase-1 solution can be completed.
bool five_faces(const MoveSet& moves);

struct Found {
  Alg solution;
  std::vector<Stage> stages;
};

struct SearchResult {
  std::vector<Found> solutions;  // best first
  bool proven_optimal = false;   // the best cannot be beaten
  bool exhausted = false;        // every length up to the limit was searched
  bool stopped = false;          // time limit or cancellation
  int64_t phase1_nodes = 0, phase2_nodes = 0, phase1_solutions = 0, optimal_nodes = 0;
};

SearchResult search(const CubieCube& cube, const SearchSettings& settings,
                    const StopCondition& stop,
                    const std::function<void(const Progress&)>& progress);

// An optimal solution of at most `max_depth` moves (HTM) by plain IDA* over the tiny
// profile's bounds, or nothing when none exists, when stopped (then `stopped`) or when
// `node_budget` nodes did not settle it (then `settled` is false). A few milliseconds up to
// 10 moves for most positions; what other solvers answer short positions with before they
// build large tables. `moves`: the turns it may use.
std::optional<Alg> short_optimal_solution(const CubieCube& cube, int max_depth,
                                          const StopCondition& stop, bool& stopped, int64_t& nodes,
                                          int64_t node_budget, bool& settled,
                                          const MoveSet& moves = {});

// The search in the axial metric (axial_search.cpp); search() calls it for settings.axial.
// Phase 1 with the 45 axial moves, phase 2 with the 21 of H, each pruned by its axial
// distance table (axial_tables.h); every move set but all 18 turns is refused before.
SearchResult search_axial(const CubieCube& cube, const SearchSettings& settings,
                          const StopCondition& stop,
                          const std::function<void(const Progress&)>& progress);

// The search of the tiny profile (tiny_search.cpp); search() calls it for Profile::Tiny.
SearchResult search_tiny(const CubieCube& cube, const SearchSettings& settings,
                         const StopCondition& stop,
                         const std::function<void(const Progress&)>& progress);

}  // namespace cubelab::twophase
