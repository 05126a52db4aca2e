// cubelab alg invert|simplify|canonical|mirror|rotate|order|length|axial ALG: operations on move
// sequences. ALG may be several arguments (joined with spaces); without one, every line of
// stdin is an algorithm (a bad line is reported and skipped; exit status 2 at the end).
#include <fmt/format.h>

#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/cube/alg.h"
#include "cubelab/cube/rotation.h"

namespace cubelab::cli {
namespace {

struct AlgOptions {
  std::string op, by;
  std::vector<std::string> alg;
  bool json = false;
};

void run_one(const AlgOptions& o, const std::string& text) {
  Alg alg = Alg::parse(text);
  nlohmann::json j = {{"input", text}, {"op", o.op}};
  std::string line;
  if (o.op == "order") {
    int order = alg.order();
    j["order"] = order;
    line = std::to_string(order);
  } else if (o.op == "length") {
    j["htm"] = alg.htm();
    j["qtm"] = alg.qtm();
    j["axial"] = alg.axial();
    line = fmt::format("{} HTM, {} QTM, {} axial", alg.htm(), alg.qtm(), alg.axial());
  } else if (o.op == "axial") {
    // Simplified first, so that the opposite-face turns of one axis are next to each other.
    const Alg result = alg.canonical();
    j["result"] = result.axial_str();
    j["axial"] = result.axial();
    line = result.axial_str();
  } else {
    Alg result = o.op == "invert"      ? alg.inverse()
                 : o.op == "simplify"  ? alg.simplified()
                 : o.op == "canonical" ? alg.canonical()
                 : o.op == "mirror"    ? alg.mirrored()
                                       : alg.rotated(Rotation::parse(o.by));
    j["result"] = result.str();
    j["htm"] = result.htm();
    j["qtm"] = result.qtm();
    line = result.str();
  }
  if (o.json) {
    print_json(j);
  } else {
    std::cout << line << "\n";
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
      ->check(CLI::IsMember(
          {"invert", "simplify", "canonical", "mirror", "rotate", "order", "length", "axial"}));
  cmd->add_option("alg", o->alg, "The moves (several arguments are joined); none: stdin lines");
  cmd->add_option("--by", o->by, "For rotate: the whole-cube rotation, e.g. y or \"x y2\"");
  cmd->add_flag("--json", o->json,
                "One JSON object per algorithm: input, op, and result/htm/qtm or order");
  cmd->callback([o] {
    guarded([&] {
      if (o->op == "rotate" && o->by.empty())
        throw InputError(ErrorCode::Request, "rotate needs --by ROTATION (e.g. --by y)");
      if (!o->by.empty()) Rotation::parse(o->by);  // bad --by: one error, not one a line
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
        } catch (const InputError& bad) {
          in.report_invalid(bad, o->json, {{"op", o->op}});
        }
      });
    });
  });
}

}  // namespace cubelab::cli
