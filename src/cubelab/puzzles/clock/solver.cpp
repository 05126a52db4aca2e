// The clock's optimal solver and scrambles (solver.h).
#include "cubelab/puzzles/clock/solver.h"

#include <algorithm>
#include <stdexcept>

namespace cubelab::clock {
namespace {

// The free dials, in the order the search wants them: the front's cross (its edges and
// centre, which only front moves turn), the four corners, then the back's cross (back moves
// only). The generators are the front's nine moves, then the back's.
constexpr std::array<int, kFreeDials> kFreeDialIndex = {1, 3, 4,  5,  7,  0,  2,
                                                        6, 8, 10, 12, 13, 14, 16};
constexpr int kCrossDials = 5;
constexpr int kSideMoves = kPinSets;

// The state's target (what the moves must add) cut to the dials `keep` selects, and the
// moves likewise: what one side's cross asks of that side's moves.
DialVector cut(const DialVector& v, int first, int count) {
  DialVector out{};
  for (int i = first; i < first + count; ++i) out[i] = v[i];
  return out;
}

// The fewest of one side's moves whose span makes that side's cross of `target`.
int fewest_for_cross(const DialVector& target, int side) {
  const int first = side == 0 ? 0 : kFreeDials - kCrossDials;
  const DialVector t = cut(target, first, kCrossDials);
  const std::vector<Generator>& g = generators();
  int best = kSideMoves + 1;
  for (unsigned set = 0; set < (1u << kSideMoves); ++set) {
    const int size = __builtin_popcount(set);
    if (size >= best) continue;
    Z12Span span;
    for (int i = 0; i < kSideMoves; ++i)
      if (set & (1u << i)) span.add(cut(g[side * kSideMoves + i].dials, first, kCrossDials), i);
    Coefficients unused;
    if (span.express(t, unused)) best = size;
  }
  return best;
}

// The search for `size` more moves from `first` on, over the span of those chosen so far.
struct Search {
  DialVector target;
  int front_needed, back_needed;  // each side's fewest moves for its own cross
  Coefficients hours{};

  bool run(const Z12Span& span, int first, int size, int front_chosen, int back_chosen) {
    if (size == 0) return span.express(target, hours);
    const std::vector<Generator>& g = generators();
    for (int i = first; i + size <= kGenerators; ++i) {
      const bool front = i < kSideMoves;
      // Before the first of the back's moves, the front's moves must make the front's cross
      // (no back move turns it).
      if (i == std::max(first, kSideMoves) && back_chosen == 0 &&
          !span.holds_prefix(target, kCrossDials))
        return false;
      const int front_after = front_chosen + (front ? 1 : 0);
      const int back_after = back_chosen + (front ? 0 : 1);
      // The moves still to choose must leave room for each side's own needs.
      const int front_short = front ? std::max(0, front_needed - front_after)
                                    : (front_chosen >= front_needed ? 0 : kGenerators);
      if (front_short + std::max(0, back_needed - back_after) > size - 1) continue;
      Z12Span grown = span;
      if (grown.add(g[i].dials, i) && run(grown, i + 1, size - 1, front_after, back_after))
        return true;
    }
    return false;
  }
};

std::vector<Move> moves_of(const Coefficients& hours) {
  std::vector<Move> out;
  const std::vector<Generator>& g = generators();
  for (int side = 0; side < 2; ++side) {
    bool flipped = false;
    for (int i = 0; i < kGenerators; ++i) {
      if (hours[i] == 0 || g[i].side != side) continue;
      if (side == 1 && !flipped) out.push_back(Move{Move::Kind::Flip, 0, 0});
      flipped = true;
      // 1..6 hours clockwise, 7..11 as 5..1 anticlockwise (the WCA's and TNoodle's way).
      const int h = hours[i];
      out.push_back(Move{Move::Kind::Turn, g[i].pins, h <= 6 ? h : h - 12});
    }
  }
  return out;
}

// Solved, or one move of the notation from solved.
bool within_one_move(const Clock& c) {
  const DialVector s = free_dials(c);
  for (const Generator& g : generators())
    for (int h = 0; h < 12; ++h) {
      bool same = true;
      for (int i = 0; i < kFreeDials; ++i) same = same && s[i] == g.dials[i] * h % 12;
      if (same) return true;
    }
  return false;
}

}  // namespace

const std::vector<Generator>& generators() {
  static const std::vector<Generator> all = [] {
    std::vector<Generator> out;
    for (int side = 0; side < 2; ++side)
      for (int set = 0; set < kPinSets; ++set) {
        Clock c;
        c.apply(Move{Move::Kind::Turn, pin_set(set), 1}, side);
        out.push_back(Generator{side, pin_set(set), free_dials(c)});
      }
    return out;
  }();
  return all;
}

DialVector free_dials(const Clock& c) {
  DialVector v{};
  for (int i = 0; i < kFreeDials; ++i) v[i] = static_cast<uint8_t>(c.dial(kFreeDialIndex[i]));
  return v;
}

std::vector<Move> solve(const Clock& c) {
  Search search;
  search.target = free_dials(c);
  for (auto& x : search.target) x = static_cast<uint8_t>((12 - x) % 12);
  search.front_needed = fewest_for_cross(search.target, 0);
  search.back_needed = fewest_for_cross(search.target, 1);
  for (int size = search.front_needed + search.back_needed; size <= kGenerators; ++size)
    if (search.run(Z12Span(), 0, size, 0, 0)) return moves_of(search.hours);
  throw std::logic_error("clock: no solution (the moves span every state)");
}

std::vector<Move> random_state_scramble(Rng& rng) {
  std::vector<Move> moves;
  Clock c;
  do {
    moves.clear();
    for (int set = 0; set < kPinSets; ++set)
      moves.push_back(Move{Move::Kind::Turn, pin_set(set), static_cast<int>(rng.below(12)) - 5});
    moves.push_back(Move{Move::Kind::Flip, 0, 0});
    for (int set = 4; set < kPinSets; ++set)
      moves.push_back(Move{Move::Kind::Turn, pin_set(set), static_cast<int>(rng.below(12)) - 5});
    c = Clock();
    c.apply(moves);
  } while (within_one_move(c));
  return moves;
}

}  // namespace cubelab::clock
