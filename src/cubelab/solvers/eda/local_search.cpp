#include "cubelab/solvers/eda/local_search.h"

#include <algorithm>

namespace cubelab::eda {
namespace {

constexpr int kNoMove = -1;

std::vector<Move> extended(const std::vector<Move>& m, int x, int y) {
  std::vector<Move> s;
  s.reserve(m.size() + 2);
  if (x != kNoMove) s.push_back(static_cast<Move>(x));
  s.insert(s.end(), m.begin(), m.end());
  if (y != kNoMove) s.push_back(static_cast<Move>(y));
  return canonical_sequence(std::move(s));
}

CubieCube product(const std::vector<Move>& moves) {
  CubieCube c;
  for (Move m : moves) c.multiply(CubieCube::move_cube(m));
  return c;
}

struct Scored {
  double fitness;
  std::vector<Move> moves;
};

// The best candidate that improves on `current` and is not forbidden, if any.
bool take_best(std::vector<Scored>& improving, const TabuList& tabu, Candidate& current) {
  std::stable_sort(improving.begin(), improving.end(), [](const Scored& a, const Scored& b) {
    return better(a.fitness, a.moves.size(), b.fitness, b.moves.size());
  });
  for (Scored& s : improving) {
    if (tabu.contains_forbidden(s.moves)) continue;
    current.fitness = s.fitness;
    current.moves = std::move(s.moves);
    return true;
  }
  return false;
}

}  // namespace

Candidate extension_search(Candidate current, const Fitness& fitness, const TabuList& tabu,
                           int max_length, int64_t& evaluations) {
  std::vector<Scored> improving;
  while (static_cast<int>(current.moves.size()) < max_length) {
    const CubieCube body = product(current.moves);
    improving.clear();
    for (int x = kNoMove; x < kMoves; ++x) {
      CubieCube head = fitness.start();
      if (x != kNoMove) head.multiply(CubieCube::move_cube(static_cast<Move>(x)));
      head.multiply(body);
      for (int y = kNoMove; y < kMoves; ++y) {
        if (x == kNoMove && y == kNoMove) continue;
        CubieCube c = head;
        if (y != kNoMove) c.multiply(CubieCube::move_cube(static_cast<Move>(y)));
        ++evaluations;
        double s = fitness.score(c);
        if (s == Fitness::kGoal) return {extended(current.moves, x, y), s, true};
        // Only neighbours at least as fit can improve; their canonical length decides ties.
        if (s < current.fitness - 1e-9) continue;
        std::vector<Move> moves = extended(current.moves, x, y);
        if (better(s, moves.size(), current.fitness, current.moves.size()))
          improving.push_back({s, std::move(moves)});
      }
    }
    if (!take_best(improving, tabu, current)) break;
  }
  return current;
}

Candidate deletion_pass(Candidate current, const Fitness& fitness, const TabuList& tabu,
                        int64_t& evaluations) {
  const std::vector<Move>& m = current.moves;
  const size_t n = m.size();
  if (n == 0) return current;
  // prefix[i] = start * m[0..i), suffix[i] = m[i..n) from the solved cube.
  std::vector<CubieCube> prefix(n + 1), suffix(n + 1);
  prefix[0] = fitness.start();
  for (size_t i = 0; i < n; ++i) prefix[i + 1] = prefix[i] * CubieCube::move_cube(m[i]);
  for (size_t i = n; i-- > 0;) suffix[i] = CubieCube::move_cube(m[i]) * suffix[i + 1];
  std::vector<Scored> improving;
  for (size_t i = 0; i < n; ++i) {
    CubieCube c = prefix[i] * suffix[i + 1];
    ++evaluations;
    std::vector<Move> without(m.begin(), m.end());
    without.erase(without.begin() + static_cast<std::ptrdiff_t>(i));
    double s = fitness.score(c);
    if (s == Fitness::kGoal) return {canonical_sequence(without), s, true};
    if (s < current.fitness - 1e-9) continue;
    std::vector<Move> moves = canonical_sequence(without);
    if (better(s, moves.size(), current.fitness, n)) improving.push_back({s, std::move(moves)});
  }
  take_best(improving, tabu, current);
  return current;
}

}  // namespace cubelab::eda
