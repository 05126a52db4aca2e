// cubelab-lab optimal-distribution: the distribution of optimal lengths of random
// cubes beside T. Rokicki's 3,000,000 (cubelab/experiments/optimal_distribution.h). In one command:
//   cubelab-lab optimal-distribution --count N [--seed S] [--dir DIR] [-j T] [-o ...]
// (resumable: the same command again goes on where it stopped; --shard K/N solves one part),
// or in three steps, so that the middle one can run anywhere, sharded on a cluster
// (docs/cluster.md):
//   cubelab-lab optimal-distribution cubes --count N --seed S > cubes.txt
//   cubelab solve --file cubes.txt --out results.jsonl -s optimal ...   (or shards + merge)
//   cubelab-lab optimal-distribution table results.jsonl
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli_support.h"
#include "cubelab/experiments/optimal_distribution.h"
#include "cubelab/output.h"
#include "lab/lab_commands.h"
#include "solve_run.h"

namespace cubelab::cli {

void add_experiment_optimal_command(CLI::App& app) {
  auto* cmd = app.add_subcommand(
      "optimal-distribution",
      "Optimal lengths of random cubes against the published 3,000,000 (Rokicki 2018)");
  cmd->require_subcommand(0, 1);

  // The whole experiment in one command.
  struct RunOptions {
    int count = 0;
    uint64_t seed = 1;
    std::string dir = "optimal-distribution";
    SolveOptions solve;
  };
  auto r = std::make_shared<RunOptions>();
  add_int_option(cmd, "--count", r->count, 1, 100000000,
                 "Solve this many random-state cubes optimally and print their distribution");
  add_seed_option(cmd, "--seed", r->seed, "Cube i is the i-th random state of this seed");
  cmd->add_option("--dir", r->dir,
                  "Where the cubes and results are kept (run again to resume; default "
                  "./optimal-distribution)");
  // Cubes in parallel, the time limit a cube (one over it counts as unsolved) and the optimal
  // solver's options (e.g. -o memory=8G), as `cubelab solve` reads them.
  add_request_flags(cmd, r->solve.request, {"threads", "time_limit", "options"});
  cmd->add_option("--shard", r->solve.shard,
                  "Solve every N-th cube from cube K (K/N) into DIR/results-K-of-N.jsonl; merge "
                  "the shards with `cubelab merge`, then `optimal-distribution table`");
  cmd->callback([cmd, r] {
    if (!cmd->get_subcommands().empty()) return;
    guarded([&] {
      if (r->count == 0)
        throw Error("E_OPTION",
                    "optimal-distribution needs --count N (or the subcommand cubes or table)");
      namespace fs = std::filesystem;
      fs::create_directories(r->dir);
      const std::string cubes = (fs::path(r->dir) / "cubes.txt").string();
      std::ostringstream text;
      for (const std::string& f : lab::random_state_facelets(r->count, r->seed)) text << f << "\n";
      if (fs::exists(cubes)) {
        std::ifstream in(cubes, std::ios::binary);
        std::ostringstream held;
        held << in.rdbuf();
        if (held.str() != text.str())
          throw Error("E_REQUEST",
                      cubes + " holds other cubes (another --count or --seed): use another --dir");
      } else {
        write_file_atomically(cubes, text.str());  // never half a file
      }
      SolveOptions& o = r->solve;
      o.file = cubes;
      o.request.solver = "optimal";
      o.json = true;
      std::string results = "results.jsonl";
      if (!o.shard.empty()) {
        std::string name = o.shard;
        std::replace(name.begin(), name.end(), '/', '-');
        results = "results-" + name.substr(0, name.find('-')) + "-of-" +
                  name.substr(name.find('-') + 1) + ".jsonl";
      }
      o.out = (fs::path(r->dir) / results).string();
      run_solve(o);
      if (o.shard.empty())
        std::cout << lab::optimal_distribution_markdown(lab::read_optimal_distribution(o.out));
      else
        std::cerr << "optimal-distribution: shard " << o.shard << " is in " << o.out
                  << "; when every shard is done: cubelab merge " << r->dir
                  << "/results-*.jsonl --out merged.jsonl, then optimal-distribution table "
                     "merged.jsonl\n";
    });
  });

  struct CubesOptions {
    int64_t count = 100;
    uint64_t seed = 1;
  };
  auto c = std::make_shared<CubesOptions>();
  auto* cubes = cmd->add_subcommand("cubes", "Print COUNT random states (facelets) of a seed");
  cubes->add_option("--count", c->count, "How many")
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 32));
  cubes->add_option("--seed", c->seed, "Line i is the i-th random state of this seed");
  cubes->callback([c] {
    guarded([&] {
      for (const std::string& f : lab::random_state_facelets(c->count, c->seed))
        std::cout << f << "\n";
    });
  });

  auto path = std::make_shared<std::string>();
  auto* table = cmd->add_subcommand(
      "table", "The distribution of a solved batch (JSON lines) beside the published one");
  table->add_option("results", *path, "`solve --out` output or `merge --out` result")
      ->required()
      ->check(CLI::ExistingFile);
  table->callback([path] {
    guarded([&] {
      std::cout << lab::optimal_distribution_markdown(lab::read_optimal_distribution(*path));
    });
  });
}

}  // namespace cubelab::cli
