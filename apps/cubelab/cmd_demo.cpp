// cubelab demo: the built-in default job. A random-state cube from a fixed seed, shown as a
// net, solved with the best solver cubelab has, and the verified solution shown.
#include <fmt/format.h>

#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/net.h"
#include "cubelab/cube/random.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solve/result_json.h"

namespace cubelab::cli {

void add_demo_command(CLI::App& app) {
  struct Options {
    uint64_t seed = 2026;
    std::string solver;
    bool no_color = false, json = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("demo", "Solve a random-state cube (fixed seed) and show it");
  add_seed_option(cmd, "--seed", o->seed, "Seed of the random state (default 2026)");
  cmd->add_option("--solver,-s", o->solver, "Solver (default: the best available)");
  cmd->add_flag("--no-color", o->no_color, "Plain letters even on a terminal");
  cmd->add_flag("--json", o->json, "One JSON object: the solve's result (as solve --json), seed");
  cmd->callback([o] {
    guarded([&] {
      Rng rng(o->seed);
      CubieCube cube = random_state(rng);
      std::string f = to_facelets(cube);
      if (o->json) {
        std::string name = o->solver.empty() ? default_solver_name(Puzzle::Cube3) : o->solver;
        Solver& solver = find_solver(name);
        SolveRequest req;
        req.cube = cube;
        SolveResult r = run_solver(solver, req);
        nlohmann::json j = result_to_json(f, name, r);
        j["seed"] = o->seed;
        print_json(j);
        if (r.status != SolveStatus::Solved) raise_exit(kExitFailure);
        return;
      }
      std::cout << fmt::format("A random-state cube (seed {}):\n\n", o->seed);
      std::cout << render_net(f, use_color(o->no_color)) << "\n" << f << "\n\n";
      std::string name = o->solver.empty() ? default_solver_name(Puzzle::Cube3) : o->solver;
      Solver& solver = find_solver(name);
      SolveRequest req;
      req.cube = cube;
      SolveResult r = run_solver(solver, req);
      if (r.status != SolveStatus::Solved) {
        std::cout << fmt::format("{} did not solve it: {} {}\n", name, status_name(r.status),
                                 r.message);
        raise_exit(kExitFailure);
        return;
      }
      std::cout << fmt::format(
          "Solved by '{}' in {:.2f} ms, verified by applying it:\n\n  {}\n\n"
          "  {} (HTM), {} (QTM){}\n",
          name, r.elapsed_ms, r.solution.str(), count_of(r.solution.htm(), "move"),
          count_of(r.solution.qtm(), "quarter turn"), r.proven_optimal ? ", proven optimal" : "");
      CubieCube after = cube;
      after.apply(r.solution.moves);
      std::cout << "\n" << render_net(to_facelets(after), use_color(o->no_color));
    });
  });
}

}  // namespace cubelab::cli
