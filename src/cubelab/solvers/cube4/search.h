#pragma once
// cube4's searched phases (centres.h): IDA*, each node's bound the largest of its tables'
// (centres.h, edges.h), which are exact for their part of the goal and so admissible. Phase
// 2's edge goal has no table: it is tested where the centres reach theirs.
#include <chrono>
#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/solvers/cube4/centres.h"
#include "cubelab/solvers/cube4/edges.h"

namespace cubelab::cube4 {

// Phase 2 alone (for tests): `c` has its U/D centres on U and D; its shortest solution, that
// brings F/B onto F/B with the U/D split phase 3 needs, makes the wing permutation even and
// orients the edges (edges_oriented). Throws reduction::Stopped when `stop` says so (polled
// every few thousand nodes).
std::vector<nxn::NxnMove> search_phase2(const Centres& c, const Wings& w,
                                        const std::function<bool()>& stop);

// Phase 3 alone (for tests): after phase 2 (c.reduced_parity_odd set from edges.h's
// reduced_parity_odd); the shortest moves that solve the centres and pair every edge, leaving
// a legal 3x3x3. nullopt when `max_nodes` nodes did not find them. `ball`: its last moves
// looked up in phase3_ball.h's ball (as search_phases does), else searched.
std::optional<std::vector<nxn::NxnMove>> search_phase3(const Centres& c, const Wings& w,
                                                       const std::function<bool()>& stop,
                                                       long long max_nodes, bool ball = true);

// The three phases together, as Chen Shuang's TPR-4x4x4-Solver searches them: phase 1's
// shortest paths (and those one move longer: limits.phase1_paths in all); phase 2 from all
// of them at once, by the length of phases 1 and 2 together (each path first bounded by its
// length and phase 2's centre table), until limits.phase2_solutions solutions (within
// limits.phase2_nodes nodes, then until one is found); then phase 3 from all of those at
// once, by the length of the three phases together, each candidate up to 5 moves beyond its
// bound (limits.joint_phase3_nodes), then the candidate of the least bound alone, deeper.
// `cubes` are one cube recoloured so that each axis in turn is phase 1's U/D axis (TPR too
// starts phase 1 on the best of the three axes); the phase-1 paths are taken from all of
// them, shortest first. Out of nodes, phase3 is nullopt and phase1 and phase2 are that
// candidate's. Throws reduction::Stopped when `stop` says so (polled every few thousand
// nodes).
//
// Measured on 30 random states, one thread: phase 2 path by path (20 paths, their
// 2 shortest solutions each) made 44.60 OBTM; at once over 1,000 paths, 20 solutions, 43.97
// in the same time (phase 3 takes most of it: the candidates' phases 1 and 2 are shorter).
inline constexpr long long kMostJointPhase3Nodes = 10'000'000;
struct Limits {
  size_t phase1_paths = 1000;
  // Phase 2 costs little beside phase 3 (with its edge bound, edge_orientation.h), and more
  // candidates give phase 3's joint search shorter totals for the same nodes. 100 random
  // states (bench seed 1, `-o memory=256M`), one thread, 20 phase-3 solutions: phases 1 to 3
  // 25.81 OBTM with 30 candidates, 25.70 with 60, 25.54 with 120, 25.44 with 250, 25.40
  // with 500 (phases 1 to 3: 125, 127, 139, 174 and 238 ms a cube). With phase 3's 60
  // solutions taken from the first candidate that has any (below), 300 random states: 250
  // candidates 44.05 OBTM in 280 ms a cube, 400 44.01 in 290, 700 43.92 in 324. With phase
  // 2's last moves by its near-goal masks (phase2_near.h), 300 random states (seed 21), the
  // runs alternating: 400 43.90-43.93 OBTM in 254-274 ms a cube, 500 43.88 in 262 (400: 254),
  // 650 43.85 in 278.
  size_t phase2_solutions = 600;
  long long phase2_nodes = 20'000'000;
  long long phase3_nodes = 20'000'000;
  // Of those, what the candidates together may take before the best one is searched alone,
  // deeper. Some cubes' candidates all need several moves beyond their bounds (a few in ten):
  // the search over all of them takes a second or more there, the best alone a fraction of
  // one, but longer. With the 3x3x3 stage searched 0.1 s (the default), 300 random states
  // (bench, seeds 1-3), one thread, two-phase's small tables: 10^7 nodes 44.29 OBTM, 3 x 10^6
  // 44.30, the slowest cube 6.8 -> 1.9 s and the mean 0.26 -> 0.25 s; once phase 3 made its
  // pairing entries by table, 3 x 10^6 44.31 in 221 ms a cube (the slowest 1.75 s), 1.5 x 10^6
  // 44.32 in 209 ms (0.97 s). Searched 5 s, 30 random states: 10^7 43.87, 2 x 10^6 44.20, so
  // a longer search takes more (cube4's joint_phase3_nodes, up to kMostJointPhase3Nodes).
  // With the pairing table's parity (microbench/cube4_bench, 100 random states, the 3x3x3
  // stage's first solutions): 7.5 x 10^5 nodes 44.96 -> 45.05 OBTM, 6 % less time; 3 x 10^6
  // the same lengths as 1.5 x 10^6. 300 candidates rather than 400: 44.97 OBTM, 10-20 % less
  // time (for whole solves before the parity, see phase2_solutions above).
  long long joint_phase3_nodes = 1'500'000;
  // false: no phase 3 (its pairing table not loaded): phase3 is nullopt, phase1 and phase2
  // those of the least centre bound (kPairEdges).
  bool pair_edges = true;
  // Phase 3's last moves looked up in phase3_ball.h's ball rather than searched.
  bool ball = true;
  // Phase 3's solutions of the least total kept (Phases::others), for the caller to choose
  // among by what follows.
  size_t solutions = 1;
  // A share of a time limit: past it, phase 2 keeps the candidates it has and phase 3's joint
  // search ends as out of nodes, so that the stages after have the rest (stop ends everything).
  std::optional<std::chrono::steady_clock::time_point> until;
};
struct Phases {
  int cube = 0;  // the one of `cubes` the phases solve
  std::vector<nxn::NxnMove> phase1, phase2;
  std::optional<std::vector<nxn::NxnMove>> phase3;
  int candidates = 0;          // phase-1 and phase-2 solutions phase 3 chose from
  std::vector<Phases> others;  // more solutions of the same length (Limits::solutions)
};
Phases search_phases(std::span<const nxn::NxnCube> cubes, const std::function<bool()>& stop,
                     const Limits& limits = {});

// Makes the tables the phases' searches keep in memory (their moves, phase 2's edge bound),
// which a first search would otherwise make in its own time (tens of milliseconds).
void make_search_tables();

}  // namespace cubelab::cube4
