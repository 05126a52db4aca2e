// cubelab alg invert|simplify|canonical|mirror|rotate|order|length|axial ALG: operations on move
// sequences of any puzzle with a notation (--puzzle: the 3x3x3 by default, the 2x2x2, any
// NxNxN), through the facade (cubelab/alg.h). ALG may be several arguments (joined with
// spaces); without one, every line of stdin is an algorithm (a bad line is reported and
// skipped; exit status 2 at the end).
#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/alg.h"

namespace cubelab::cli {
namespace {

struct AlgOptions {
  std::string op, by, puzzle = "3x3x3";
  std::vector<std::string> alg;
  bool json = false;
};

void run_one(const AlgOptions& o, const std::string& text) {
  const AlgResult r = alg_operation(o.op, text, o.puzzle, o.by);
  if (o.json) {
    std::cout << to_json(r) << std::endl;
  } else {
    std::cout << r.text << "\n";
  }
}

}  // namespace

void add_alg_command(CLI::App& app) {
  auto o = std::make_shared<AlgOptions>();
  auto* cmd = app.add_subcommand("alg", "Operations on move sequences");
  cmd->add_option("op", o->op,
                  "invert, simplify (merge turns), canonical (simplify, then opposite faces in "
                  "the order U D, R L, F B), mirror (left-right), rotate (with --by), order "
                  "(repetitions until solved), length (HTM, QTM and axial), axial (canonical, with "
                  "opposite faces turned at once in parentheses: (U D'))")
      ->required()
      ->check(CLI::IsMember(alg_operations()));
  cmd->add_option("alg", o->alg, "The moves (several arguments are joined); none: stdin lines");
  add_puzzle_option(cmd, o->puzzle);
  cmd->add_option("--by", o->by, "For rotate: the whole-cube rotation, e.g. y or \"x y2\"");
  cmd->add_flag("--json", o->json,
                "One JSON object per algorithm: input, op, and result/htm/qtm or order");
  cmd->callback([o] {
    guarded([&] {
      if (o->op == "rotate" && o->by.empty())
        throw Error("E_REQUEST", "rotate needs --by ROTATION (e.g. --by y)");
      // The operation on this puzzle and --by checked once, on no moves: one error, not one
      // a line.
      alg_operation(o->op, "", o->puzzle, o->by);
      std::vector<std::string> args;
      if (!o->alg.empty()) {
        std::string joined;
        for (const std::string& a : o->alg) joined += (joined.empty() ? "" : " ") + a;
        args.push_back(joined);
      }
      for_each_input(args, "-", [&](const InputLine& in) {
        try {
          in.check();
          run_one(*o, in.text);
        } catch (const OutputError&) {
          throw;  // the output failed, not this input
        } catch (const Error& bad) {
          in.report_invalid(bad, o->json, {{"op", o->op}});
        }
      });
    });
  });
}

}  // namespace cubelab::cli
