#include "cubelab/bench/runner.h"

#include <cstdint>
#include <ctime>

#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/error.h"
#include "cubelab/solve/registry.h"

namespace cubelab::bench {
namespace {

CubeResult solve_one(const SolverRun& run, const BenchInput& input, const BenchConfig& config,
                     size_t index) {
  CubeResult r;
  r.index = index;
  SolveRequest req = config.request;
  req.cube = input.cube;
  if (input.seed) req.seed = input.seed;
  req.options = run.options;
  try {
    const bool one_at_a_time = config.threads == 1;
    const std::clock_t cpu_start = one_at_a_time ? std::clock() : 0;
    SolveResult s = run_solver(*run.solver, req);
    if (one_at_a_time) r.cpu_ms = 1000.0 * double(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    r.status = s.status;
    r.elapsed_ms = s.elapsed_ms;
    r.load_ms = s.load_ms;
    r.proven_optimal = s.proven_optimal;
    r.message = s.message;
    r.stats = s.stats;
    if (s.status == SolveStatus::Solved) {
      // Verified again here, so a bench never counts an unverified answer.
      r.verified =
          verify_solution(req.puzzle, input.cube, s.solution, CubieCube{}, req.goal, req.moves);
      if (!r.verified) {
        r.status = SolveStatus::Error;
        r.message = "solution does not solve the cube: " + s.solution.str();
      } else {
        r.solution = alg_text(s.solution, req.metric);
        r.length_htm = s.solution.htm();
        r.length_qtm = s.solution.qtm();
        r.stages = std::move(s.stages);
        if (!config.keep_steps)
          for (Stage& stage : r.stages) stage.steps.clear();
        r.length_axial = s.solution.axial();
        r.robot_cost_ms = config.robot_cost.of(s.solution);
      }
    }
  } catch (const InputError& e) {
    r.status = SolveStatus::Error;
    r.message = std::string(e.code_name()) + ": " + e.what();
  } catch (const std::exception& e) {
    r.status = SolveStatus::Error;
    r.message = e.what();
  }
  return r;
}

// One untimed solve of a one-move cube before the timed ones, so that loading or building a
// solver's tables is not counted as the first cube's time (it would dominate the mean and
// the maximum). Its result does not matter.
void warm_up(const SolverRun& run, const BenchConfig& config) {
  BenchInput one_move;
  one_move.cube = parse_cube_for(config.request.puzzle, "R").cube;  // the puzzle's own R
  BenchConfig untimed = config;
  untimed.request.max_length = -1;
  untimed.request.time_limit_s = 0;
  solve_one(run, one_move, untimed, 0);
}

}  // namespace

std::vector<SolverResults> run_bench(const std::vector<SolverRun>& runs,
                                     const std::vector<BenchInput>& inputs,
                                     const BenchConfig& config, const BenchProgress& progress) {
  std::vector<SolverResults> all;
  const size_t total = runs.size() * inputs.size();
  size_t done = 0;
  for (const SolverRun& run : runs) {
    SolverResults results;
    results.label = run.label.empty() ? run.solver->name() : run.label;
    results.cubes.resize(inputs.size());
    if (!inputs.empty()) warm_up(run, config);
    solve_batch(
        config.threads, inputs.size(),
        [&](size_t i) { return solve_one(run, inputs[i], config, i); },
        [&](size_t i, CubeResult& cube) {
          results.cubes[i] = std::move(cube);
          ++done;
          if (progress) progress(done, total, results.cubes[i]);
        });
    all.push_back(std::move(results));
  }
  return all;
}

}  // namespace cubelab::bench
