// The two-phase search and the random states (solver.h).
#include "cubelab/puzzles/square1/solver.h"

#include <algorithm>
#include <stdexcept>

#include "cubelab/puzzles/square1/shape.h"
#include "cubelab/puzzles/square1/square.h"

namespace cubelab::square1 {
namespace {

constexpr int kMaxLength = 40;  // far above any solution (the longest are some 15 slashes)
// The searches' budgets in nodes of both phases (some 8 million a second): counted, not timed,
// so that a state always gets the same solution (and a seed the same scramble). The optimal
// search's (enough for states a few slashes from solved), and the two-phase search's after
// its first solution.
constexpr uint64_t kOptimalBudget = 250000;
constexpr uint64_t kImproveBudget = 600000;
// The two-phase search's second phases, at most this long while first phases are at most
// kFirstExtra longer than the shortest; then any.
constexpr int kSecondCap = 9;
constexpr int kFirstExtra = 3;

// The first turn that lets `s` slash; (0, 0) when it can.
Move turn_to_slash(const Square1& s) {
  for (int top = 0; top < kSlots; ++top)
    for (int bottom = 0; bottom < kSlots; ++bottom) {
      Square1 t = s;
      t.apply(Move{false, top, bottom});
      if (t.can_slash()) return Move{false, top, bottom};
    }
  throw std::logic_error("square-1: no turn lets the state slash");
}

struct Search {
  const ShapeGraph& shapes = ShapeGraph::get();
  const SquareTables& square = SquareTables::get();
  Square1 start;            // turned so that it can slash
  std::vector<Move> moves;  // the first phase's, then the second's
  std::vector<Move> best;   // the shortest solution yet
  int best_length = kMaxLength + 1;
  int first_length = 0;  // the first phase's length in this pass
  // The second phase's length in this pass: exactly this many slashes; -1 for the fewest
  // (iterative deepening) below the best solution yet.
  int second_length = -1;
  uint64_t nodes = 0;  // both phases' nodes, for the budget
  uint64_t budget = UINT64_MAX;
  int second_cap = kMaxLength;  // the longest second phase sought

  bool found = false;  // a solution in this pass: the pass ends

  bool stop_when_found = true;  // whether a solution ends the pass

  bool done() const { return (found && stop_when_found) || nodes > budget; }

  // The first phase: `left` more slashes from `node`, then the second phase.
  void first(int node, int left) {
    ++nodes;
    if (done()) return;
    if (left == 0) {
      if (shapes.distance(node) == 0) second();
      return;
    }
    for (const ShapeGraph::Turn& t : shapes.turns(node)) {
      // "/ (0, 0) /" undoes itself.
      if (t.top == 0 && t.bottom == 0 && !moves.empty() && moves.back().slash) continue;
      const int next = shapes.slashed(ShapeGraph::after(node, t));
      if (shapes.distance(next) > left - 1) continue;
      moves.push_back(Move{false, t.top, t.bottom});
      moves.push_back(Move{true, 0, 0});
      first(next, left - 1);
      moves.pop_back();
      moves.pop_back();
      if (done()) return;
    }
  }

  // The second phase from where the first left the puzzle: the turn to the square-square
  // shape with both layers starting with a corner, then the second phase's slashes.
  void second() {
    nodes += 16;  // applying the first phase's moves costs some nodes' time
    Square1 s = start;
    for (const Move& m : moves) s.apply(m);
    const int parity = piece_parity(SquareTables::solved_square());
    for (int top = 0; top < 3; ++top)
      for (int bottom = 0; bottom < 3; ++bottom) {
        Square1 t = s;
        t.apply(Move{false, top, bottom});
        if (shape_key(t) != kSquareSquare || piece_parity(t) != parity) continue;
        const SquareCoords c = SquareTables::coords_of(t);
        const size_t size = moves.size();
        moves.push_back(Move{false, top, bottom});
        const int bound = std::max(square.corner_bound(c.corners, c.middle),
                                   square.edge_bound(c.edges, c.middle));
        const int from = second_length >= 0 ? second_length : bound;
        const int to = second_length >= 0 ? second_length
                                          : std::min(second_cap, best_length - first_length - 1);
        for (int length = std::max(from, bound); length <= to; ++length)
          if (second_search(c.corners, c.edges, c.middle, length, true)) {
            best = moves;
            best_length = first_length + length;
            found = true;
            // The two-phase pass's budget counts from its first solution.
            if (budget == UINT64_MAX) budget = nodes + kImproveBudget;
            break;
          }
        moves.resize(size);
        return;
      }
    throw std::logic_error("square-1: the first phase ended off the square-square shape");
  }

  bool second_search(uint16_t corners, uint16_t edges, int middle, int left, bool first_move) {
    ++nodes;
    if (left == 0) {
      if (middle != 0) return false;
      const SquareCoords solved = square.solved();
      for (int top = 0; top < 4; ++top)
        for (int bottom = 0; bottom < 4; ++bottom)
          if (square.turned(top, bottom, corners) == solved.corners &&
              square.edges_turned(top, bottom, edges) == solved.edges) {
            moves.push_back(Move{false, 3 * top, 3 * bottom});
            return true;
          }
      return false;
    }
    if (nodes > budget) return false;
    for (int kind = 0; kind < 2; ++kind)
      for (int top = 0; top < 4; ++top)
        for (int bottom = 0; bottom < 4; ++bottom) {
          if (kind == 0 && top == 0 && bottom == 0 && !first_move) continue;  // "/ (0, 0) /"
          const uint16_t c = square.corners_slashed(kind, square.turned(top, bottom, corners));
          const uint16_t e = square.edges_slashed(kind, square.edges_turned(top, bottom, edges));
          const int m = middle ^ 1;
          if (square.corner_bound(c, m) > left - 1 || square.edge_bound(e, m) > left - 1) continue;
          // The second kind: both layers a twelfth on, an edge first at the slice, and back.
          moves.push_back(Move{false, 3 * top + kind, 3 * bottom + kind});
          moves.push_back(Move{true, 0, 0});
          moves.push_back(Move{false, -kind, -kind});
          if (second_search(c, e, m, left - 1, false)) return true;
          moves.resize(moves.size() - 3);
        }
    return false;
  }
};

// The last turn that solves a state the search left solved but for a turn of the layers.
Move final_turn(const Square1& s) {
  for (int top = -5; top <= 6; ++top)
    for (int bottom = -5; bottom <= 6; ++bottom) {
      Square1 t = s;
      t.apply(Move{false, top, bottom});
      if (t.is_solved()) return Move{false, top, bottom};
    }
  throw std::logic_error("square-1: the two phases left the puzzle unsolved");
}

// The shapes of the whole puzzle, each layer in any position: (top, bottom) with 8 corners.
const std::vector<std::pair<uint16_t, uint16_t>>& all_shapes() {
  static const std::vector<std::pair<uint16_t, uint16_t>> all = [] {
    std::vector<std::pair<uint16_t, uint16_t>> out;
    for (int c = 0; c <= kCorners; ++c)
      for (uint16_t top : layer_shapes(c))
        for (uint16_t bottom : layer_shapes(kCorners - c)) out.emplace_back(top, bottom);
    return out;
  }();
  return all;
}

}  // namespace

void prepare() {
  ShapeGraph::get();
  SquareTables::get();
}

std::vector<Move> solve(const Square1& s) {
  if (s.is_solved()) return {};
  Search search;
  const Move first_turn = turn_to_slash(s);
  search.start = s;
  search.start.apply(first_turn);
  const int node = search.shapes.node_of(search.start);
  const int shortest = search.shapes.distance(node);
  // Every total length from the shortest up, each split into a first and a second phase
  // every way: the first solution found is optimal. Affordable for the lengths a few slashes
  // long, so within a budget.
  search.budget = kOptimalBudget;
  for (int length = shortest; !search.done(); ++length)
    for (int first = shortest; first <= length && !search.done(); ++first) {
      search.first_length = first;
      search.second_length = length - first;
      search.moves.clear();
      search.first(node, first);
    }
  if (!search.found) {
    // Two phases as Kociemba's: first phases from the shortest up, each with the shortest
    // second phase that beats the best solution yet; after the first solution, within a
    // budget. The second phases are kept short at first (kSecondCap), so that none is
    // searched deep where another first phase ends nearer the solution; without the cap if
    // that finds none.
    search.second_length = -1;
    search.stop_when_found = false;
    for (const int cap : {kSecondCap, kMaxLength}) {
      search.second_cap = cap;
      search.budget = UINT64_MAX;
      for (int first = shortest; first < search.best_length && search.nodes <= search.budget;
           ++first) {
        search.first_length = first;
        search.moves.clear();
        search.first(node, first);
        if (search.best.empty() && first >= shortest + kFirstExtra) break;
      }
      if (!search.best.empty()) break;
    }
  }
  std::vector<Move> out = {first_turn};
  out.insert(out.end(), search.best.begin(), search.best.end());
  Square1 t = s;
  t.apply(out);
  out.push_back(final_turn(t));
  return simplify(out);
}

Square1 random_square1(Rng& rng) {
  const auto& shapes = all_shapes();
  const auto [top, bottom] = shapes[rng.below(shapes.size())];
  std::array<uint8_t, kCorners> corners{};
  std::array<uint8_t, kEdges> edges{};
  for (int i = 0; i < kCorners; ++i) corners[i] = static_cast<uint8_t>(i);
  for (int i = 0; i < kEdges; ++i) edges[i] = static_cast<uint8_t>(kCorners + i);
  // Fisher-Yates with the cubelab Rng, so that a seed gives the same state everywhere.
  for (int i = kCorners - 1; i > 0; --i) std::swap(corners[i], corners[rng.below(i + 1)]);
  for (int i = kEdges - 1; i > 0; --i) std::swap(edges[i], edges[rng.below(i + 1)]);
  std::array<uint8_t, 2 * kSlots> slots{};
  int corner = 0, edge = 0;
  const uint32_t key = top | uint32_t{bottom} << kSlots;
  for (int base : {0, kSlots})
    for (int i = 0; i < kSlots; ++i) {
      if (!(key >> (base + i) & 1)) continue;
      const int next = base + (i + 1) % kSlots;
      if (key >> next & 1)
        slots[base + i] = edges[edge++];
      else
        slots[base + i] = slots[next] = corners[corner++];
    }
  const bool middle = rng.below(2) == 1;
  return Square1::from_slots(slots, middle);
}

std::vector<Move> random_state_scramble(Rng& rng) {
  Square1 s;
  do s = random_square1(rng);
  while (s.is_solved());
  return invert(solve(s));
}

}  // namespace cubelab::square1
