// The second phase's coordinates, move tables and pruning tables (square.h).
#include "cubelab/puzzles/square1/square.h"

#include <chrono>
#include <stdexcept>

#include "cubelab/coord/ranking.h"

namespace cubelab::square1 {
namespace {

constexpr uint8_t kUnreached = 255;
// The places, as slots: a corner's first slot, an edge's slot.
constexpr std::array<int, 8> kCornerSlots = {0, 3, 6, 9, 12, 15, 18, 21};
constexpr std::array<int, 8> kEdgeSlots = {2, 5, 8, 11, 14, 17, 20, 23};

// The square-square state with these permutations (rank::permutation of the pieces 0..7 in
// the places).
Square1 square_state(uint16_t corners, uint16_t edges) {
  std::array<uint8_t, 8> c{}, e{};
  rank::unrank_permutation(corners, c);
  rank::unrank_permutation(edges, e);
  std::array<uint8_t, 2 * kSlots> slots{};
  for (int k = 0; k < 8; ++k) {
    slots[kCornerSlots[k]] = slots[kCornerSlots[k] + 1] = c[k];
    slots[kEdgeSlots[k]] = static_cast<uint8_t>(kCorners + e[k]);
  }
  return Square1::from_slots(slots, false);
}

// The distance of each (permutation, middle) from the solved one's quarter turns, in slashes
// with any quarter turns between them.
std::vector<uint8_t> prune_table(const std::array<std::vector<uint16_t>, 16>& turn,
                                 const std::array<std::vector<uint16_t>, 2>& slash,
                                 uint16_t solved) {
  std::vector<uint8_t> d(2 * kPermutations, kUnreached);
  std::vector<uint32_t> frontier;
  for (const auto& t : turn)
    if (d[2 * t[solved]] == kUnreached) {
      d[2 * t[solved]] = 0;
      frontier.push_back(2 * t[solved]);
    }
  for (int depth = 1; !frontier.empty(); ++depth) {
    std::vector<uint32_t> next;
    for (uint32_t state : frontier)
      for (const auto& kind : slash) {
        const uint16_t slashed = kind[state / 2];
        const uint32_t middle = (state & 1) ^ 1;
        for (const auto& t : turn) {
          const uint32_t to = 2 * uint32_t{t[slashed]} + middle;
          if (d[to] != kUnreached) continue;
          d[to] = static_cast<uint8_t>(depth);
          next.push_back(to);
        }
      }
    frontier.swap(next);
  }
  return d;
}

}  // namespace

const SquareTables& SquareTables::get() {
  static const SquareTables t;
  return t;
}

SquareCoords SquareTables::coords_of(const Square1& s) {
  std::array<uint8_t, 8> c{}, e{};
  for (int k = 0; k < 8; ++k) {
    c[k] = s.slots()[kCornerSlots[k]];
    e[k] = static_cast<uint8_t>(s.slots()[kEdgeSlots[k]] - kCorners);
  }
  return {static_cast<uint16_t>(rank::permutation(c)), static_cast<uint16_t>(rank::permutation(e)),
          static_cast<uint8_t>(s.middle_turned())};
}

Square1 SquareTables::solved_square() {
  Square1 s;
  s.apply(Move{false, 0, -1});
  return s;
}

SquareTables::SquareTables() {
  const auto start = std::chrono::steady_clock::now();
  // One quarter turn of each layer and the slash, read from the model: a state with the
  // corners (or edges) permuted and the other pieces solved.
  std::vector<uint16_t> corner_top(kPermutations), corner_bottom(kPermutations),
      edge_top(kPermutations), edge_bottom(kPermutations);
  for (auto* table : {&corner_slash_, &edge_slash_})
    for (auto& kind : *table) kind.resize(kPermutations);
  for (uint32_t p = 0; p < kPermutations; ++p) {
    const Square1 c = square_state(static_cast<uint16_t>(p), 0);
    const Square1 e = square_state(0, static_cast<uint16_t>(p));
    auto after = [](Square1 s, const std::vector<Move>& m) {
      s.apply(m);
      return coords_of(s);
    };
    const std::vector<Move> slash = {Move{true, 0, 0}};
    const std::vector<Move> edge_first_slash = {Move{false, 1, 1}, Move{true, 0, 0},
                                                Move{false, -1, -1}};
    corner_top[p] = after(c, {Move{false, 3, 0}}).corners;
    corner_bottom[p] = after(c, {Move{false, 0, 3}}).corners;
    corner_slash_[0][p] = after(c, slash).corners;
    corner_slash_[1][p] = after(c, edge_first_slash).corners;
    edge_top[p] = after(e, {Move{false, 3, 0}}).edges;
    edge_bottom[p] = after(e, {Move{false, 0, 3}}).edges;
    edge_slash_[0][p] = after(e, slash).edges;
    edge_slash_[1][p] = after(e, edge_first_slash).edges;
  }
  for (int top = 0; top < 4; ++top)
    for (int bottom = 0; bottom < 4; ++bottom) {
      auto& c = corner_turn_[4 * top + bottom];
      auto& e = edge_turn_[4 * top + bottom];
      c.resize(kPermutations);
      e.resize(kPermutations);
      for (uint32_t p = 0; p < kPermutations; ++p) {
        uint16_t cp = static_cast<uint16_t>(p), ep = static_cast<uint16_t>(p);
        for (int k = 0; k < top; ++k) cp = corner_top[cp], ep = edge_top[ep];
        for (int k = 0; k < bottom; ++k) cp = corner_bottom[cp], ep = edge_bottom[ep];
        c[p] = cp;
        e[p] = ep;
      }
    }
  solved_ = coords_of(solved_square());
  corner_prune_ = prune_table(corner_turn_, corner_slash_, solved_.corners);
  edge_prune_ = prune_table(edge_turn_, edge_slash_, solved_.edges);
  for (const auto* table : {&corner_prune_, &edge_prune_})
    for (uint8_t d : *table)
      if (d == kUnreached) throw std::logic_error("square-1: a square-square state not reached");
  build_ms_ =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

std::vector<size_t> SquareTables::corner_distance_counts() const {
  std::vector<size_t> counts;
  for (uint8_t d : corner_prune_) {
    if (d >= counts.size()) counts.resize(d + 1);
    ++counts[d];
  }
  return counts;
}

}  // namespace cubelab::square1
