// cubelab-lab korf: the numbers of W. P. R. de Souza, "Soluções Eficientes para o Cubo
// Mágico" (2011), re-run beside cubelab's (cubelab/experiments/korf.h).
#include <iostream>
#include <memory>

#include "cli_support.h"
#include "cubelab/experiments/korf.h"
#include "lab/lab_commands.h"

namespace cubelab::cli {
namespace {

struct KorfCommandOptions {
  lab::KorfExperimentConfig config;
  ExperimentOutput output;
  bool no_pdbs = false;
};

}  // namespace

void add_experiment_korf_command(CLI::App& app) {
  auto o = std::make_shared<KorfCommandOptions>();
  auto* cmd = app.add_subcommand(
      "korf",
      "The Korf/Kociemba monograph (de Souza 2011): pattern-database distributions, Korf's "
      "IDA* nodes and time by depth, two-phase phase lengths");
  lab::KorfExperimentConfig& c = o->config;
  add_int_option(cmd, "--count", c.count, 0, 1'000'000,
                 "Random cubes for the two-phase part (default 500; 0 leaves it out)");
  add_experiment_seed_and_threads(cmd, c.seed, "Seed of every cube drawn (default 1)", c.threads);
  add_int_option(cmd, "--korf-count", c.per_depth, 0, 10000,
                 "Cubes of each optimal depth for Korf's IDA* (default 3; 0 leaves it out)");
  add_int_option(cmd, "--korf-depth", c.max_depth, 1, 20,
                 "Deepest optimal depth timed (default 14; each further depth costs about 13 times "
                 "the one before, and random cubes are 17-18 deep)");
  add_seconds_option(cmd, "--time", c.time_limit_s,
                     "Time limit per Korf solve in seconds (a cube over it counts as unsolved)");
  cmd->add_flag("--no-pdbs", o->no_pdbs, "Leave out the pattern databases' distributions");
  add_experiment_output_options(cmd, o->output);
  cmd->callback([o] {
    guarded([&] {
      o->config.pdbs = !o->no_pdbs;
      const lab::KorfExperiment e = run_experiment_command(
          o->output, o->config, lab::run_korf_experiment, lab::korf_experiment_charts,
          lab::korf_experiment_json, lab::korf_experiment_markdown);
      bool all_solved = true;
      for (const auto& row : e.depths) all_solved = all_solved && row.all_optimal;
      for (const auto& p : e.phases) all_solved = all_solved && p.solved == p.cubes;
      if (!all_solved) raise_exit(kExitFailure);
    });
  });
}

}  // namespace cubelab::cli
