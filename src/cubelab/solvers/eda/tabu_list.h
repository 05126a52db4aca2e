#pragma once
// The "hard pruning" list of Montero Santos (2026, §4.4.5): move sequences (canonical form) the
// search got stuck on. Any candidate that equals or contains a forbidden sequence is ignored.
#include <span>
#include <vector>

#include "cubelab/cube/move.h"

namespace cubelab::eda {

class TabuList {
 public:
  void add(std::vector<Move> forbidden);  // empty sequences are ignored
  size_t size() const { return forbidden_.size(); }
  const std::vector<std::vector<Move>>& entries() const { return forbidden_; }

  bool contains_forbidden(std::span<const Move> seq) const;
  // For each start j of `seq`: the smallest end e such that seq[j, e) contains a forbidden
  // sequence, or seq.size() + 1 when none does. So seq[j, k) is forbidden iff k >= result[j].
  std::vector<int> forbidden_ends(std::span<const Move> seq) const;

 private:
  std::vector<std::vector<Move>> forbidden_;
};

}  // namespace cubelab::eda
