// The Square-1's shapes and the first phase's distance table (shape.h).
#include "cubelab/puzzles/square1/shape.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>

namespace cubelab::square1 {
namespace {

constexpr uint8_t kShapeUnreached = 255;

// A state of the shape with the pieces in order: corners A, B, ... and edges 1, 2, ... as
// they are read.
Square1 representative(uint32_t key) {
  std::array<uint8_t, 2 * kSlots> slots{};
  int corner = 0, edge = kCorners;
  for (int base : {0, kSlots})
    for (int i = 0; i < kSlots; ++i) {
      if (!(key >> (base + i) & 1)) continue;
      const int next = base + (i + 1) % kSlots;
      if (key >> next & 1) {
        slots[base + i] = static_cast<uint8_t>(edge++);
      } else {
        slots[base + i] = slots[next] = static_cast<uint8_t>(corner++);
      }
    }
  return Square1::from_slots(slots, false);
}

// The shape both layers have in the second phase: a corner in slot 0, then edge, corner, ...
constexpr uint32_t kSquareLayer = 0b101101101101;
constexpr uint32_t kSquareSquare = kSquareLayer | kSquareLayer << kSlots;

// The second phase's start: the solved puzzle with the bottom turned back a twelfth, so that
// both layers start with a corner.
Square1 square_square_solved() {
  Square1 s;
  s.apply(Move{false, 0, -1});
  return s;
}

}  // namespace

uint32_t shape_key(const Square1& s) {
  uint32_t key = 0;
  const auto& slots = s.slots();
  for (int base : {0, kSlots})
    for (int i = 0; i < kSlots; ++i)
      if (slots[base + i] != slots[base + (i + kSlots - 1) % kSlots]) key |= 1u << (base + i);
  return key;
}

bool twistable(uint32_t key) {
  constexpr uint32_t kCuts = 1u | 1u << 6 | 1u << kSlots | 1u << (kSlots + 6);
  return (key & kCuts) == kCuts;
}

int piece_parity(const Square1& s) {
  std::vector<uint8_t> order;
  const auto& slots = s.slots();
  for (int base : {0, kSlots})
    for (int i = 0; i < kSlots; ++i)
      if (slots[base + i] != slots[base + (i + kSlots - 1) % kSlots])
        order.push_back(slots[base + i]);
  int inversions = 0;
  for (size_t i = 0; i < order.size(); ++i)
    for (size_t j = i + 1; j < order.size(); ++j) inversions += order[i] > order[j];
  return inversions & 1;
}

std::vector<uint16_t> layer_shapes(int corners) {
  std::vector<uint16_t> out;
  for (uint32_t mask = 1; mask < (1u << kSlots); ++mask) {
    // Each piece is one slot (the next starts a piece too) or two (the next does not, and the
    // one after does).
    bool valid = true;
    int count = 0;
    for (int i = 0; i < kSlots && valid; ++i) {
      if (!(mask >> i & 1)) continue;
      if (mask >> ((i + 1) % kSlots) & 1) continue;
      valid = mask >> ((i + 2) % kSlots) & 1;
      ++count;
    }
    if (valid && (corners < 0 || count == corners)) out.push_back(static_cast<uint16_t>(mask));
  }
  return out;
}

const ShapeGraph& ShapeGraph::get() {
  static const ShapeGraph g;
  return g;
}

int ShapeGraph::node_of(const Square1& s) const {
  const uint32_t key = shape_key(s);
  if (!twistable(key)) return -1;
  const auto it = std::lower_bound(keys_.begin(), keys_.end(), key);
  return 2 * static_cast<int>(it - keys_.begin()) + piece_parity(s);
}

int ShapeGraph::max_distance() const {
  return *std::max_element(distance_.begin(), distance_.end());
}

ShapeGraph::ShapeGraph() {
  const auto start = std::chrono::steady_clock::now();
  for (int c = 0; c <= kCorners; ++c)
    for (uint16_t top : layer_shapes(c))
      for (uint16_t bottom : layer_shapes(kCorners - c)) {
        const uint32_t key = top | uint32_t{bottom} << kSlots;
        if (twistable(key)) keys_.push_back(key);
      }
  std::sort(keys_.begin(), keys_.end());
  auto index = [this](uint32_t key) {
    return static_cast<int>(std::lower_bound(keys_.begin(), keys_.end(), key) - keys_.begin());
  };
  const size_t n = keys_.size();
  turns_.resize(n);
  slashed_.resize(2 * n);
  for (size_t i = 0; i < n; ++i) {
    const Square1 s = representative(keys_[i]);
    const int parity = piece_parity(s);
    for (int top = -5; top <= 6; ++top)
      for (int bottom = -5; bottom <= 6; ++bottom) {
        Square1 t = s;
        t.apply(Move{false, top, bottom});
        const uint32_t key = shape_key(t);
        if (!twistable(key)) continue;
        turns_[i].push_back(Turn{static_cast<int8_t>(top), static_cast<int8_t>(bottom),
                                 static_cast<uint16_t>(index(key)),
                                 static_cast<uint8_t>(piece_parity(t) ^ parity)});
      }
    Square1 t = s;
    t.apply(Move{true, 0, 0});
    const int next = 2 * index(shape_key(t)) + (piece_parity(t) ^ parity);
    slashed_[2 * i] = next;
    slashed_[2 * i + 1] = next ^ 1;
  }
  // Distance 0: a turn makes the square-square shape with the solved puzzle's parity. Then
  // each distance from the last: a turn and a slash to a node one nearer.
  const Square1 goal = square_square_solved();
  if (shape_key(goal) != kSquareSquare) throw std::logic_error("square-1: no square-square");
  const int goal_node = node_of(goal);
  distance_.assign(2 * n, kShapeUnreached);
  for (int node = 0; node < static_cast<int>(2 * n); ++node)
    for (const Turn& t : turns(node))
      if (after(node, t) == goal_node) distance_[node] = 0;
  for (int d = 0, changed = 1; changed; ++d) {
    changed = 0;
    for (int node = 0; node < static_cast<int>(2 * n); ++node) {
      if (distance_[node] != kShapeUnreached) continue;
      for (const Turn& t : turns(node))
        if (distance_[slashed(after(node, t))] == d) {
          distance_[node] = static_cast<uint8_t>(d + 1);
          changed = 1;
          break;
        }
    }
  }
  if (std::count(distance_.begin(), distance_.end(), kShapeUnreached) != 0)
    throw std::logic_error("square-1: a shape no slashes reach");
  build_ms_ =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace cubelab::square1
