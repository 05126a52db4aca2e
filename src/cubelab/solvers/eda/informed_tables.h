#pragma once
// Small exact distance tables (pattern databases) for the informed fitness: each projects the
// cube onto a pair of coordinates and stores, for every value of the pair, the fewest moves
// to the solved value (tables/distance_table.h BFS). Built in memory on first use: the phase
// tables (4 MB) in about 2.5 s, the whole-cube ones (1 MB more) in about 5 s (Release).
//
//   phase 1 (all 18 moves): twist x slice (1,082,565), flip x slice (1,013,760)
//   phase 2 (the moves of Kociemba's subgroup H = <U,D,R2,L2,F2,B2>, cubes in H only):
//            corner permutation x slice-edge permutation (967,680),
//            U/D-edge permutation x slice-edge permutation (967,680)
//   near solved in H: exact H-move distances up to kHExactDepth (exact_neighbourhood.h)
//   whole cube (all 18 moves): corner permutation (40,320), 4 corners with twist x2
//            (136,080 each), 4 edges with flip x3 (190,080 each)
//
// Every table is an admissible lower bound on the moves still needed in its setting.
#include <cstdint>
#include <memory>
#include <vector>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/solvers/eda/exact_neighbourhood.h"

namespace cubelab::eda {

// Depth of the exact H-move distances near solved: 883,485 states (7 moves of H).
constexpr int kHExactDepth = 7;

// Two-phase view: phase-1 tables, and the phase-2 tables when the cube is in H.
struct PhaseLookup {
  uint8_t twist_slice = 0, flip_slice = 0;  // 0 for both iff the cube is in H
  uint8_t corner_slice_perm = 0, edge_slice_perm = 0;  // set only in H
  int8_t h_exact = -1;  // in H: the exact H-move distance when at most kHExactDepth, else -1
  bool in_h() const { return twist_slice == 0 && flip_slice == 0; }
};

// Whole-cube view: every table valid with all 18 moves (phase-1 pair tables, corner
// permutation, 4-corner and 4-edge tables).
struct WholeLookup {
  uint8_t max = 0;   // admissible lower bound on the distance to solved
  uint16_t sum = 0;  // a tie-breaker among equal maxima
};

// The phase-1 and phase-2 tables, and the exact H-move distances near solved.
class PhaseTables {
 public:
  static const PhaseTables& get();  // built once, thread-safe
  PhaseLookup lookup(const CubieCube& c) const;

 private:
  PhaseTables();
  friend class WholeTables;
  std::vector<uint8_t> twist_slice_, flip_slice_, corner_slice_perm_, edge_slice_perm_;
  std::unique_ptr<ExactNeighbourhood> h_exact_;
};

// The whole-cube tables (the phase-1 ones are shared with PhaseTables).
class WholeTables {
 public:
  static const WholeTables& get();  // built once, thread-safe
  WholeLookup lookup(const CubieCube& c) const;

 private:
  WholeTables();
  const PhaseTables& phase_;
  std::vector<uint8_t> corner_perm_;
  std::vector<std::vector<uint8_t>> corner4_, edge4_;
};

}  // namespace cubelab::eda
