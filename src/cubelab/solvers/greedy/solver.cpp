// The `greedy` solver: seed 002's sticker-score hill-climb, a baseline that says when it
// fails.
#include <fmt/format.h>

#include <memory>

#include "cubelab/solve/registry.h"
#include "cubelab/solvers/greedy/search.h"

namespace cubelab {
namespace {

class GreedySolver : public Solver {
 public:
  std::string name() const override { return "greedy"; }
  std::string description() const override {
    return "Seed 002's baseline: always take the successor with the best sticker score (0 on "
           "its face, 2 on the opposite face, 1 elsewhere) that the walk has not visited, for "
           "at most max_moves moves. Solves short scrambles only; reports failure honestly.";
  }
  std::vector<OptionSpec> options() const override {
    return {{"max_moves", "int", "100", "moves before giving up (the seed's 100)", {}, 1, 100000}};
  }

  SolveResult solve(const SolveRequest& request) override {
    SolveResult result;
    StopCondition stop(request);
    int max_moves = option_int(*this, request, "max_moves");
    greedy::GreedyWalk walk = greedy::greedy_walk(request.cube, max_moves, &stop, request.progress);
    result.stats["best_score"] = walk.best_score;
    result.stats["final_score"] = walk.final_score;
    result.stats["walk_length"] = walk.moves.htm();
    if (walk.stopped) {
      result.status = stop.cancelled() ? SolveStatus::Cancelled : SolveStatus::TimedOut;
      result.message = fmt::format("stopped after {} moves; best sticker score {}",
                                   walk.moves.htm(), walk.best_score);
      return result;
    }
    if (!walk.solved) {
      result.status = SolveStatus::NoSolution;
      result.message = fmt::format(
          "not solved: {} after {} moves; best sticker score reached {} (0 = solved), final {}",
          walk.stuck ? "every successor already visited" : "move limit reached", walk.moves.htm(),
          walk.best_score, walk.final_score);
      return result;
    }
    result.stages.push_back(
        {"greedy walk", walk.moves,
         fmt::format("{} moves, each to the best unvisited successor", walk.moves.htm())});
    result.solution = walk.moves.simplified();
    if (request.max_length >= 0 && result.solution.htm() > request.max_length) {
      result.status = SolveStatus::NoSolution;
      result.message = fmt::format("the greedy walk needs {} moves here, more than {}",
                                   result.solution.htm(), request.max_length);
      result.solution = Alg{};
      result.stages.clear();
      return result;
    }
    result.status = SolveStatus::Solved;
    result.solutions = {result.solution};
    return result;
  }
};

}  // namespace

void add_greedy_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  out.push_back(std::make_unique<GreedySolver>());
}

}  // namespace cubelab
