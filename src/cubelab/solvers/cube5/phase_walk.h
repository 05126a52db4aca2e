#pragma once
// What cube5's phase searches share (the centre phases of search.cpp, the edge phases of
// edge_search.cpp): the bookkeeping of an IDA* walk (search/bounded_dfs.h) that collects many
// solutions under a node budget, and IDA* on the whole length over many starts, each with the
// moves made before it, so that the shortest wholes come first.
#include <algorithm>
#include <array>
#include <cstddef>
#include <functional>
#include <span>
#include <utility>
#include <vector>

#include "cubelab/solvers/reduction/reduction.h"

namespace cubelab::cube5 {

// The most moves a phase's search goes to.
constexpr int kMostPhaseMoves = 24;

// The paths of one walk of exactly the depth asked that end at its phase's goal, each handed
// to `found` (a callable taking the path's moves, std::vector<int>) until it returns false.
// Past `budget` nodes with a solution found, the walk ends; `stop` is polled every few
// thousand nodes (reduction::Stopped). A walk's policy calls enter() from its expand() and
// take() from its descend(), and its over() is over().
template <class Found>
class SolutionWalk {
 public:
  SolutionWalk(const std::function<bool()>& stop, Found found, long long budget)
      : stop_(stop), found_(std::move(found)), budget_(budget) {}

  // Before a walk from a start.
  void restart() { over_ = false; }
  // At a node `depth` moves below the start with `togo` moves left: whether its children are
  // walked. A leaf's path is handed on when at_goal() says it is at the goal.
  template <class AtGoal>
  [[gnu::always_inline]] bool enter(int depth, int togo, AtGoal at_goal) {
    if (++nodes_ % kPollInterval == 0 && stop_ && stop_()) throw reduction::Stopped();
    if (togo == 0) {
      if (!at_goal()) return false;
      found_any_ = true;
      if (!found_(std::vector<int>(path_.begin(), path_.begin() + depth))) over_ = true;
      return false;
    }
    if (found_any_ && nodes_ >= budget_) {
      over_ = true;
      return false;
    }
    return true;
  }
  // Move `m` taken at `depth`.
  void take(int depth, int m) { path_[depth] = m; }
  bool over() const { return over_; }
  long long nodes() const { return nodes_; }

 private:
  static constexpr long long kPollInterval = 4096;
  const std::function<bool()>& stop_;
  Found found_;
  std::array<int, kMostPhaseMoves> path_{};
  long long nodes_ = 0, budget_ = 0;
  bool over_ = false, found_any_ = false;
};

// A start of a phase's search: the moves made before it and a lower bound of the phase's
// moves from it (what walk_by_length reads of a start).
struct StartBound {
  int prefix = 0;
  int bound = 0;
};

// IDA* on the whole length (a start's moves before and the phase's) over all `starts` (each
// with a `prefix` and a `bound` as StartBound's), the shortest whole first: walk(i, depth)
// walks the paths of `depth` moves from start i, for each whole length from the least, up to
// `extra_moves` more than the first at which found() is true, until done() (enough solutions,
// or the node budget spent) or no start is in reach.
template <class Start, class Walk, class Found, class Done>
void walk_by_length(std::span<const Start> starts, int extra_moves, Walk walk, Found found,
                    Done done) {
  if (starts.empty()) return;
  int least = starts[0].prefix + starts[0].bound;
  for (const Start& s : starts) least = std::min(least, s.prefix + s.bound);
  int shortest = -1;
  for (int total = least;; ++total) {
    if (shortest >= 0 && total > shortest + extra_moves) break;
    bool deeper = false;  // a start within the phase's reach, at this length or later
    for (size_t i = 0; i < starts.size(); ++i) {
      const int depth = total - starts[i].prefix;
      if (depth >= kMostPhaseMoves) continue;
      deeper = true;
      if (starts[i].bound > depth) continue;
      walk(i, depth);
      if (done()) break;
    }
    if (shortest < 0 && found()) shortest = total;
    if (done() || !deeper) break;
  }
}

}  // namespace cubelab::cube5
