// cubelab demo: the built-in default job. A random-state cube from a fixed seed, shown as a
// net, solved with the best solver cubelab has, and the verified solution shown.
#include <fmt/format.h>

#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/cubelab.h"

namespace cubelab::cli {
namespace {

// Whether two-phase's full table profile is in the cache. The demo answers from the tiny
// profile (3 MiB, built in about 0.2 s) until it is, so that a first run is not a 30 s table
// build.
bool full_twophase_tables() {
  for (const TableProfile& p : table_profiles(list_tables()))
    if (p.solver == "twophase" && p.name == "full") return p.status == "ready";
  return false;
}

}  // namespace

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
      ScrambleOptions state;  // a random state, without a solve for its moves
      state.seed = o->seed;
      state.with_moves = false;
      const Cube cube = scramble(state).cube;
      const std::string f = cube.facelets();
      Request request;
      request.cube = f;
      request.solver = o->solver;  // "" = the best available, the 3x3x3's default
      const bool tiny = o->solver.empty() && !full_twophase_tables();
      if (tiny) request.options["memory"] = "64M";  // the tiny profile
      if (o->json) {
        const Solution r = solve(request);
        nlohmann::json j = nlohmann::json::parse(to_json(r));
        j["seed"] = o->seed;
        print_json(j);
        if (!r.solved()) raise_exit(kExitFailure);
        return;
      }
      std::cout << fmt::format("A random-state cube (seed {}):\n\n", o->seed);
      std::cout << cube.diagram(use_color(o->no_color)) << "\n" << f << "\n\n";
      const Solution r = solve(request);
      if (!r.solved()) {
        std::cout << fmt::format("{} did not solve it: {} {}\n", r.solver, r.status_name(),
                                 r.message);
        raise_exit(kExitFailure);
        return;
      }
      std::cout << fmt::format(
          "Solved by '{}' in {:.2f} ms, verified by applying it:\n\n  {}\n\n"
          "  {} (HTM), {} (QTM){}\n",
          r.solver, r.elapsed_ms, r.moves, count_of(r.length_htm, "move"),
          count_of(r.length_qtm, "quarter turn"), r.proven_optimal ? ", proven optimal" : "");
      std::cout << "\n" << cube.applied(r.moves).diagram(use_color(o->no_color));
      if (tiny)
        std::cout << "\nTables: two-phase's tiny profile (3 MiB, built in memory in a fraction of "
                     "a second). `cubelab tables build twophase-coords twophase-phase1 "
                     "twophase-phase1-moves twophase-phase2` builds the full one once (672 MiB, "
                     "about 30 s), with which solves are shorter and faster, and the demo then "
                     "uses it.\n";
    });
  });
}

}  // namespace cubelab::cli
