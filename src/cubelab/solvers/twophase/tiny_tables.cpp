#include "cubelab/solvers/twophase/tiny_tables.h"

#include <atomic>
#include <chrono>
#include <mutex>

#include "cubelab/cube/symmetry.h"
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

// The distance of every (corner_perm, ud_edge_comb_parity) under the moves of H, by the
// corner class: a search over the 387,520 (class, comb) entries, where the conjugates of a
// class representative that give it back (its self-symmetries) give one entry several comb
// values.
std::vector<uint8_t> corner_comb_table(const TinyTables& t, uint32_t corner_goal,
                                       uint32_t comb_goal) {
  const uint32_t n = coord::kUdEdgeCombParity;
  const uint32_t size = t.corner_sym.classes() * n;
  std::vector<uint8_t> distance(size, kUnreached);
  std::vector<uint32_t> queue;
  queue.reserve(size);
  auto visit = [&](uint32_t cls, uint32_t comb, uint8_t d) {
    const uint32_t base = cls * n;
    auto one = [&](uint32_t i) {
      if (distance[i] != kUnreached) return;
      distance[i] = d;
      queue.push_back(i);
    };
    one(base + comb);
    for (uint64_t self = t.corner_sym.self_symmetries(cls) >> 1, s = 1; self; self >>= 1, ++s)
      if (self & 1) one(base + t.comb_conj(comb, static_cast<int>(s)));
  };
  const uint32_t goal = t.corner_sym.packed(corner_goal);
  visit(goal >> 8, t.comb_conj(comb_goal, goal & 0xFF), 0);
  for (size_t head = 0; head < queue.size(); ++head) {
    const uint32_t i = queue[head], cls = i / n, comb = i % n;
    const uint32_t rep = t.corner_sym.representative(cls);
    const uint8_t next = static_cast<uint8_t>(distance[i] + 1);
    for (uint32_t ms = kPhase2Moves; ms; ms &= ms - 1) {
      const Move m = static_cast<Move>(__builtin_ctz(ms));
      const uint32_t p = t.corner_sym.packed(t.corners(rep, m));
      visit(p >> 8, t.comb_conj(t.comb(comb, m), p & 0xFF), next);
    }
  }
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
  t.comb = coord::MoveTable(coord::ud_edge_comb_parity_coord(), kPhase2Moves);
  t.corner_sym = coord::SymReduction(coord::corner_perm_coord(), kUdSymmetries);
  t.comb_conj = coord::ConjTable(coord::ud_edge_comb_parity_coord(), kUdSymmetries);
  const CubieCube solved;
  t.slice_solved = coord::ud_slice(solved);
  t.slice_perm_solved = coord::slice_perm(solved);
  // Four searches of about a million states each (50 ms apiece): on two threads when the
  // machine has them.
  parallel_for(2, 6, [&](uint64_t i, int) {
    if (i == 5)
      t.corner_comb =
          corner_comb_table(t, coord::corner_perm(solved), coord::ud_edge_comb_parity(solved));
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
               edge_slice.size() + corner_comb.size();
  // the corner classes' packed values and representatives, the comb conjugates
  n += uint64_t{corner_sym.raw_size()} * 4 + uint64_t{corner_sym.classes()} * 12 +
       uint64_t{coord::kUdEdgeCombParity} * kUdSymmetries * 2;
  for (const coord::MoveTable* m :
       {&flip, &twist, &ud_slice, &corners, &ud_edges, &slice_perm, &comb})
    n += uint64_t{m->size()} * kMoves * sizeof(uint16_t);
  return n;
}

uint64_t tiny_tables_expected_bytes() {
  using namespace coord;
  constexpr uint64_t kCornerClasses = 2768;  // corner_perm under the 16 U-D symmetries
  const uint64_t pruning = tables::nibble_bytes(uint64_t{kUdSlice} * kTwist) +
                           tables::nibble_bytes(uint64_t{kUdSlice} * kFlip) +
                           tables::nibble_bytes(uint64_t{kTwist} * kFlip) +
                           2 * tables::nibble_bytes(uint64_t{kCornerPerm} * kSlicePerm) +
                           tables::nibble_bytes(kCornerClasses * kUdEdgeCombParity);
  const uint64_t moves = uint64_t{kFlip + kTwist + kUdSlice + kCornerPerm + kUdEdgePerm +
                                  kSlicePerm + kUdEdgeCombParity} *
                         kMoves * 2;
  const uint64_t symmetry =
      uint64_t{kCornerPerm} * 4 + kCornerClasses * 12 + uint64_t{kUdEdgeCombParity} * 16 * 2;
  return pruning + moves + symmetry;
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
