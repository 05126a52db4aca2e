#include "cubelab/solvers/eda/tabu_list.h"

#include <algorithm>

namespace cubelab::eda {

void TabuList::add(std::vector<Move> forbidden) {
  if (forbidden.empty()) return;
  if (std::find(forbidden_.begin(), forbidden_.end(), forbidden) == forbidden_.end())
    forbidden_.push_back(std::move(forbidden));
}

bool TabuList::contains_forbidden(std::span<const Move> seq) const {
  for (const auto& f : forbidden_)
    if (std::search(seq.begin(), seq.end(), f.begin(), f.end()) != seq.end()) return true;
  return false;
}

std::vector<int> TabuList::forbidden_ends(std::span<const Move> seq) const {
  const int n = static_cast<int>(seq.size());
  std::vector<int> end(n + 1, n + 1);
  // Occurrence [a, a+len) makes every window starting at or before a and ending at or after
  // a+len forbidden.
  for (const auto& f : forbidden_) {
    const int len = static_cast<int>(f.size());
    for (int a = 0; a + len <= n; ++a)
      if (std::equal(f.begin(), f.end(), seq.begin() + a)) end[a] = std::min(end[a], a + len);
  }
  for (int j = n - 1; j >= 0; --j) end[j] = std::min(end[j], end[j + 1]);
  end.pop_back();
  return end;
}

}  // namespace cubelab::eda
