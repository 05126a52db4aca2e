#include "cubelab/solvers/twophase/tiny_tables.h"

#include <atomic>
#include <chrono>
#include <mutex>

#include "cubelab/base/thread_pool.h"
#include "cubelab/cube/symmetry.h"
#include "cubelab/tables/distance_table.h"

namespace cubelab::twophase {
namespace {

using coord::kPhase2Moves;

// A breadth-first search over the states outer * inner + j, level by level: each level
// scans the table for the states found at the level before and expands them with
// `expand(outer, inner, visit)`, which calls visit(state) for each neighbour until one call
// returns true. No queue: the
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
          expand(o, j, [&](uint32_t t) { return near = distance[t] == d; });
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
        return false;
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

// The distance of every (a, b) of two coordinates from (a_goal, b_goal) under `moves`, by
// the class of a under `sym`: entry class * size_b + conj(b, s), (class, s) being
// sym.packed(a). Conjugates of a class representative that give it back (its
// self-symmetries) give one state several entries: all of them are filled.
template <typename TableA>
std::vector<uint8_t> sym_pair_table(const coord::SymReduction& sym, const TableA& a,
                                    uint32_t a_goal, const coord::ConjTable& conj,
                                    const coord::MoveTable& b, uint32_t b_goal, uint32_t moves) {
  const uint32_t n = b.size();
  // visit(i) for each entry of the state; true when a call returned true.
  auto with_twins = [&](uint32_t cls, uint32_t value, auto&& visit) {
    const uint32_t base = cls * n;
    if (visit(base + value)) return true;
    for (uint64_t self = sym.self_symmetries(cls) & ~uint64_t{1}; self; self &= self - 1)
      if (visit(base + conj(value, __builtin_ctzll(self)))) return true;
    return false;
  };
  const uint32_t goal = sym.packed(a_goal);
  std::vector<uint32_t> goals;
  with_twins(goal >> 8, conj(b_goal, goal & 0xFF), [&](uint32_t i) {
    if (std::find(goals.begin(), goals.end(), i) == goals.end()) goals.push_back(i);
    return false;
  });
  return layered_bfs(sym.classes(), n, goals, true,
                     [&](uint32_t cls, uint32_t value, auto&& visit) {
                       const uint32_t rep = sym.representative(cls);
                       for (uint32_t ms = moves; ms; ms &= ms - 1) {
                         const Move m = static_cast<Move>(__builtin_ctz(ms));
                         const uint32_t p = sym.packed(a(rep, m));
                         if (with_twins(p >> 8, conj(b(value, m), p & 0xFF), visit)) return;
                       }
                     });
}

// For every value i of `coord`: `read` of the inverse of a cube with coordinate i (the
// pieces the coordinate does not fix left solved).
template <typename T>
std::vector<T> of_inverses(const coord::Coordinate& coord, const coord::Coordinate& read) {
  std::vector<T> out(coord.size);
  for (uint32_t i = 0; i < coord.size; ++i) {
    CubieCube c;
    coord.set(c, i);
    out[i] = static_cast<T>(read.get(c.inverse()));
  }
  return out;
}

}  // namespace

HMoveTable::HMoveTable(const coord::Coordinate& coord)
    : next_(static_cast<size_t>(coord.size) * 10) {
  for (uint32_t i = 0; i < coord.size; ++i) {
    CubieCube c;
    coord.set(c, i);
    for (int face = 0; face < kFaces; ++face) {
      CubieCube x = c;
      const bool quarter = face == U || face == D;  // R, F, L, B: only the half turn
      for (int power = 1; power <= (quarter ? 3 : 2); ++power) {
        coord::multiply(x, CubieCube::move_cube(make_move(face, 1)), coord.pieces);
        const Move m = make_move(face, power);
        if (coord::kPhase2Moves >> m & 1)
          next_[static_cast<size_t>(i) * 10 + kColumn[m]] = static_cast<uint16_t>(coord.get(x));
      }
    }
  }
}

TinyTables build_tiny_tables() {
  const auto start = std::chrono::steady_clock::now();
  TinyTables t;
  const CubieCube solved;
  // The small tables both phase-2 sequences below read.
  t.slice_perm = coord::MoveTable(coord::slice_perm_coord(), kPhase2Moves);
  t.slice_perm_conj = coord::ConjTable(coord::slice_perm_coord(), kUdSymmetries);
  t.slice_perm_solved = coord::slice_perm(solved);
  t.slice_solved = coord::ud_slice(solved);
  // Three sequences, on two threads when the machine has them (the longest first, the
  // shortest to whichever thread is free first): the phase-1 tables, which read twist, flip
  // and ud_slice (0.7 million entries); the phase-2 tables of the corners, and that of the
  // U and D edges.
  parallel_for(2, 3, [&](uint64_t part, int) {
    if (part == 0) {
      t.flip = coord::MoveTable(coord::flip_coord());
      t.twist = coord::MoveTable(coord::twist_coord());
      t.ud_slice = coord::MoveTable(coord::ud_slice_coord());
      t.twist_sym =
          coord::SymReduction(coord::twist_coord(), kUdSymmetries, coord::kUdFbSymmetries);
      t.flip_sym = coord::SymReduction(coord::flip_coord(), kUdSymmetries, coord::kUdFbSymmetries);
      t.flip_conj = coord::ConjTable(coord::flip_coord(), kUdSymmetries, coord::kUdFbSymmetries);
      t.slice_conj =
          coord::ConjTable(coord::ud_slice_coord(), kUdSymmetries, coord::kUdFbSymmetries);
      t.twist_flip =
          sym_pair_table(t.twist_sym, t.twist, 0, t.flip_conj, t.flip, 0, coord::kAllMoves);
      t.twist_slice = sym_pair_table(t.twist_sym, t.twist, 0, t.slice_conj, t.ud_slice,
                                     t.slice_solved, coord::kAllMoves);
      t.flip_slice = sym_pair_table(t.flip_sym, t.flip, 0, t.slice_conj, t.ud_slice, t.slice_solved,
                                    coord::kAllMoves);
    } else if (part == 1) {
      t.corners = HMoveTable(coord::corner_perm_coord());
      t.comb = coord::MoveTable(coord::ud_edge_comb_parity_coord(), kPhase2Moves);
      t.corner_sym = coord::SymReduction(coord::corner_perm_coord(), kUdSymmetries);
      t.comb_conj = coord::ConjTable(coord::ud_edge_comb_parity_coord(), kUdSymmetries);
      t.corner_inverse =
          of_inverses<uint16_t>(coord::corner_perm_coord(), coord::corner_perm_coord());
      const uint32_t corners_solved = coord::corner_perm(solved);
      t.corner_slice = sym_pair_table(t.corner_sym, t.corners, corners_solved, t.slice_perm_conj,
                                      t.slice_perm, t.slice_perm_solved, kPhase2Moves);
      t.corner_comb = sym_pair_table(t.corner_sym, t.corners, corners_solved, t.comb_conj, t.comb,
                                     coord::ud_edge_comb_parity(solved), kPhase2Moves);
    } else {
      t.ud_edges = HMoveTable(coord::ud_edge_perm_coord());
      t.edge_sym = coord::SymReduction(coord::ud_edge_perm_coord(), kUdSymmetries);
      t.comb_of_inverse =
          of_inverses<uint8_t>(coord::ud_edge_perm_coord(), coord::ud_edge_comb_parity_coord());
      t.edge_slice =
          sym_pair_table(t.edge_sym, t.ud_edges, coord::ud_edge_perm(solved), t.slice_perm_conj,
                         t.slice_perm, t.slice_perm_solved, kPhase2Moves);
    }
  });

  t.build_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return t;
}

uint64_t TinyTables::bytes() const {
  uint64_t n = twist_slice.size() + flip_slice.size() + twist_flip.size() + corner_slice.size() +
               edge_slice.size() + corner_comb.size();
  // the classes' packed values and representatives, the conjugates
  for (const coord::SymReduction* r : {&twist_sym, &flip_sym, &corner_sym, &edge_sym})
    n += uint64_t{r->raw_size()} * 4 + uint64_t{r->classes()} * 12;
  n += uint64_t{coord::kFlip + coord::kUdSlice + coord::kSlicePerm + coord::kUdEdgeCombParity} *
       kUdSymmetries * 2;
  for (const coord::MoveTable* m : {&flip, &twist, &ud_slice, &slice_perm, &comb})
    n += uint64_t{m->size()} * kMoves * sizeof(uint16_t);
  n += corners.bytes() + ud_edges.bytes();
  return n + corner_inverse.size() * sizeof(uint16_t) + comb_of_inverse.size();
}

uint64_t tiny_tables_expected_bytes() {
  using namespace coord;
  const uint64_t pruning = tables::nibble_bytes(uint64_t{kTinyTwistClasses} * kUdSlice) +
                           tables::nibble_bytes(uint64_t{kTinyFlipClasses} * kUdSlice) +
                           tables::nibble_bytes(uint64_t{kTinyTwistClasses} * kFlip) +
                           2 * tables::nibble_bytes(uint64_t{kTinyPermClasses} * kSlicePerm) +
                           tables::nibble_bytes(uint64_t{kTinyPermClasses} * kUdEdgeCombParity);
  const uint64_t moves =
      uint64_t{kFlip + kTwist + kUdSlice + kSlicePerm + kUdEdgeCombParity} * kMoves * 2 +
      uint64_t{kCornerPerm + kUdEdgePerm} * 10 * 2;
  const uint64_t symmetry =
      uint64_t{kTwist + kFlip + kCornerPerm + kUdEdgePerm} * 4 +
      uint64_t{kTinyTwistClasses + kTinyFlipClasses + 2 * kTinyPermClasses} * 12 +
      uint64_t{kFlip + kUdSlice + kSlicePerm + kUdEdgeCombParity} * kUdSymmetries * 2;
  const uint64_t inverse = uint64_t{kCornerPerm} * 2 + kUdEdgePerm;
  return pruning + moves + symmetry + inverse;
}

const TinyTables& tiny_tables() {
  static const TinyTables tables = build_tiny_tables();
  return tables;
}

}  // namespace cubelab::twophase
