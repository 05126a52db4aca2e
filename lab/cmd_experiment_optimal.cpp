// cubelab experiment optimal-distribution: the distribution of optimal lengths of random
// cubes beside T. Rokicki's 3,000,000 (lab/optimal_distribution.h). Three steps, so that the
// middle one can run anywhere, sharded on a cluster (docs/cluster.md):
//   cubelab experiment optimal-distribution cubes --count N --seed S > cubes.txt
//   cubelab solve --file cubes.txt --out results.jsonl -s optimal ...   (or shards + merge)
//   cubelab experiment optimal-distribution table results.jsonl
// lab/optimal_distribution.sh runs all three on this machine.
#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "lab/optimal_distribution.h"

namespace cubelab::cli {

void add_experiment_optimal_command(CLI::App& app) {
  auto* cmd = experiment_parent(app)->add_subcommand(
      "optimal-distribution",
      "Optimal lengths of random cubes against the published 3,000,000 (Rokicki 2018)");
  cmd->require_subcommand(1);

  struct CubesOptions {
    int64_t count = 100;
    uint64_t seed = 1;
  };
  auto c = std::make_shared<CubesOptions>();
  auto* cubes = cmd->add_subcommand("cubes", "Print COUNT random states (facelets) of a seed");
  cubes->add_option("--count", c->count, "How many")->check(CLI::Range(int64_t{1}, int64_t{1} << 32));
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
