// cubelab-lab last-layer-sets: the searches that made the CFOP solver's OLL and PLL sets, run
// again and compared with the sets the program ships, or written as their source file
// (cubelab/experiments/last_layer_sets.h).
//   cubelab-lab last-layer-sets [-j N] [--write FILE]
#include <fstream>
#include <iostream>
#include <memory>

#include "cli_support.h"
#include "cubelab/experiments/last_layer_sets.h"
#include "lab/lab_commands.h"

namespace cubelab::cli {
namespace {

struct LastLayerSetsOptions {
  int threads = 0;
  std::string write;
};

}  // namespace

void add_last_layer_sets_command(CLI::App& app) {
  auto o = std::make_shared<LastLayerSetsOptions>();
  auto* cmd = app.add_subcommand(
      "last-layer-sets",
      "The CFOP solver's OLL and PLL sets made again by cubelab's searches (each OLL optimal "
      "for its goal, each PLL optimal), compared with the shipped ones; a few minutes, the "
      "optimal solver's 464 MiB table included");
  add_int_option(cmd, "-j,--threads", o->threads, 0, 1024,
                 "Cases solved at once (default 0: one per core)");
  cmd->add_option("--write", o->write,
                  "Also write the sets as the source file the program ships them in "
                  "(src/cubelab/solvers/cfop/last_layer_sets.cpp)");
  cmd->callback([o] {
    guarded([&] {
      const auto cases = lab::generate_last_layer_sets(o->threads, [](int done, int total) {
        std::cerr << "\rcases solved: " << done << " of " << total << std::flush;
      });
      std::cerr << "\n";
      std::cout << lab::last_layer_sets_markdown(cases);
      if (!o->write.empty()) {
        std::ofstream out(o->write);
        out << lab::last_layer_sets_source(cases);
        if (!out.flush()) throw std::runtime_error("cannot write " + o->write);
      }
    });
  });
}

}  // namespace cubelab::cli
