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

// A breadth-first search over the states outer * inner + j, level by level: each level
// scans the table for the states found at the level before and expands them with
// `expand(outer, inner, visit)`, which calls visit(state) for each neighbour. No queue: the
// scratch memory is the byte-per-state table, which ends packed into nibbles (distances
// above 14 become 14, still lower bounds; none of these projections is that deep). When
// `symmetric` (a state's neighbours have it as a neighbour: the move set holds every
// move's inverse) and fewer states are left than were just found, the level is found
// backwards instead: the states left that have a neighbour in the last level.
template <typename Expand>
std::vector<uint8_t> layered_bfs(uint32_t outer, uint32_t inner, std::vector<uint32_t> goals,
                                 bool symmetric, Expand expand) {
  const uint32_t size = outer * inner;
  std::vector<uint8_t> distance(size, kUnreached);
  for (uint32_t g : goals) distance[g] = 0;
  uint64_t left = size - goals.size(), last = goals.size();
  for (uint8_t d = 0; last > 0 && left > 0; ++d) {
    const uint8_t next = static_cast<uint8_t>(d + 1);
    uint64_t found = 0;
    if (symmetric && left < last) {
      for (uint32_t o = 0, i = 0; o < outer; ++o)
        for (uint32_t j = 0; j < inner; ++j, ++i) {
          if (distance[i] != kUnreached) continue;
          bool near = false;
          expand(o, j, [&](uint32_t t) { near = near || distance[t] == d; });
          if (near) {
            distance[i] = next;
            ++found;
          }
        }
    } else {
      auto visit = [&](uint32_t t) {
        if (distance[t] == kUnreached) {
          distance[t] = next;
          ++found;
        }
      };
      for (uint32_t o = 0, i = 0; o < outer; ++o)
        for (uint32_t j = 0; j < inner; ++j, ++i)
          if (distance[i] == d) expand(o, j, visit);
    }
    left -= found;
    last = found;
  }
  std::vector<uint8_t> nibbles(tables::nibble_bytes(size), 0);
  for (uint32_t i = 0; i < size; ++i) {
    const uint8_t v = distance[i] > 14 ? 14 : distance[i];
    nibbles[i >> 1] |= static_cast<uint8_t>(v << ((i & 1) * 4));
  }
  return nibbles;
}

// The distance of every (a, b) of two coordinates from (a_goal, b_goal) under `moves`.
std::vector<uint8_t> pair_table(const coord::MoveTable& a, uint32_t a_goal,
                                const coord::MoveTable& b, uint32_t b_goal, uint32_t moves) {
  const uint32_t nb = b.size();
  return layered_bfs(a.size(), nb, {a_goal * nb + b_goal}, true,
                     [&](uint32_t sa, uint32_t sb, auto&& visit) {
                       for (uint32_t ms = moves; ms; ms &= ms - 1) {
                         const Move m = static_cast<Move>(__builtin_ctz(ms));
                         visit(a(sa, m) * nb + b(sb, m));
                       }
                     });
}

// The distance of every (corner_perm, ud_edge_comb_parity) under the moves of H, by the
// corner class: 387,520 (class, comb) entries, where the conjugates of a class
// representative that give it back (its self-symmetries) give one entry several comb
// values.
std::vector<uint8_t> corner_comb_table(const TinyTables& t, uint32_t corner_goal,
                                       uint32_t comb_goal) {
  const uint32_t n = coord::kUdEdgeCombParity;
  auto with_twins = [&](uint32_t cls, uint32_t comb, auto&& visit) {
    const uint32_t base = cls * n;
    visit(base + comb);
    for (uint64_t self = t.corner_sym.self_symmetries(cls) >> 1, s = 1; self; self >>= 1, ++s)
      if (self & 1) visit(base + t.comb_conj(comb, static_cast<int>(s)));
  };
  const uint32_t goal = t.corner_sym.packed(corner_goal);
  std::vector<uint32_t> goals;
  with_twins(goal >> 8, t.comb_conj(comb_goal, goal & 0xFF),
             [&](uint32_t i) { goals.push_back(i); });
  return layered_bfs(t.corner_sym.classes(), n, goals, false,
                     [&](uint32_t cls, uint32_t comb, auto&& visit) {
                       const uint32_t rep = t.corner_sym.representative(cls);
                       for (uint32_t ms = kPhase2Moves; ms; ms &= ms - 1) {
                         const Move m = static_cast<Move>(__builtin_ctz(ms));
                         const uint32_t p = t.corner_sym.packed(t.corners(rep, m));
                         with_twins(p >> 8, t.comb_conj(t.comb(comb, m), p & 0xFF), visit);
                       }
                     });
}

}  // namespace

TinyTables build_tiny_tables() {
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
  // Six searches of 0.4 to 4.5 million states: on two threads when the machine has them.
  parallel_for(2, 6, [&](uint64_t i, int) {
    switch (i) {
      case 0:  // the largest (4.5 M states) first, so that the others fill the other thread
        t.twist_flip = pair_table(t.twist, 0, t.flip, 0, coord::kAllMoves);
        break;
      case 1:
        t.twist_slice = pair_table(t.ud_slice, t.slice_solved, t.twist, 0, coord::kAllMoves);
        break;
      case 2:
        t.flip_slice = pair_table(t.ud_slice, t.slice_solved, t.flip, 0, coord::kAllMoves);
        break;
      case 3:
        t.corner_slice = pair_table(t.corners, coord::corner_perm(solved), t.slice_perm,
                                    t.slice_perm_solved, kPhase2Moves);
        break;
      case 4:
        t.edge_slice = pair_table(t.ud_edges, coord::ud_edge_perm(solved), t.slice_perm,
                                  t.slice_perm_solved, kPhase2Moves);
        break;
      default:
        t.corner_comb =
            corner_comb_table(t, coord::corner_perm(solved), coord::ud_edge_comb_parity(solved));
    }
  });

  t.build_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return t;
}

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
  static const TinyTables tables = build_tiny_tables();
  return tables;
}

}  // namespace cubelab::twophase
