// cubelab scramble [--state | --moves N] [--count N] [--seed S] [--puzzle P]: scrambles.
#include <fmt/format.h>

#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/solve/number.h"
#include "cubelab/solve/scramble.h"

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
  cmd->add_option("--count,-n", o->count, "How many scrambles")->check(CLI::Range(1, 1000000));
  add_seed_option(cmd, "--seed", o->seed, "Random seed (default: non-deterministic)");
  add_puzzle_option(cmd, o->puzzle);
  cmd->add_option("--solver,-s", o->solver,
                  "Solver whose solution is inverted for --state (default: the puzzle's default)");
  cmd->add_flag("--json", o->json,
                "One JSON object per scramble: puzzle, type, scramble (null without a solver), "
                "htm, qtm, facelets, solver, note");
  cmd->callback([o] {
    guarded([&] {
      Puzzle puzzle = puzzle_of(o->puzzle);
      Rng rng = Rng::from_optional_seed(o->seed);
      // --moves: a count, or a move set.
      const bool count_of_moves =
          !o->moves.empty() && o->moves.find_first_not_of("0123456789") == std::string::npos;
      int n_moves = -1;
      if (count_of_moves) n_moves = parse_int(o->moves, 0, 10000, "--moves");
      std::optional<MoveSet> move_set;
      if (!o->moves.empty() && !count_of_moves) move_set = MoveSet::parse(o->moves);
      std::optional<Goal> subset;
      if (!o->subset.empty()) subset = Goal::parse(o->subset);
      if ((move_set || subset) && puzzle != Puzzle::Cube3)
        throw InputError(ErrorCode::Option, "move sets and subsets are for the 3x3x3");
      const char* type = n_moves >= 0 ? "moves"
                         : move_set   ? "move set"
                         : subset     ? "subset"
                                      : "state";
      bool noted = false;
      for (int i = 0; i < o->count; ++i) {
        Scramble s = n_moves >= 0 ? random_move_scramble(puzzle, rng, n_moves)
                     : move_set   ? random_move_set_scramble(rng, *move_set)
                     : subset     ? random_subset_scramble(rng, *subset, o->solver)
                                  : random_state_scramble(puzzle, rng, o->solver);
        std::string facelets = facelets_for(puzzle, s.cube);
        if (o->json) {
          nlohmann::json j = {
              {"puzzle", puzzle_name(puzzle)}, {"type", type}, {"facelets", facelets}};
          j["scramble"] = s.moves ? nlohmann::json(s.moves->str()) : nlohmann::json(nullptr);
          if (s.moves) j["htm"] = s.moves->htm(), j["qtm"] = s.moves->qtm();
          if (!s.solver.empty()) j["solver"] = s.solver;
          if (!s.note.empty()) j["note"] = s.note;
          print_json(j);
          continue;
        }
        if (!s.note.empty() && !noted) {
          std::cerr << "note: " << s.note << "\n";
          noted = true;
        }
        std::cout << (s.moves ? s.moves->str() : facelets) << "\n";
      }
    });
  });
}

}  // namespace cubelab::cli
