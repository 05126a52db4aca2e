#pragma once
// Distance tables (pattern databases) behind the informed fitness, in three sets:
//
//   TwoPhase   the two-phase solver's tables (solvers/twophase/tables.h, through the table
//              store: built once, ~120 MiB, then memory-mapped): the exact phase-1 distance
//              to Kociemba's subgroup H = <U,D,R2,L2,F2,B2>, and two phase-2 lower bounds
//              (corner permutation x U/D-edge permutation up to symmetry; corner
//              permutation x slice-edge permutation).
//   Small      our own small exact BFS tables (tables/distance_table.h, in memory, ~1 s):
//              twist x UD-slice and flip x UD-slice for phase 1, corner permutation x
//              slice-edge permutation and U/D-edge permutation x slice-edge permutation for
//              phase 2 (about 1M entries each).
//   Korf       Korf's three whole-cube pattern databases (solvers/korf/korf_tables.h: corners,
//              two sets of six edges), an admissible distance bound.
//
// Both phase sets add the exact H-move distance of every state of H within kHExactDepth
// moves of solved, where the projected phase-2 bounds are weakest.
#include <cstdint>
#include <memory>
#include <vector>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/solvers/eda/exact_neighbourhood.h"

namespace cubelab::eda {

// Depth of the exact H-move distances near solved: 883,485 states (7 moves of H).
constexpr int kHExactDepth = 7;

// The two-phase view of a cube (as a state to be brought to solved).
struct PhaseLookup {
  int phase1 = 0;      // lower bound on (or exact) phase-1 distance; 0 iff the cube is in H
  int phase1_tie = 0;  // a tie-breaker among equal phase1 values (smaller is better)
  int phase2 = 0;      // in H only: lower bound on the H-move distance to solved
  int phase2_tie = 0;
  int h_exact = -1;  // in H only: the exact H-move distance if <= kHExactDepth, else -1
  bool in_h() const { return phase1 == 0; }
};

enum class PhaseSource { TwoPhase, Small };

class PhaseTables {
 public:
  // Built (or loaded) once per source, thread-safe.
  static const PhaseTables& get(PhaseSource source);
  PhaseLookup lookup(const CubieCube& c) const;
  ~PhaseTables();

 private:
  explicit PhaseTables(PhaseSource source);
  struct Small;
  PhaseSource source_;
  std::unique_ptr<Small> small_;
  std::unique_ptr<ExactNeighbourhood> h_exact_;
};

// Korf's pattern databases: max is an admissible lower bound on the distance to solved.
struct WholeLookup {
  int max = 0;
  int sum = 0;  // a tie-breaker
};
WholeLookup korf_lookup(const CubieCube& c);  // builds the databases on first use

}  // namespace cubelab::eda
