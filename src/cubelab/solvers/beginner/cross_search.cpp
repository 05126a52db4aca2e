#include "cubelab/solvers/beginner/cross_search.h"

#include <algorithm>
#include <bit>
#include <vector>

#include "cubelab/solvers/beginner/cross_coord.h"

namespace cubelab::beginner {
namespace {

// A search node; parent links give the path back to the root (the document's closed list).
struct Node {
  uint32_t state;
  int32_t parent;
  uint8_t move;
  uint8_t g;
};

constexpr int kMaxF = 2 * kMaxCrossLength + 4;
constexpr int kMaxSum = 4 * 3 + 1;
constexpr uint8_t kUnseen = 0xff;
constexpr uint8_t kClosed = 0x80;

// The open list is the document's "list of lists": one FIFO bucket of node ids per (f, sum),
// so an insertion costs O(1); `taken` is how far each bucket has been consumed.
struct Bucket {
  std::vector<int32_t> ids;
  size_t taken = 0;
};

struct Scratch {
  std::vector<Node> nodes;
  // Per cross state: kUnseen, or the smallest g it was inserted with, plus kClosed once it
  // has been expanded. Reset through `nodes` after each search.
  std::vector<uint8_t> seen = std::vector<uint8_t>(kCrossIndices, kUnseen);
  std::array<std::array<Bucket, kMaxSum>, kMaxF> open;
  std::array<uint16_t, kMaxF> nonempty{};  // bit s set: bucket (f, s) has nodes left
};

struct Estimate {
  uint8_t h;    // admissible: the largest edge distance
  uint8_t sum;  // tie-breaker: the sum of the edge distances
};

// (max, sum) of four distances 0..3 packed two bits each.
const std::array<Estimate, 256>& estimate_table() {
  static const std::array<Estimate, 256> table = [] {
    std::array<Estimate, 256> t{};
    for (int code = 0; code < 256; ++code) {
      int h = 0, sum = 0;
      for (int e = 0; e < 4; ++e) {
        int d = (code >> (2 * e)) & 3;
        h = std::max(h, d);
        sum += d;
      }
      t[code] = {static_cast<uint8_t>(h), static_cast<uint8_t>(sum)};
    }
    return t;
  }();
  return table;
}

inline Estimate estimate(const CrossTables& t, uint32_t s) {
  int code = t.dist[0][s & 0xff] | t.dist[1][(s >> 8) & 0xff] << 2 |
             t.dist[2][(s >> 16) & 0xff] << 4 | t.dist[3][s >> 24] << 6;
  return estimate_table()[code];
}

}  // namespace

CrossSolution solve_cross(const CubieCube& cube) {
  const CrossTables& t = cross_tables();
  thread_local Scratch sc;
  sc.nodes.clear();
  for (auto& row : sc.open)
    for (Bucket& b : row) b.ids.clear(), b.taken = 0;
  sc.nonempty.fill(0);

  auto push = [&](uint32_t state, int32_t parent, Move move, int g) {
    Estimate e = estimate(t, state);
    int f = g + e.h;
    sc.open[f][e.sum].ids.push_back(static_cast<int32_t>(sc.nodes.size()));
    sc.nonempty[f] |= static_cast<uint16_t>(1u << e.sum);
    sc.nodes.push_back({state, parent, move, static_cast<uint8_t>(g)});
  };

  CrossSolution out;
  uint32_t root = cross_state(cube);
  push(root, -1, 0, 0);
  sc.seen[cross_index(root)] = 0;
  int f = 0;
  int32_t goal = -1;
  while (goal < 0) {
    while (sc.nonempty[f] == 0) ++f;  // f never decreases: the heuristic is consistent
    int sum = std::countr_zero(sc.nonempty[f]);
    Bucket& bucket = sc.open[f][sum];
    int32_t id = bucket.ids[bucket.taken++];
    if (bucket.taken == bucket.ids.size()) sc.nonempty[f] &= static_cast<uint16_t>(~(1u << sum));

    const Node node = sc.nodes[id];
    uint8_t& info = sc.seen[cross_index(node.state)];
    if (info & kClosed) continue;  // expanded before, with a smaller or equal g
    info |= kClosed;
    if (node.state == kCrossSolved) {
      goal = id;
      break;
    }
    ++out.expanded;
    int prev_face = node.parent < 0 ? -1 : move_face(node.move);
    for (Move m = 0; m < kMoves; ++m) {
      if (!allowed_after(prev_face, move_face(m))) continue;
      uint32_t child = cross_apply(t, node.state, m);
      // The document's "non-transcendent operations": a move that leaves every cross edge where
      // it is gives the same cross state; it is not inserted.
      if (child == node.state) continue;
      // A state already inserted with g + 1 or less would leave the open list before this
      // copy, which would then be dropped as closed: not inserting it changes nothing.
      uint8_t& child_info = sc.seen[cross_index(child)];
      int child_g = node.g + 1;
      if (child_info != kUnseen && (child_info & ~kClosed) <= child_g) continue;
      child_info = static_cast<uint8_t>(child_g);
      push(child, id, m, child_g);
      ++out.generated;
    }
  }

  out.length = sc.nodes[goal].g;
  for (int32_t id = goal, i = out.length - 1; sc.nodes[id].parent >= 0; id = sc.nodes[id].parent)
    out.moves[i--] = sc.nodes[id].move;
  for (const Node& n : sc.nodes) sc.seen[cross_index(n.state)] = kUnseen;
  return out;
}

}  // namespace cubelab::beginner
