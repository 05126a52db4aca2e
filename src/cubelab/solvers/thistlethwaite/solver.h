#pragma once
// `thistlethwaite`: G0 -> G1 -> G2 -> G3 -> solved, every phase solved optimally from its
// exact distance table (phases.h). With a beam of width N (Castillo Matas 2019, future work §10)
// each phase keeps the N most promising partial solutions, each extended by up to N optimal (or,
// when fewer exist, optimal + 1) phase solutions; moves cancel across phase boundaries.
#include <array>
#include <memory>
#include <optional>
#include <vector>

#include "cubelab/solve/solver.h"
#include "cubelab/solvers/thistlethwaite/phases.h"

namespace cubelab {

struct ThistlethwaitePlan {
  std::array<Alg, thistlethwaite::kPhases> phases;  // the phase algs as searched
  Alg solution;                                     // their concatenation, simplified
  // Every distinct complete solution the beam ended with, shortest first (the first is
  // `solution`); one with a beam of 1.
  std::vector<Alg> solutions;
};

// Solves `cube` with a beam of `width` (1 = one optimal solution per phase). Returns
// nullopt when `stop` says so (checked between phases and partial solutions).
std::optional<ThistlethwaitePlan> thistlethwaite_solve(const CubieCube& cube, int width,
                                                       const StopCondition* stop = nullptr);

void register_thistlethwaite_solvers(std::vector<std::unique_ptr<Solver>>& out);

}  // namespace cubelab
