#pragma once
// Finds solvers by name and runs them safely: options checked, the cube validated, the
// solve-to-pattern target applied, every solution verified by applying it.
#include <memory>
#include <string>
#include <vector>

#include "cubelab/solve/solver.h"

namespace cubelab {

// All built-in solvers: every folder of solvers/ adds its own (see register_solvers below).
const std::vector<std::unique_ptr<Solver>>& all_solvers();
// Adds a solver after the built-in ones; for tests (e.g. a fake solver that runs until it is
// cancelled). Not thread-safe: call it before any solving starts.
void register_solver(std::unique_ptr<Solver> solver);
// Throws InputError(E_OPTION) naming the known solvers when `name` is unknown.
Solver& find_solver(const std::string& name);
// The solver used when none is named, per puzzle.
std::string default_solver_name(Puzzle puzzle);
// The same for a request: the goal solver for a partial goal or a move set of fewer than
// five faces (<R,U>); the puzzle's default for the whole cube with five faces or more.
std::string default_solver_name(const SolveRequest& request);

// Sets the request's goal and move set from their written forms, as the CLI, the API and the
// library take them: a preset name or facelet mask (goal.h), the orientations ("all",
// "U,D"), the turns ("R,U"); an empty string leaves that part as it is. Throws InputError.
void set_goal(SolveRequest& request, std::string_view goal, std::string_view on,
              std::string_view moves);

// Checks request.options against the solver's declared options (unknown names, types,
// ranges, choices, relations); throws InputError(E_OPTION).
void check_options(const Solver& solver, const SolveRequest& request);

// Everything about a request that a solver would refuse, checked before it starts: the
// puzzle, the metric and the options. Throws InputError(E_OPTION).
void check_request(const Solver& solver, const SolveRequest& request);

// The progress a table build reports while a solve (or a prepare) waits for it: the phase
// "building table", how far, and the store's announcement of what it builds.
Progress table_build_progress(const std::string& what, double fraction);

// A fresh seed for a seeded solver run without one: below 2^53, so that it survives JSON
// readers that hold numbers as doubles (JavaScript) and can be given back as it was printed.
uint64_t draw_seed();

// Validates (check_request, the cube), solves and verifies. If `target` is given, solves from
// request.cube to target (the solver sees target^-1 * cube). A solution that does not reach the
// target turns the result into status Error with a message; it is never passed off as a solution.
// result.metric and, for a seeded solver, result.seed (drawn when the request has none)
// say how to repeat the run.
SolveResult run_solver(Solver& solver, SolveRequest request, const CubieCube* target = nullptr);

// True when `alg` takes `cube` to `target` (for the 2x2x2: corners only, up to a
// whole-cube rotation).
bool verify_solution(Puzzle puzzle, const CubieCube& cube, const Alg& alg, const CubieCube& target);
// The same for a request's goal and move set: `alg` uses only turns of `moves` and takes
// `cube` to a state X where target^-1 * X reaches `goal`.
bool verify_solution(Puzzle puzzle, const CubieCube& cube, const Alg& alg, const CubieCube& target,
                     const Goal& goal, const MoveSet& moves);

}  // namespace cubelab
