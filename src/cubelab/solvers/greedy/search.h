#pragma once
// The blog post's solver, as its code does it: from the current cube,
// score all 18 successors with the sticker score, skip those already visited on the walk,
// move to the best one (the first best in the post's move order), and stop when solved or
// after `max_moves` moves. A greedy hill-climb with a tabu list, not the IDA* its title
// promises.

#include <array>
#include <functional>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/solve/solver.h"

namespace cubelab::greedy {

struct GreedyWalk {
  bool solved = false;
  bool stuck = false;    // every successor already visited (the post's code crashes there)
  bool stopped = false;  // time limit or cancellation
  Alg moves;             // the walk, whether or not it solved the cube
  int best_score = 0;    // smallest score met on the walk
  int final_score = 0;
};

// The post's move order: up, left, centre (front), down, right, back; each clockwise, half
// turn, anticlockwise (the order of its `moves` list, which decides ties).
extern const std::array<Move, kMoves> kSeedMoveOrder;

// `stop` (optional) is checked before each move; `progress` (optional) is told after each.
GreedyWalk greedy_walk(const CubieCube& start, int max_moves, const StopCondition* stop,
                       const std::function<void(const Progress&)>& progress = nullptr);

}  // namespace cubelab::greedy
