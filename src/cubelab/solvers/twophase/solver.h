#pragma once
// The `twophase` solver: Kociemba's two-phase algorithm (search.h), cubelab's default
// 3x3x3 solver. Stopping rules (docs/twophase.md):
//   max_length N   returns solutions of at most N moves, stops at the first (count) found;
//   time limit     without max_length: keeps improving until the time is up;
//   neither        stops at the first solution of at most `default_target` (20) moves.
// Positions solvable in at most `optimal_depth` (10) moves get an optimal solution (HTM).
// In the axial metric (--metric axial) the lengths count axial moves and the default
// target is `kAxialTarget` (docs/twophase.md, "Axial metric").
#include "cubelab/solve/solver.h"

namespace cubelab::twophase {

class TwophaseSolver : public Solver {
 public:
  // HTM, and the axial metric with the small and full profiles' tables (the tiny profile
  // refuses it with E_OPTION in prepare). Five faces with all their turns (a robot without a
  // sixth motor); fewer are refused with E_OPTION, naming the solvers that can (five_faces in
  // search.h).
  TwophaseSolver();
  void prepare(const SolveRequest& request) override;
  SolveResult solve(const SolveRequest& request) override;
};

}  // namespace cubelab::twophase
