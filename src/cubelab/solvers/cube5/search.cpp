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

// Turns of one axis commute: after a turn of an axis, only a later block of the same axis.
// [previous + 1]: bit m set where m may follow `previous` (-1 at the start).
const auto kFollowers = [] {
  std::array<uint64_t, kMoves + 1> t{};
  for (int previous = -1; previous < kMoves; ++previous)
    for (int m = 0; m < kMoves; ++m)
      if (previous < 0 || axis_of(m) != axis_of(previous) || block_of(m) > block_of(previous))
        t[previous + 1] |= uint64_t{1} << m;
  return t;
}();

uint64_t move_mask(const std::vector<int>& moves) {
  uint64_t mask = 0;
  for (int m : moves) mask |= uint64_t{1} << m;
  return mask;
}

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

  PhaseWalk(uint64_t moves, const std::function<bool()>& stop, Found found)
      : moves_(moves), stop_(stop), found_(std::move(found)) {}

  // Walks the paths of `togo` moves from `start`, whose move before them was `last`.
  void walk(const Centres& start, int last, int togo) {
    over_ = false;
    search::bounded_dfs(*this, Node{start, last, {}}, 0, togo);
  }
  long long nodes() const { return nodes_; }

  uint64_t expand(const Node& n, int depth, int togo) {
    if (++nodes_ % kPollInterval == 0 && stop_ && stop_()) throw reduction::Stopped();
    if (togo == 0) {
      if (bound_of(n.c) == 0 && !found_(std::vector<int>(path_.begin(), path_.begin() + depth)))
        over_ = true;
      return 0;
    }
    togo_ = togo;
    return moves_ & kFollowers[n.last + 1];
  }
  // bounded_dfs lists a node's children before it reads their bounds (kReadsFirst): phase 1's
  // table entries (and near its goal the joint bound's, a read of 32 MiB) are fetched here for
  // all of them at once.
  static constexpr bool kReadsFirst = true;
  void child(const Node& n, int m, Node& out) const {
    out.c = apply(n.c, m);
    out.last = m;
    if constexpr (Phase == 1) {
      out.indices = phase1_indices(out.c);
      if (togo_ <= Phase1Near::kNearDepth + 1) Phase1Near::get().prefetch(out.c.ud[0], out.c.ud[1]);
    }
  }
  int bound(Node& out, int limit) const {
    if constexpr (Phase == 1)
      return phase1_bound(out.c, out.indices, limit);
    else
      return phase2_bound(out.c);
  }
  void descend(const Node& /*n*/, int depth, int m) { path_[depth] = m; }
  bool over() const { return over_; }

 private:
  static int bound_of(const Centres& c) { return Phase == 1 ? phase1_bound(c) : phase2_bound(c); }

  uint64_t moves_;
  const std::function<bool()>& stop_;
  Found found_;
  std::array<int, kMaxPhaseDepth> path_{};
  long long nodes_ = 0;
  int togo_ = 0;  // the moves left below the node expanded last
  bool over_ = false;
};

template <int Phase, class Found>
PhaseWalk<Phase, Found> phase_walk(uint64_t moves, const std::function<bool()>& stop, Found found) {
  return PhaseWalk<Phase, Found>(moves, stop, std::move(found));
}

Centres after(Centres c, const std::vector<int>& moves) {
  for (int m : moves) c = apply(c, m);
  return c;
}

}  // namespace

std::vector<nxn::NxnMove> moves_of(const std::vector<int>& indices) {
  std::vector<nxn::NxnMove> moves;
  for (int m : indices) moves.push_back(move_of(m));
  return moves;
}

std::vector<CentrePath> search_centres(const Centres& start, const std::function<bool()>& stop,
                                       const CentreLimits& limits, CentreStats* stats) {
  // Phase 1: its shortest solutions and those a little longer.
  std::vector<std::vector<int>> paths;
  auto walk1 = phase_walk<1>(move_mask(phase_moves(1)), stop, [&](std::vector<int> path) {
    paths.push_back(std::move(path));
    return paths.size() < limits.phase1_paths;
  });
  int shortest = -1;
  for (int depth = phase1_bound(start); depth <= kMaxPhaseDepth; ++depth) {
    if (shortest >= 0 && depth > shortest + limits.phase1_extra_moves) break;
    walk1.walk(start, -1, depth);
    if (shortest < 0 && !paths.empty()) shortest = depth;
    if (paths.size() >= limits.phase1_paths) break;
  }
  if (paths.empty()) throw std::logic_error("cube5: phase 1 found no solution");
  if (stats) {
    stats->phase1_nodes = walk1.nodes();
    stats->phase1_paths = paths.size();
  }

  // Phase 2 from all of them at once, by the length of both phases.
  struct Start {
    const std::vector<int>* phase1;
    Centres c;
    int bound;
  };
  std::vector<Start> starts;
  for (const auto& p : paths) {
    const Centres c = after(start, p);
    starts.push_back({&p, c, static_cast<int>(p.size()) + phase2_bound(c)});
  }
  std::vector<CentrePath> solutions;
  const Start* from = nullptr;
  auto walk2 = phase_walk<2>(move_mask(phase_moves(2)), stop, [&](std::vector<int> path) {
    solutions.push_back({*from->phase1, std::move(path)});
    return solutions.size() < limits.phase2_solutions;
  });
  int least = kMaxPhaseDepth * 2;
  for (const Start& s : starts) least = std::min(least, s.bound);
  for (int total = least; total <= 2 * kMaxPhaseDepth; ++total) {
    for (const Start& s : starts) {
      if (s.bound > total) continue;
      from = &s;
      const int length1 = static_cast<int>(s.phase1->size());
      if (total - length1 >= kMaxPhaseDepth) continue;
      walk2.walk(s.c, s.phase1->empty() ? -1 : s.phase1->back(), total - length1);
      if (solutions.size() >= limits.phase2_solutions) break;
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
