// cubelab-lab beginner: the statistics program and the 2x2x2 timings of M. Abreu
// García, "Resolución rápida del cubo de Rubik" (2011), re-run beside the document's numbers
// (cubelab/experiments/beginner.h).
#include <iostream>
#include <memory>

#include "cli_support.h"
#include "cubelab/experiments/beginner.h"
#include "lab/lab_commands.h"

namespace cubelab::cli {
namespace {

struct BeginnerCommandOptions {
  lab::BeginnerExperimentConfig config;
  ExperimentOutput output;
};

}  // namespace

void add_experiment_beginner_command(CLI::App& app) {
  auto o = std::make_shared<BeginnerCommandOptions>();
  auto* cmd = app.add_subcommand(
      "beginner",
      "The beginner's-method thesis (Abreu García 2011): its statistics of stages and moves, "
      "and its 2x2x2 breadth-first search against the distance table, by depth");
  lab::BeginnerExperimentConfig& c = o->config;
  add_int_option(cmd, "--count", c.count, 1, 10'000'000,
                 "3x3x3 cubes (default 20,000: the document's 20 batches of 1,000)");
  add_int_option(cmd, "--batch", c.batch, 1, 10'000'000,
                 "Cubes per batch (default 1,000, as the document's script)");
  add_int_option(cmd, "--scramble-length", c.scramble_length, 0, 1000,
                 "Random face turns per scramble (default 25, as the document)");
  add_experiment_seed_and_threads(
      cmd, c.seed, "Seed of the scrambles and the 2x2x2 cubes (default 1)", c.threads);
  add_int_option(cmd, "--pocket-count", c.pocket_per_depth, 0, 10000,
                 "2x2x2 cubes of each optimal depth (default 5; 0 leaves the 2x2x2 part out)");
  add_int_option(cmd, "--pocket-depth", c.pocket_max_depth, 1, 11,
                 "Deepest 2x2x2 depth timed (default 11, the largest)");
  add_experiment_output_options(cmd, o->output);
  cmd->callback([o] {
    guarded([&] {
      const lab::BeginnerExperiment e = run_experiment_command(
          o->output, o->config, lab::run_beginner_experiment, lab::beginner_experiment_charts,
          lab::beginner_experiment_json, lab::beginner_experiment_markdown);
      if (e.failed > 0) raise_exit(kExitFailure);
    });
  });
}

}  // namespace cubelab::cli
