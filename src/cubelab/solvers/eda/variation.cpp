#include "cubelab/solvers/eda/variation.h"

#include <algorithm>

namespace cubelab::eda {
namespace {

Move random_move(Rng& rng) { return static_cast<Move>(rng.below(kMoves)); }

Move other_move(Move m, Rng& rng) {
  Move r = static_cast<Move>(rng.below(kMoves - 1));
  return r >= m ? static_cast<Move>(r + 1) : r;
}

}  // namespace

std::vector<Move> random_sequence(int length, Rng& rng) {
  std::vector<Move> s(length);
  for (Move& m : s) m = random_move(rng);
  return s;
}

std::vector<Move> pad(const std::vector<Move>& m, int length, Rng& rng) {
  std::vector<Move> out;
  out.reserve(length);
  out.push_back(random_move(rng));
  size_t keep = std::min(m.size(), static_cast<size_t>(std::max(0, length - 1)));
  out.insert(out.end(), m.begin(), m.begin() + static_cast<std::ptrdiff_t>(keep));
  while (static_cast<int>(out.size()) < length) out.push_back(random_move(rng));
  out.resize(length);
  return out;
}

void mutate(std::vector<Move>& m, const MutationRates& rates, Rng& rng, bool at_least_one) {
  bool changed = false;
  std::vector<Move> out;
  out.reserve(m.size());
  for (Move x : m) {
    if (rng.chance(rates.remove)) {
      changed = true;
      continue;
    }
    if (rng.chance(rates.modify)) {
      x = other_move(x, rng);
      changed = true;
    }
    out.push_back(x);
  }
  m = std::move(out);
  if (changed || !at_least_one) return;
  if (m.empty()) {
    m.push_back(random_move(rng));
    return;
  }
  size_t i = rng.below(m.size());
  m[i] = other_move(m[i], rng);
}

}  // namespace cubelab::eda
