#pragma once
// How a search notices that its solve is over (time limit, cancellation, enough solutions,
// a damaged table): reading the clock at every node would cost more than the node, so the
// search counts its nodes and asks once every `interval` of them. Used by the parallel
// IDA* driver's SearchContext (parallel_ida.h) and by the two-phase searches.
#include <cstdint>
#include <utility>

#include "cubelab/solve/solver.h"

namespace cubelab::search {

// `Check` is the stop test: bool operator()(), true when the search should stop. It is
// copied, so it should refer to what it reads (a pointer), not capture the searcher.
template <class Check>
class StopPoller {
 public:
  // The first poll comes after `first_poll` nodes (0: at the first poll()).
  StopPoller(int64_t interval, Check check, int64_t first_poll)
      : interval_(interval), next_(first_poll), check_(std::move(check)) {}
  StopPoller(int64_t interval, Check check) : StopPoller(interval, std::move(check), interval) {}

  // Counts one node and polls: true when a poll was due and the check says stop.
  bool node() {
    ++nodes_;
    return poll();
  }
  // Counts n nodes.
  void count(int64_t n) { nodes_ += n; }
  // True when a poll is due (`interval` nodes counted since the last) and the check says stop.
  bool poll() {
    // Most nodes: keep the search's own code on the straight path.
    if (nodes_ < next_) [[likely]]
      return false;
    next_ = nodes_ + interval_;
    return check_();
  }

  int64_t nodes() const { return nodes_; }
  // The nodes counted so far, handed over to the caller's statistics; counting starts again
  // from zero, the next poll `interval` nodes on.
  int64_t take() {
    const int64_t n = nodes_;
    nodes_ = 0;
    next_ = interval_;
    return n;
  }

 private:
  int64_t interval_;
  int64_t nodes_ = 0;
  int64_t next_;
  Check check_;
};

// The stop test of a solve on its own: its time limit and cancel token.
struct StopConditionCheck {
  const StopCondition* stop;
  bool operator()() const { return stop->should_stop(); }
};

}  // namespace cubelab::search
