// The `greedy` solver: the interactive-cube blog post's sticker-score hill-climb, a baseline
// that says when it fails.
#include <fmt/format.h>

#include <memory>

#include "cubelab/cube/error.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/greedy/search.h"

namespace cubelab {
namespace {

struct GreedyOptions {
  int max_moves = 100;  // the blog post's program gives up after 100 moves
};

const OptionTable<GreedyOptions>& greedy_options() {
  static const OptionTable<GreedyOptions> table{
      GreedyOptions{},
      {option("max_moves", &GreedyOptions::max_moves, range{1, 100000},
              "moves before giving up (the blog post's program: 100)")}};
  return table;
}

SolveResult solve_greedy(const SolveRequest& request) {
  SolveResult result;
  StopCondition stop(request);
  const int max_moves = greedy_options().read(request.options, "greedy").max_moves;
  greedy::GreedyWalk walk = greedy::greedy_walk(request.cube, max_moves, &stop, request.progress);
  result.stats["best_score"] = walk.best_score;
  result.stats["final_score"] = walk.final_score;
  result.stats["walk_length"] = walk.moves.htm();
  if (walk.stopped) {
    SolveResult stopped =
        stop.stopped_result(fmt::format("stopped after {}; best sticker score {}",
                                        count_of(walk.moves.htm(), "move"), walk.best_score));
    stopped.stats = std::move(result.stats);
    return stopped;
  }
  if (!walk.solved) {
    result.status = SolveStatus::NoSolution;
    result.message =
        fmt::format("not solved: {} after {}; best sticker score reached {} (0 = solved), final {}",
                    walk.stuck ? "every successor already visited" : "move limit reached",
                    count_of(walk.moves.htm(), "move"), walk.best_score, walk.final_score);
    return result;
  }
  result.stages.push_back({"greedy walk", walk.moves,
                           fmt::format("{}, each to the best unvisited successor",
                                       count_of(walk.moves.htm(), "move"))});
  result.solution = walk.moves.simplified();
  result.status = SolveStatus::Solved;
  return result;
}

}  // namespace

void register_greedy_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  out.push_back(make_solver(
      {.name = "greedy",
       .description = "The baseline of the blog post \"Modelo de un cubo de Rubik interactivo ... "
                      "A* de profundidad iterativa\": always take the successor with the best "
                      "sticker score (0 on its face, 2 on the opposite face, 1 elsewhere) that "
                      "the walk has not visited, for at most max_moves moves. Solves short "
                      "scrambles only; reports failure honestly.",
       .options = &greedy_options()},
      solve_greedy));
}

}  // namespace cubelab
