#include "cubelab/solvers/cube5/search.h"

#include <cstdint>
#include <stdexcept>

#include "cubelab/search/bounded_dfs.h"
#include "cubelab/solvers/cube5/phase1_near.h"
#include "cubelab/solvers/cube5/phase_walk.h"

namespace cubelab::cube5 {
namespace {

// One phase's IDA* walk (search/bounded_dfs.h's policy): every path of exactly the depth asked
// that ends at the phase's goal, handed to `found` (SolutionWalk, phase_walk.h).
template <int Phase, class Found>
class PhaseWalk {
 public:
  struct Node {
    Centres c;
    int last = -1;
    Phase1Indices indices;  // phase 1's
  };

  // Past `budget` nodes with a solution found, the walk ends.
  PhaseWalk(const CentreStage& stage, const std::function<bool()>& stop, Found found,
            long long budget)
      : stage_(stage),
        moves_(stage.phase_moves(Phase)),
        solutions_(stop, std::move(found), budget) {}

  // Walks the paths of `togo` moves from `start`, whose move before them was `last`.
  void walk(const Centres& start, int last, int togo) {
    solutions_.restart();
    search::bounded_dfs(*this, Node{start, last, {}}, 0, togo);
  }
  long long nodes() const { return solutions_.nodes(); }

  uint64_t expand(const Node& n, int depth, int togo) {
    const bool inner = solutions_.enter(depth, togo, [&] {
      return (Phase == 1 ? stage_.phase1_bound(n.c) : stage_.phase2_bound(n.c)) == 0;
    });
    if (!inner) return 0;
    togo_ = togo;
    return moves_ & stage_.followers(n.last);
  }
  // bounded_dfs lists a node's children before it reads their bounds (kReadsFirst): phase 1's
  // table entries (and near its goal the joint bound's, a read of 32 MiB) are fetched here for
  // all of them at once.
  static constexpr bool kReadsFirst = true;
  void child(const Node& n, int m, Node& out) const {
    out.c = stage_.apply(n.c, m);
    out.last = m;
    if constexpr (Phase == 1) {
      out.indices = stage_.phase1_indices(out.c);
      if (togo_ <= stage_.near().depth() + 1) stage_.near().prefetch(out.c.ud[0], out.c.ud[1]);
    }
  }
  int bound(Node& out, int limit) const {
    if constexpr (Phase == 1)
      return stage_.phase1_bound(out.c, out.indices, limit);
    else
      return stage_.phase2_bound(out.c);
  }
  void descend(const Node& /*n*/, int depth, int m) { solutions_.take(depth, m); }
  bool over() const { return solutions_.over(); }

 private:
  const CentreStage& stage_;
  uint64_t moves_;
  SolutionWalk<Found> solutions_;
  int togo_ = 0;  // the moves left below the node expanded last
};

template <int Phase, class Found>
PhaseWalk<Phase, Found> phase_walk(const CentreStage& stage, const std::function<bool()>& stop,
                                   Found found, long long budget) {
  return PhaseWalk<Phase, Found>(stage, stop, std::move(found), budget);
}

}  // namespace

std::vector<CentrePath> search_centres(const CentreStage& stage, const Centres& start,
                                       const std::function<bool()>& stop,
                                       const CentreLimits& limits, CentreStats* stats) {
  return search_centres(stage, std::span<const Centres>(&start, 1), stop, limits, stats);
}

std::vector<CentrePath> search_centres(const CentreStage& stage, std::span<const Centres> starts,
                                       const std::function<bool()>& stop,
                                       const CentreLimits& limits, CentreStats* stats) {
  // Phase 1: its shortest solutions over all the starts and those a little longer.
  struct Path1 {
    std::vector<int> moves;
    size_t start;
  };
  std::vector<Path1> paths;
  size_t at = 0;
  auto walk1 = phase_walk<1>(
      stage, stop,
      [&](std::vector<int> path) {
        paths.push_back({std::move(path), at});
        return paths.size() < limits.phase1_paths;
      },
      limits.phase1_nodes);
  std::vector<StartBound> bounds1;
  for (const Centres& c : starts) bounds1.push_back({0, stage.phase1_bound(c)});
  walk_by_length(
      std::span<const StartBound>(bounds1), limits.phase1_extra_moves,
      [&](size_t i, int depth) {
        at = i;
        walk1.walk(starts[i], -1, depth);
      },
      [&] { return !paths.empty(); },
      [&] {
        return paths.size() >= limits.phase1_paths ||
               (!paths.empty() && walk1.nodes() >= limits.phase1_nodes);
      });
  if (paths.empty()) throw std::logic_error("cube5: phase 1 found no solution");
  if (stats) {
    stats->phase1_nodes = walk1.nodes();
    stats->phase1_paths = paths.size();
  }

  // Phase 2 from all of them at once, by the length of both phases.
  std::vector<Centres> from2;
  std::vector<StartBound> bounds2;
  for (const Path1& p : paths) {
    Centres c = starts[p.start];
    for (int m : p.moves) c = stage.apply(c, m);
    from2.push_back(c);
    bounds2.push_back({static_cast<int>(p.moves.size()), stage.phase2_bound(c)});
  }
  std::vector<CentrePath> solutions;
  const Path1* from = nullptr;
  auto walk2 = phase_walk<2>(
      stage, stop,
      [&](std::vector<int> path) {
        solutions.push_back({from->moves, std::move(path), from->start});
        return solutions.size() < limits.phase2_solutions;
      },
      limits.phase2_nodes);
  // (Every length, not a few past the first: the node budget ends it.)
  walk_by_length(
      std::span<const StartBound>(bounds2), 2 * kMostPhaseMoves,
      [&](size_t i, int depth) {
        from = &paths[i];
        walk2.walk(from2[i], from->moves.empty() ? -1 : from->moves.back(), depth);
      },
      [&] { return !solutions.empty(); },
      [&] {
        return solutions.size() >= limits.phase2_solutions ||
               (!solutions.empty() && walk2.nodes() >= limits.phase2_nodes);
      });
  if (solutions.empty()) throw std::logic_error("cube5: phase 2 found no solution");
  if (stats) stats->phase2_nodes = walk2.nodes();
  return solutions;
}

}  // namespace cubelab::cube5
