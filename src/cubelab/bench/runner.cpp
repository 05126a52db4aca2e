#include "cubelab/bench/runner.h"

#include <cstdint>
#include <ctime>

#include "cubelab/batch.h"
#include "cubelab/cube.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/error.h"
#include "cubelab/error.h"
#include "cubelab/library/solution.h"
#include "cubelab/solve.h"
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

// The same through the facade, for the puzzles beyond the 3x3x3 and the 2x2x2.
CubeResult solve_through_facade(const SolverRun& run, const BenchInput& input,
                                const BenchConfig& config, size_t index) {
  CubeResult r;
  r.index = index;
  const SolveRequest& asked = config.request;
  Request req;
  req.puzzle = config.puzzle;
  req.cube = input.text;
  req.solver = run.solver_name();
  req.options = run.options;
  req.max_length = asked.max_length;
  req.time_limit = asked.time_limit_s;
  req.threads = asked.threads;
  req.seed = input.seed ? input.seed : asked.seed;
  req.metric = config.metric;
  try {
    const bool one_at_a_time = config.threads == 1;
    const std::clock_t cpu_start = one_at_a_time ? std::clock() : 0;
    const Solution s = solve(req);
    if (one_at_a_time) r.cpu_ms = 1000.0 * double(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    r.status = status_of(s.status);
    r.elapsed_ms = s.elapsed_ms;
    r.load_ms = s.load_ms;
    r.proven_optimal = s.proven_optimal;
    r.message = s.message;
    r.stats = s.stats;
    if (s.solved()) {
      // Verified again here, as the 3x3x3's are.
      r.verified = solves(input.text, s.moves, config.puzzle);
      if (!r.verified) {
        r.status = SolveStatus::Error;
        r.message = "solution does not solve the puzzle: " + s.moves;
      } else {
        r.solution = s.moves;
        r.length_htm = s.length_htm;
        r.length_qtm = s.length_qtm;
        r.length_axial = s.length_axial;
        if (config.counts_sltm) r.length_sltm = s.length_sltm;
      }
    }
  } catch (const Error& e) {
    r.status = SolveStatus::Error;
    r.message = e.code() + ": " + e.what();
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
  if (config.through_facade()) {  // the facade's own warm-up: the solver's tables
    Request req;
    req.puzzle = config.puzzle;
    req.solver = run.solver_name();
    req.options = run.options;
    try {
      prepare(req);
    } catch (const Error&) {
    }  // the timed solves say what is wrong
    return;
  }
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
    results.label = run.label.empty() ? run.solver_name() : run.label;
    results.cubes.resize(inputs.size());
    if (!inputs.empty()) warm_up(run, config);
    solve_batch(
        config.threads, inputs.size(),
        [&](size_t i) {
          return config.through_facade() ? solve_through_facade(run, inputs[i], config, i)
                                         : solve_one(run, inputs[i], config, i);
        },
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

namespace cubelab {

void run_in_order(int threads, const std::function<std::optional<Job>()>& next) {
  bench::solve_stream<Job>(
      threads,
      [&](Job& job) {
        std::optional<Job> read = next();
        if (!read) return false;
        job = std::move(*read);
        return true;
      },
      [](const Job& job) { return job(); }, [](size_t, Answer& answer) { answer(); });
}

}  // namespace cubelab
