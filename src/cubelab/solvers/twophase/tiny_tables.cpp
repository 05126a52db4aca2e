#include "cubelab/solvers/twophase/tiny_tables.h"

#include <atomic>
#include <chrono>
#include <mutex>

#include "cubelab/search/thread_pool.h"
#include "cubelab/tables/distance_table.h"

namespace cubelab::twophase {
namespace {

using coord::kPhase2Moves;

// The distance of every (a, b) of two coordinates from (a_goal, b_goal) under `moves`, 4 bits
// an entry: a breadth-first search with a queue, which visits each of the million or so
// states once (a level-by-level scan of the whole table would read it once per level).
std::vector<uint8_t> pair_table(const coord::MoveTable& a, uint32_t a_goal,
                                const coord::MoveTable& b, uint32_t b_goal, uint32_t moves) {
  const uint32_t nb = b.size();
  const uint32_t size = a.size() * nb;
  std::vector<uint8_t> distance(size, kUnreached);
  std::vector<uint32_t> queue;
  queue.reserve(size);
  queue.push_back(a_goal * nb + b_goal);
  distance[queue.front()] = 0;
  for (size_t head = 0; head < queue.size(); ++head) {
    const uint32_t s = queue[head], sa = s / nb, sb = s % nb;
    const uint8_t next = static_cast<uint8_t>(distance[s] + 1);
    for (uint32_t ms = moves; ms; ms &= ms - 1) {
      const Move m = static_cast<Move>(__builtin_ctz(ms));
      const uint32_t t = a(sa, m) * nb + b(sb, m);
      if (distance[t] == kUnreached) {
        distance[t] = next;
        queue.push_back(t);
      }
    }
  }
  // Distances above 14 would become 14, still a lower bound (none of these projections is
  // that deep; every state is reached, the groups being transitive on them).
  std::vector<uint8_t> nibbles(tables::nibble_bytes(size), 0);
  for (uint32_t i = 0; i < size; ++i) {
    const uint8_t v = distance[i] > 14 ? 14 : distance[i];
    nibbles[i >> 1] |= static_cast<uint8_t>(v << ((i & 1) * 4));
  }
  return nibbles;
}

std::atomic<bool> built{false};

TinyTables build() {
  const auto start = std::chrono::steady_clock::now();
  TinyTables t;
  t.flip = coord::MoveTable(coord::flip_coord());
  t.twist = coord::MoveTable(coord::twist_coord());
  t.ud_slice = coord::MoveTable(coord::ud_slice_coord());
  t.corners = coord::MoveTable(coord::corner_perm_coord(), kPhase2Moves);
  t.ud_edges = coord::MoveTable(coord::ud_edge_perm_coord(), kPhase2Moves);
  t.slice_perm = coord::MoveTable(coord::slice_perm_coord(), kPhase2Moves);
  const CubieCube solved;
  t.slice_solved = coord::ud_slice(solved);
  t.slice_perm_solved = coord::slice_perm(solved);
  // Four searches of about a million states each (50 ms apiece): on two threads when the
  // machine has them.
  parallel_for(2, 5, [&](uint64_t i, int) {
    if (i == 4) t.twist_flip = pair_table(t.twist, 0, t.flip, 0, coord::kAllMoves);
    if (i == 0)
      t.twist_slice = pair_table(t.ud_slice, t.slice_solved, t.twist, 0, coord::kAllMoves);
    if (i == 1) t.flip_slice = pair_table(t.ud_slice, t.slice_solved, t.flip, 0, coord::kAllMoves);
    if (i == 2)
      t.corner_slice = pair_table(t.corners, coord::corner_perm(solved), t.slice_perm,
                                  t.slice_perm_solved, kPhase2Moves);
    if (i == 3)
      t.edge_slice = pair_table(t.ud_edges, coord::ud_edge_perm(solved), t.slice_perm,
                                t.slice_perm_solved, kPhase2Moves);
  });
  t.build_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return t;
}

}  // namespace

uint64_t TinyTables::bytes() const {
  uint64_t n = twist_slice.size() + flip_slice.size() + twist_flip.size() + corner_slice.size() +
               edge_slice.size();
  for (const coord::MoveTable* m : {&flip, &twist, &ud_slice, &corners, &ud_edges, &slice_perm})
    n += uint64_t{m->size()} * kMoves * sizeof(uint16_t);
  return n;
}

const TinyTables& tiny_tables() {
  static const TinyTables tables = [] {
    TinyTables t = build();
    built = true;
    return t;
  }();
  return tables;
}

bool tiny_tables_built() { return built; }

}  // namespace cubelab::twophase
