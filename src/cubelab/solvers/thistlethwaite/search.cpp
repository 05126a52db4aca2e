#include "cubelab/solvers/thistlethwaite/search.h"

namespace cubelab::thistlethwaite {
namespace {

struct Walk {
  const PhaseSpace& phase;
  size_t limit;
  std::vector<std::vector<Move>>& out;
  std::vector<Move> path;

  // The table prunes every branch that cannot reach the goal in the moves left, so with
  // length = distance the walk goes straight down and costs one lookup per move tried.
  void walk(const Coords& c, int left, int prev_face) {
    const int d = phase.distance(c);
    if (d == 0) {
      if (left == 0) out.push_back(path);
      return;
    }
    if (d > left) return;
    const auto& moves = phase.moves();
    for (size_t i = 0; i < moves.size() && out.size() < limit; ++i) {
      const int face = move_face(moves[i]);
      if (!allowed_after(prev_face, face)) continue;
      path.push_back(moves[i]);
      walk(phase.apply(c, moves[i]), left - 1, face);
      path.pop_back();
    }
  }
};

}  // namespace

void phase_solutions(const PhaseSpace& phase, const Coords& start, int length, size_t limit,
                     std::vector<std::vector<Move>>& out) {
  if (out.size() >= limit) return;
  Walk w{phase, limit, out, {}};
  w.walk(start, length, -1);
}

}  // namespace cubelab::thistlethwaite
