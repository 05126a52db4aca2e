// cubelab scramble [--state | --moves N] [--count N] [--seed S] [--puzzle P]: scrambles.
#include <fmt/format.h>
#include <unistd.h>

#include <iostream>
#include <regex>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/cubelab.h"
#include "cubelab/number.h"
#include "cubelab/progress.h"

namespace cubelab::cli {

void add_scramble_command(CLI::App& app) {
  struct Options {
    bool state = false, json = false;
    std::string moves, subset;
    int count = 1;
    std::optional<uint64_t> seed;
    std::string puzzle = "3x3x3", solver;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand(
      "scramble",
      "Random-state scrambles (default; the inverse of a solver's solution) or random moves");
  auto* state =
      cmd->add_flag("--state", o->state, "A uniformly random state, as moves (the default)");
  auto* moves = cmd->add_option(
      "--moves,-m", o->moves,
      "N random moves instead (3x3x3: no face twice in a row, no three turns on one axis; "
      "2x2x2: U R F turns), or a move set (R,U; <R,U,F>): a random state of its group, "
      "solved in that set");
  moves->excludes(state);
  cmd->add_option("--subset", o->subset,
                  "A random state that keeps a goal: f2l (a random last layer), oll (a random "
                  "PLL), cross, eo, ... (the presets of solve --goal, or a facelet mask)")
      ->excludes(state)
      ->excludes(moves);
  add_int_option(cmd, "--count,-n", o->count, 1, 1000000, "How many scrambles");
  add_seed_option(cmd, "--seed", o->seed, "Random seed (default: non-deterministic)");
  add_puzzle_option(cmd, o->puzzle);
  cmd->add_option("--solver,-s", o->solver,
                  "Solver whose solution is inverted for --state (default: the puzzle's default)");
  cmd->add_flag("--json", o->json,
                "One JSON object per scramble: puzzle, type, scramble (null without a solver), "
                "htm, qtm, facelets, solver, note");
  cmd->callback([o] {
    guarded([&] {
      ScrambleOptions options;
      options.puzzle = o->puzzle;
      options.seed = o->seed;
      options.solver = o->solver;
      options.subset = o->subset;
      // --moves: a count, or a move set. Anything written as a number ("-1", "1e3", "2.5")
      // is read as a count, so that a bad one is refused as a count, not as a move set.
      static const std::regex number(R"([+-]?[0-9.]+([eE][+-]?[0-9]+)?)");
      const bool count_of_moves = !o->moves.empty() && std::regex_match(o->moves, number);
      if (count_of_moves) {
        options.random_state = false;
        options.length = static_cast<int>(parse_int(o->moves, 0, 10000, "--moves"));
      } else {
        options.move_set = o->moves;
      }
      const char* type = count_of_moves       ? "moves"
                         : !o->moves.empty()  ? "move set"
                         : !o->subset.empty() ? "subset"
                                              : "state";
      bool noted = false;
      // Random states of a big puzzle take a solve each: a bar on a terminal while the
      // scrambles go to a file or a pipe.
      ProgressBar bar("scramble", o->count > 1 && isatty(STDERR_FILENO) && !isatty(STDOUT_FILENO)
                                      ? ProgressBar::Output::Terminal
                                      : ProgressBar::Output::Off);
      uint64_t made = 0;
      scrambles(options, o->count, [&](const ScrambleResult& s) {
        bar.update(++made, static_cast<uint64_t>(o->count));
        if (o->json) {
          // A puzzle scrambled with random moves when a state was asked for says "moves".
          const char* kind = std::string_view(type) == "state" && !s.random_state ? "moves" : type;
          nlohmann::json j = {
              {"puzzle", s.cube.puzzle()}, {"type", kind}, {"facelets", s.cube.facelets()}};
          j["scramble"] = s.has_moves ? nlohmann::json(s.moves) : nlohmann::json(nullptr);
          if (s.has_moves) j["htm"] = s.length_htm, j["qtm"] = s.length_qtm;
          if (!s.solver.empty()) j["solver"] = s.solver;
          if (!s.note.empty()) j["note"] = s.note;
          print_json(j);
          return;
        }
        if (!s.note.empty() && !noted) {
          std::cerr << "note: " << s.note << "\n";
          noted = true;
        }
        std::cout << (s.has_moves ? s.moves : s.cube.facelets()) << "\n";
      });
      bar.finish();
    });
  });
}

}  // namespace cubelab::cli
