#include "cubelab/lab/pocket_bfs.h"

#include <chrono>
#include <deque>
#include <limits>
#include <stdexcept>

#include "cubelab/cube/move.h"
#include "cubelab/solvers/pocket/tables.h"

namespace cubelab::lab {
namespace {

constexpr uint32_t kNotClosed = std::numeric_limits<uint32_t>::max();
constexpr int kFaceTurns = 18;

// A node of the closed list: its state, its parent's place in the list and the turn from
// the parent (the root is its own parent).
struct ClosedNode {
  uint32_t state, parent;
  Move move;
};

// A node waiting in the open list: 22 bits of state (3,674,160 < 2^22) and the turn in one
// word, the parent's place in the closed list in the other, so that millions of queued
// duplicates fit in memory.
struct OpenNode {
  uint32_t state_and_move, parent;
  uint32_t state() const { return state_and_move & ((1u << 22) - 1); }
  Move move() const { return static_cast<Move>(state_and_move >> 22); }
};

Alg path_to(const std::vector<ClosedNode>& closed, uint32_t parent, Move last) {
  std::vector<Move> reversed{last};
  for (uint32_t at = parent; closed[at].parent != at; at = closed[at].parent)
    reversed.push_back(closed[at].move);
  return Alg(std::vector<Move>(reversed.rbegin(), reversed.rend()));
}

}  // namespace

uint32_t pocket_bfs_successor(uint32_t state, int move) {
  const Move m = static_cast<Move>(move);
  if (move_face(m) < 3) return pocket::next_state(state, m);  // U R F
  return pocket::next_state(state, static_cast<Move>(m - 9));
}

PocketBfs::PocketBfs() : closed_at_(pocket::kStateCount, kNotClosed) {}

PocketBfsResult PocketBfs::solve(const CubieCube& normalised_cube) {
  const auto start = std::chrono::steady_clock::now();
  PocketBfsResult r;
  const uint32_t goal = pocket::state_index(CubieCube{});
  const uint32_t root = pocket::state_index(normalised_cube);
  std::vector<ClosedNode> closed;
  std::deque<OpenNode> open;
  auto finish = [&](Alg solution) {
    r.solution = std::move(solution);
    r.expanded = static_cast<int64_t>(closed.size());
    for (const ClosedNode& n : closed) closed_at_[n.state] = kNotClosed;  // ready for the next
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
  };
  if (root == goal) return finish(Alg{});
  open.push_back({root, 0});
  bool root_taken = false;
  while (!open.empty()) {
    const OpenNode node = open.front();
    open.pop_front();
    if (closed_at_[node.state()] != kNotClosed) {
      ++r.requeued;
      continue;
    }
    const uint32_t here = static_cast<uint32_t>(closed.size());
    closed.push_back({node.state(), root_taken ? node.parent : here, node.move()});
    root_taken = true;
    closed_at_[node.state()] = here;
    for (int m = 0; m < kFaceTurns; ++m) {
      const uint32_t child = pocket_bfs_successor(node.state(), m);
      ++r.generated;
      if (child == goal) return finish(path_to(closed, here, static_cast<Move>(m)));
      const uint32_t at = closed_at_[child];
      if (at != kNotClosed) {
        ++r.duplicates;
        r.closed_scan_comparisons += at + 1.0;
        continue;
      }
      r.closed_scan_comparisons += static_cast<double>(closed.size());
      open.push_back({child | static_cast<uint32_t>(m) << 22, here});
    }
    r.open_peak = std::max(r.open_peak, static_cast<int64_t>(open.size()));
  }
  // Not reached: every normalised state is solvable and the search sees them all.
  throw std::logic_error("2x2x2 breadth-first search ran out of nodes");
}

}  // namespace cubelab::lab
