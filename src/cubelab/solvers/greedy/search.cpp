#include "cubelab/solvers/greedy/search.h"

#include <algorithm>
#include <unordered_set>

#include "cubelab/solvers/greedy/sticker_score.h"

namespace cubelab::greedy {

const std::array<Move, kMoves> kSeedMoveOrder = {
    make_move(U, 1), make_move(U, 2), make_move(U, 3), make_move(L, 1), make_move(L, 2),
    make_move(L, 3), make_move(F, 1), make_move(F, 2), make_move(F, 3), make_move(D, 1),
    make_move(D, 2), make_move(D, 3), make_move(R, 1), make_move(R, 2), make_move(R, 3),
    make_move(B, 1), make_move(B, 2), make_move(B, 3)};

GreedyWalk greedy_walk(const CubieCube& start, int max_moves, const StopCondition* stop,
                       const std::function<void(const Progress&)>& progress) {
  GreedyWalk walk;
  CubieCube current = start;
  int score = sticker_score(current);
  walk.best_score = score;
  // The post's `path`: every state the walk has stood on (the post keeps a list; a hash set
  // answers the same membership question faster).
  std::unordered_set<CubieCube> path;
  while (static_cast<int>(walk.moves.size()) < max_moves && score != 0) {
    if (stop && stop->should_stop()) {
      walk.stopped = true;
      break;
    }
    path.insert(current);
    int best = -1;
    Move best_move = 0;
    CubieCube best_cube;
    for (Move m : kSeedMoveOrder) {
      CubieCube next = current;
      next.apply(m);
      if (path.contains(next)) continue;
      int s = sticker_score(next);
      if (best < 0 || s < best) {  // strict: the first best in move order wins (min())
        best = s;
        best_move = m;
        best_cube = next;
      }
    }
    if (best < 0) {
      walk.stuck = true;
      break;
    }
    current = best_cube;
    score = best;
    walk.moves.moves.push_back(best_move);
    walk.best_score = std::min(walk.best_score, score);
    if (progress) {
      Progress p;
      p.phase = "greedy walk";
      p.fraction = static_cast<double>(walk.moves.size()) / max_moves;
      p.nodes = static_cast<int64_t>(walk.moves.size()) * kMoves;
      p.depth = static_cast<int>(walk.moves.size());
      p.best_fitness = walk.best_score;
      progress(p);
    }
  }
  walk.final_score = score;
  walk.solved = score == 0;
  return walk;
}

}  // namespace cubelab::greedy
