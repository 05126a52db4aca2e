#pragma once
// Solving through the library's facade: name a solver (or take the puzzle's default), give
// limits and options, get a Solution whose moves were verified by applying them to the cube.
// Thread-safe: several threads may solve at once.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cubelab/cube.h"

namespace cubelab {

struct SolveOptions {
  std::string solver;     // empty: the puzzle's default ("twophase", "pocket")
  int max_length = -1;    // stop at the first solution this short; -1: the solver's default
  double time_limit = 0;  // seconds; 0: the solver's default
  int threads = 1;        // threads for this one solve
  int count = 1;          // distinct solutions wanted
  std::optional<std::uint64_t> seed;  // for the stochastic solvers
  std::string metric = "htm";         // "htm", "qtm" or "axial"
  // A robot's cost, "quarter=150,half=250,axial=0" or any part of it ("default": all the
  // defaults; docs/api.md): each solution gets its milliseconds, the cheapest first. Empty:
  // no cost.
  std::string robot_cost;
  std::map<std::string, std::string> options;  // the solver's own options, NAME -> VALUE
  std::optional<Cube> target;                  // solve to this pattern instead of to solved
  // Part of the cube only (docs/steps.md): a preset ("cross", "eoline", ...) or a 54-character
  // facelet mask with '-' for any sticker; on other faces ("all", "U,D", "white"); with only
  // some turns ("R,U", "no B"). Any of them makes "goal" the default solver.
  std::string goal, on, moves;
};

// One operator inside a stage, from the solvers that trace them (the beginner's method, the
// 2x2x2 distance-table solver): what it did and the cube after it.
struct SolveStep {
  std::string moves;     // "R U R' U'"
  std::string note;      // "corner 2 of 4: DRF, inserted from the right"
  std::string facelets;  // the cube after the step (54 or 24 letters)
  int moves_so_far = 0;  // the running move count after it
};

struct SolveStage {
  std::string name;              // "phase 1", "stage 3: middle layer", ...
  std::string moves;             // "R U R'"
  std::string note;              // one line on what the stage did
  std::vector<SolveStep> steps;  // empty unless the solver traces its operators
};

struct Solution {
  enum class Status { Solved, NoSolution, TimedOut, Cancelled, Error };
  Status status = Status::Error;
  // "R U2 F'"; in the axial metric with opposite faces turned at once in parentheses
  // ("R (U D') F"); empty for a solved cube
  std::string moves;
  std::vector<std::string> move_list;  // {"R", "U2", "F'"}
  int length_htm = 0, length_qtm = 0, length_axial = 0;
  std::vector<std::string> alternatives;  // with count > 1: every solution found, best first
  // With a robot cost: the milliseconds of `moves` and of each of `alternatives`.
  std::optional<double> robot_cost_ms;
  std::vector<double> alternative_costs_ms;
  bool proven_optimal = false;
  std::vector<SolveStage> stages;
  std::string solver;     // the solver that answered
  std::string metric;     // "htm", "qtm" or "axial"
  std::string message;    // why it failed, or a note
  double elapsed_ms = 0;  // the solve
  double load_ms = 0;     // loading (or, on first use, building) its tables, before the solve
  std::map<std::string, double> stats;  // "nodes", "generations", "seed", ...

  bool solved() const { return status == Status::Solved; }
  std::string status_name() const;  // "solved", "no_solution", "timed_out", ...
};

// Throws Error for an invalid cube, an unknown solver or a bad option; a solver that fails
// says so in the Solution's status.
Solution solve(const Cube& cube, const SolveOptions& options = {});
// The cube as text in any accepted format, of the solver's puzzle.
Solution solve(std::string_view cube, const SolveOptions& options = {});

struct SolverOption {
  std::string name, type, default_value, description;
  std::vector<std::string> choices;  // for type "choice"
  double min = 0, max = 0;           // for numbers, when min < max
};

struct SolverInfo {
  std::string name, puzzle, description;
  bool anytime = false;  // answers at once and improves until its time limit
  std::vector<SolverOption> options;
};

std::vector<SolverInfo> solvers();

}  // namespace cubelab
