#include "cubelab/solvers/cube5/search.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <stdexcept>

#include "cubelab/search/bounded_dfs.h"
#include "cubelab/solvers/cube5/phase1_near.h"
#include "cubelab/solvers/reduction/reduction.h"

namespace cubelab::cube5 {
namespace {

constexpr int kMaxPhaseDepth = 24;
constexpr long long kPollInterval = 4096;

// One phase's IDA* walk (search/bounded_dfs.h's policy): every path of exactly the depth asked
// that ends at the phase's goal, handed to `found`, until it returns false.
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
        stop_(stop),
        found_(std::move(found)),
        budget_(budget) {}

  // Walks the paths of `togo` moves from `start`, whose move before them was `last`.
  void walk(const Centres& start, int last, int togo) {
    over_ = false;
    search::bounded_dfs(*this, Node{start, last, {}}, 0, togo);
  }
  long long nodes() const { return nodes_; }

  uint64_t expand(const Node& n, int depth, int togo) {
    if (++nodes_ % kPollInterval == 0 && stop_ && stop_()) throw reduction::Stopped();
    if (togo == 0) {
      const int h = Phase == 1 ? stage_.phase1_bound(n.c) : stage_.phase2_bound(n.c);
      if (h != 0) return 0;
      found_any_ = true;
      if (!found_(std::vector<int>(path_.begin(), path_.begin() + depth))) over_ = true;
      return 0;
    }
    if (found_any_ && nodes_ >= budget_) {
      over_ = true;
      return 0;
    }
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
  void descend(const Node& /*n*/, int depth, int m) { path_[depth] = m; }
  bool over() const { return over_; }

 private:
  const CentreStage& stage_;
  uint64_t moves_;
  const std::function<bool()>& stop_;
  Found found_;
  std::array<int, kMaxPhaseDepth> path_{};
  long long nodes_ = 0, budget_ = 0;
  int togo_ = 0;  // the moves left below the node expanded last
  bool over_ = false, found_any_ = false;
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
  int least = kMaxPhaseDepth + 1;
  for (const Centres& c : starts) least = std::min(least, stage.phase1_bound(c));
  int shortest = -1;
  for (int depth = least; depth <= kMaxPhaseDepth; ++depth) {
    if (shortest >= 0 && depth > shortest + limits.phase1_extra_moves) break;
    for (at = 0; at < starts.size() && paths.size() < limits.phase1_paths; ++at)
      if (stage.phase1_bound(starts[at]) <= depth) walk1.walk(starts[at], -1, depth);
    if (shortest < 0 && !paths.empty()) shortest = depth;
    if (paths.size() >= limits.phase1_paths ||
        (!paths.empty() && walk1.nodes() >= limits.phase1_nodes))
      break;
  }
  if (paths.empty()) throw std::logic_error("cube5: phase 1 found no solution");
  if (stats) {
    stats->phase1_nodes = walk1.nodes();
    stats->phase1_paths = paths.size();
  }

  // Phase 2 from all of them at once, by the length of both phases.
  struct Start {
    const Path1* phase1;
    Centres c;
    int bound;
  };
  std::vector<Start> from2;
  for (const Path1& p : paths) {
    Centres c = starts[p.start];
    for (int m : p.moves) c = stage.apply(c, m);
    from2.push_back({&p, c, static_cast<int>(p.moves.size()) + stage.phase2_bound(c)});
  }
  std::vector<CentrePath> solutions;
  const Start* from = nullptr;
  auto walk2 = phase_walk<2>(
      stage, stop,
      [&](std::vector<int> path) {
        solutions.push_back({from->phase1->moves, std::move(path), from->phase1->start});
        return solutions.size() < limits.phase2_solutions;
      },
      limits.phase2_nodes);
  least = kMaxPhaseDepth * 2;
  for (const Start& s : from2) least = std::min(least, s.bound);
  for (int total = least; total <= 2 * kMaxPhaseDepth; ++total) {
    for (const Start& s : from2) {
      if (s.bound > total) continue;
      from = &s;
      const std::vector<int>& moves1 = s.phase1->moves;
      const int length1 = static_cast<int>(moves1.size());
      if (total - length1 >= kMaxPhaseDepth) continue;
      walk2.walk(s.c, moves1.empty() ? -1 : moves1.back(), total - length1);
      if (solutions.size() >= limits.phase2_solutions ||
          (!solutions.empty() && walk2.nodes() >= limits.phase2_nodes))
        break;
    }
    if (solutions.size() >= limits.phase2_solutions ||
        (!solutions.empty() && walk2.nodes() >= limits.phase2_nodes))
      break;
  }
  if (solutions.empty()) throw std::logic_error("cube5: phase 2 found no solution");
  if (stats) stats->phase2_nodes = walk2.nodes();
  return solutions;
}

}  // namespace cubelab::cube5
