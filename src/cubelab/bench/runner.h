#pragma once
// The benchmark runner: every solver on the same cubes, every solution verified again here
// (independently of run_solver), per-cube results kept for reports and charts.
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/solve/solver.h"

namespace cubelab::bench {

struct BenchInput {
  std::string text;  // as given (facelets, moves), shown in reports
  CubieCube cube;
};

struct SolverRun {
  Solver* solver = nullptr;
  std::map<std::string, std::string> options;  // this solver's own options
  std::string label;                           // "twophase" or "thistlethwaite{beam=4}"
};

struct BenchConfig {
  Puzzle puzzle = Puzzle::Cube3;
  int max_length = -1;
  double time_limit_s = 0;
  int threads = 1;         // cubes solved in parallel
  int solver_threads = 1;  // threads of each solve (one cube's search split over them)
  std::optional<uint64_t> seed;
  Metric metric = Metric::Htm;
  Goal goal;      // the whole cube, or part of it (goal.h)
  MoveSet moves;  // the turns allowed
  // Keep each stage's operator trace (the cube after every step): what `bench --json`
  // prints, and a few KiB a cube, so off for long runs that only need the stages.
  bool keep_steps = false;
  // What each solution costs a robot (robot_cost.h); the defaults unless given.
  RobotCost robot_cost;
};

struct CubeResult {
  size_t index = 0;
  SolveStatus status = SolveStatus::Error;
  bool verified = false;  // checked here by applying the solution
  int length_htm = -1, length_qtm = -1, length_axial = -1;
  double robot_cost_ms = -1;  // of the solution, by BenchConfig::robot_cost
  double elapsed_ms = 0;      // the solve (what the statistics are about)
  double load_ms = 0;         // loading or building the solver's tables first (the first cube's)
  bool proven_optimal = false;
  std::string solution, message;
  std::map<std::string, double> stats;
  std::vector<Stage> stages;  // of a verified solution; steps only with keep_steps
};

struct SolverResults {
  std::string label;
  std::vector<CubeResult> cubes;  // in input order
};

// Called after each finished cube with (done, total) over all solvers.
using BenchProgress = std::function<void(size_t done, size_t total)>;

std::vector<SolverResults> run_bench(const std::vector<SolverRun>& runs,
                                     const std::vector<BenchInput>& inputs,
                                     const BenchConfig& config,
                                     const BenchProgress& progress = nullptr);

}  // namespace cubelab::bench
