#pragma once
// Solving through the library's facade: a Request (request.h) names the puzzle, the cube, the
// solver (or takes the puzzle's default), limits and options; the answer is a Solution whose
// moves were verified by applying them to the cube. Thread-safe: several threads may solve
// at once.
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cubelab/cube.h"
#include "cubelab/error.h"
#include "cubelab/progress.h"
#include "cubelab/request.h"

namespace cubelab {

// The facade's solve options are the request of request.h: one declaration for every face.
using SolveOptions = Request;

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
  int length_htm = 0;            // of `moves`
  std::string note;              // one line on what the stage did
  std::vector<SolveStep> steps;  // empty unless the solver traces its operators
  std::string mask;  // a step solver's goal as the stage reaches it (facelets, '-' = any)
};

// One of several solutions (a request with count > 1).
struct SolutionLine {
  std::string moves;
  int length_htm = 0, length_qtm = 0, length_axial = 0;
  std::optional<double> robot_cost_ms;  // with a robot cost
  std::string mask;                     // with a partial goal: the stickers it solves
};

struct Solution {
  enum class Status { Solved, NoSolution, TimedOut, Cancelled, Error };
  Status status = Status::Error;
  // "R U2 F'"; in the axial metric with opposite faces turned at once in parentheses
  // ("R (U D') F"); empty for a solved cube
  std::string moves;
  std::vector<std::string> move_list;  // {"R", "U2", "F'"}
  // On a big cube (NxNxN) the turns are outer blocks ("Rw", "3Rw"), inner layers ("2R") and
  // rotations: length_htm counts outer block turns (OBTM: an inner block two, a rotation
  // none), length_qtm the same with half turns as two, and length_sltm single-layer turns
  // (a block of k layers min(k, N - k)); length_sltm is 0 on the 3x3x3 and 2x2x2.
  int length_htm = 0, length_qtm = 0, length_axial = 0, length_sltm = 0;
  // With count > 1: every solution found, best first (the first is `moves`).
  std::vector<SolutionLine> solutions;
  std::optional<double> robot_cost_ms;  // with a robot cost: the milliseconds of `moves`
  std::string mask;  // with a partial goal: the stickers `moves` solves ('-' = any)
  bool proven_optimal = false;
  std::vector<SolveStage> stages;
  std::string input;      // the cube as the request gave it
  std::string puzzle;     // "3x3x3", "2x2x2"
  std::string solver;     // the solver that answered
  std::string metric;     // "htm", "qtm" or "axial"; on a big cube "htm", "obtm" or "sltm"
  std::string message;    // why it failed, or a note
  double elapsed_ms = 0;  // the solve
  double load_ms = 0;     // loading (or, on first use, building) its tables, before the solve
  std::map<std::string, double> stats;  // "nodes", "generations", ...
  std::optional<std::uint64_t> seed;    // a seeded solver's seed: give it back to repeat the run

  bool solved() const { return status == Status::Solved; }
  std::string status_name() const;  // "solved", "no_solution", "timed_out", ...
};

// What a caller controls in a running solve besides the request.
struct SolveControl {
  const CancelToken* cancel = nullptr;            // cancel() stops the solve
  std::function<void(const Progress&)> progress;  // may be empty; called from any thread
  // Whether the time limit also bounds building the solver's tables on first use (a server:
  // someone waits for the answer). Otherwise it counts from the end of the loading.
  bool time_limit_covers_tables = false;
};

// Throws Error for an invalid cube, an unknown solver or a bad option; a solver that fails
// says so in the Solution's status.
Solution solve(const Request& request, const SolveControl& control = {});
// The same with the cube given as a Cube (request.cube and request.puzzle are not read).
Solution solve(const Cube& cube, const Request& request = {}, const SolveControl& control = {});
// The same with the cube given as text of the request's puzzle.
Solution solve(std::string_view cube, Request request = {}, const SolveControl& control = {});

// Everything solve() would refuse before it starts (puzzle, solver, options, metric, goal,
// cube, target), checked without solving; throws Error. Returns the solver that would answer.
std::string check(const Request& request);
// Loads (or, on first use, builds) the tables a solve of this request needs, so that a
// caller can do it before the first cube; returns the milliseconds it took. Throws Error.
double prepare(const Request& request, const SolveControl& control = {});
// Why this process can't solve such a request now: a table it needs is neither in the table
// store nor one that this process may build (`cubelab serve --build-tables`): the message of
// the E_LIMIT error that a solve would meet; empty when it can. Reads no cube and loads no
// table. Throws Error for a request check() refuses.
std::string unavailable(const Request& request);

// The JSON form of an answer, the same for `cubelab solve --json`, the HTTP API and
// Python: {input, status, solution, length_htm, length_qtm, length_axial, elapsed_ms,
// load_ms, proven_optimal, stages, solver, metric, stats, seed?, robot_cost_ms?, message?,
// mask?, solutions?} (docs/api.md).
std::string to_json(const Solution& solution);
// {input, status: "invalid", code, message}: the answer for a request refused with `error`.
std::string invalid_json(std::string_view input, const Error& error);

struct SolverOption {
  std::string name, type, default_value, description;
  std::vector<std::string> choices;  // for type "choice"
  double min = 0, max = 0;           // for numbers, when min < max
};

struct SolverInfo {
  std::string name, puzzle, description;
  bool anytime = false;  // answers at once and improves until its time limit
  bool seeded = false;   // stochastic: a run is repeated by its seed
  // The metrics it minimises: "htm", "qtm", "axial"; a big cube's solvers "htm" and "obtm"
  // (outer block turns) and "sltm" (single-layer turns).
  std::vector<std::string> metrics;
  std::vector<SolverOption> options;
};

// Every solver of every puzzle (puzzle.h), each once: a solver of every NxNxN cube says
// "NxNxN" as its puzzle.
std::vector<SolverInfo> solvers();
// {name, puzzle, description, anytime, metrics, seeded, options: [{name, type, default,
// description, choices?, min?, max?}]}: a solver as `cubelab solvers --json` and GET
// /api/solvers describe it.
std::string to_json(const SolverInfo& solver);

}  // namespace cubelab
