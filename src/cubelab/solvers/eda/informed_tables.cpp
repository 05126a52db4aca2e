#include "cubelab/solvers/eda/informed_tables.h"

#include <algorithm>
#include <array>
#include <functional>

#include "cubelab/coord/ranking.h"
#include "cubelab/tables/distance_table.h"

namespace cubelab::eda {
namespace {

// A coordinate: a function of the cube whose value after a move depends only on its value
// before it (for the moves it is used with), so a move table describes it.
struct Coordinate {
  uint32_t size;
  std::function<uint32_t(const CubieCube&)> get;
  std::function<CubieCube(uint32_t)> set;  // some cube with this coordinate value
};

constexpr int kSliceFirst = FR;  // FR FL BL BR are the UD-slice edges 8..11

uint32_t twist(const CubieCube& c) { return rank::orientation(c.co, 3); }
uint32_t flip(const CubieCube& c) { return rank::orientation(c.eo, 2); }
// The slice coordinate by a table over the 4096 masks of positions holding slice edges
// (rank::combination recomputes binomials; this is on the fitness's hot path).
uint32_t slice(const CubieCube& c) {
  static const std::vector<uint16_t> by_mask = [] {
    std::vector<uint16_t> t(1 << kEdges, 0);
    for (uint32_t mask = 0; mask < t.size(); ++mask) {
      std::array<bool, kEdges> chosen{};
      for (int i = 0; i < kEdges; ++i) chosen[i] = mask >> i & 1;
      t[mask] = static_cast<uint16_t>(rank::combination(chosen));
    }
    return t;
  }();
  uint32_t mask = 0;
  for (int i = 0; i < kEdges; ++i) mask |= static_cast<uint32_t>(c.ep[i] >= kSliceFirst) << i;
  return by_mask[mask];
}
uint32_t corner_perm(const CubieCube& c) { return rank::permutation(c.cp); }
uint32_t ud_edge_perm(const CubieCube& c) { return rank::permutation(std::span(c.ep).first(8)); }
uint32_t slice_perm(const CubieCube& c) {
  std::array<uint8_t, 4> p{};
  for (int i = 0; i < 4; ++i) p[i] = static_cast<uint8_t>(c.ep[kSliceFirst + i] - kSliceFirst);
  return rank::permutation(p);
}

// Positions of `k` tracked pieces (first..first+k-1) and their orientations, in piece order.
template <size_t N>
uint32_t pieces_with_orientation(const std::array<uint8_t, N>& perm,
                                 const std::array<uint8_t, N>& ori, int first, int k, int base) {
  uint32_t where = rank::partial_permutation(perm, first, k);
  uint32_t o = 0;
  for (int j = 0; j < k; ++j)
    for (size_t p = 0; p < N; ++p)
      if (perm[p] == first + j) o = o * base + ori[p] % base;
  uint32_t oris = 1;
  for (int j = 0; j < k; ++j) oris *= base;
  return where * oris + o;
}

template <size_t N>
void set_pieces_with_orientation(uint32_t index, std::array<uint8_t, N>& perm,
                                 std::array<uint8_t, N>& ori, int first, int k, int base) {
  uint32_t oris = 1;
  for (int j = 0; j < k; ++j) oris *= base;
  uint32_t o = index % oris;
  rank::unrank_partial_permutation(index / oris, perm, first, k);
  // Fill the other positions with the untracked pieces, in order.
  uint8_t next = 0;
  for (auto& p : perm) {
    if (p != 255) continue;
    while (next >= first && next < first + k) ++next;
    p = next++;
  }
  std::fill(ori.begin(), ori.end(), 0);
  for (int j = k - 1; j >= 0; --j) {
    for (size_t p = 0; p < N; ++p)
      if (perm[p] == first + j) ori[p] = static_cast<uint8_t>(o % base);
    o /= base;
  }
}

Coordinate twist_coord() {
  return {2187, twist, [](uint32_t x) {
            CubieCube c;
            rank::unrank_orientation(x, c.co, 3);
            return c;
          }};
}
Coordinate flip_coord() {
  return {2048, flip, [](uint32_t x) {
            CubieCube c;
            rank::unrank_orientation(x, c.eo, 2);
            return c;
          }};
}
Coordinate slice_coord() {
  return {495, slice, [](uint32_t x) {
            CubieCube c;
            std::array<bool, kEdges> chosen{};
            rank::unrank_combination(x, chosen, 4);
            uint8_t slice_edge = kSliceFirst, other = 0;
            for (int i = 0; i < kEdges; ++i) c.ep[i] = chosen[i] ? slice_edge++ : other++;
            return c;
          }};
}
Coordinate corner_perm_coord() {
  return {40320, corner_perm, [](uint32_t x) {
            CubieCube c;
            rank::unrank_permutation(x, c.cp);
            return c;
          }};
}
Coordinate ud_edge_perm_coord() {
  return {40320, ud_edge_perm, [](uint32_t x) {
            CubieCube c;
            rank::unrank_permutation(x, std::span(c.ep).first(8));
            return c;
          }};
}
Coordinate slice_perm_coord() {
  return {24, slice_perm, [](uint32_t x) {
            CubieCube c;
            std::array<uint8_t, 4> p{};
            rank::unrank_permutation(x, p);
            for (int i = 0; i < 4; ++i) c.ep[kSliceFirst + i] = static_cast<uint8_t>(p[i] + kSliceFirst);
            return c;
          }};
}
Coordinate corner4_coord(int first) {
  return {1680 * 81,
          [first](const CubieCube& c) { return pieces_with_orientation(c.cp, c.co, first, 4, 3); },
          [first](uint32_t x) {
            CubieCube c;
            set_pieces_with_orientation(x, c.cp, c.co, first, 4, 3);
            return c;
          }};
}
Coordinate edge4_coord(int first) {
  return {11880 * 16,
          [first](const CubieCube& c) { return pieces_with_orientation(c.ep, c.eo, first, 4, 2); },
          [first](uint32_t x) {
            CubieCube c;
            set_pieces_with_orientation(x, c.ep, c.eo, first, 4, 2);
            return c;
          }};
}

// A state of H is fixed by its corner, U/D-edge and slice-edge permutations.
uint64_t h_key(const CubieCube& c) {
  return (uint64_t{corner_perm(c)} * 40320 + ud_edge_perm(c)) * 24 + slice_perm(c);
}

std::vector<Move> all_moves() {
  std::vector<Move> m(kMoves);
  for (int i = 0; i < kMoves; ++i) m[i] = static_cast<Move>(i);
  return m;
}

std::vector<Move> h_moves() {
  std::vector<Move> m;
  for (int i = 0; i < kMoves; ++i) {
    int face = move_face(static_cast<Move>(i));
    if (face == U || face == D || move_power(static_cast<Move>(i)) == 2)
      m.push_back(static_cast<Move>(i));
  }
  return m;
}

std::vector<uint32_t> move_table(const Coordinate& c, const std::vector<Move>& moves) {
  std::vector<uint32_t> t(static_cast<size_t>(c.size) * moves.size());
  for (uint32_t x = 0; x < c.size; ++x) {
    CubieCube cube = c.set(x);
    for (size_t m = 0; m < moves.size(); ++m)
      t[x * moves.size() + m] = c.get(cube * CubieCube::move_cube(moves[m]));
  }
  return t;
}

// Distance table over the pair (a, b), index a * b.size + b.
std::vector<uint8_t> pair_table(const Coordinate& a, const Coordinate& b,
                                const std::vector<Move>& moves) {
  std::vector<uint32_t> ma = move_table(a, moves), mb = move_table(b, moves);
  const uint64_t k = moves.size(), bs = b.size;
  CubieCube solved;
  uint64_t goal = a.get(solved) * bs + b.get(solved);
  return build_distance_table(uint64_t{a.size} * bs, std::span(&goal, 1), static_cast<int>(k),
                              [&](uint64_t s, int m) -> uint64_t {
                                return uint64_t{ma[(s / bs) * k + m]} * bs + mb[(s % bs) * k + m];
                              });
}

std::vector<uint8_t> single_table(const Coordinate& a, const std::vector<Move>& moves) {
  std::vector<uint32_t> ma = move_table(a, moves);
  const uint64_t k = moves.size();
  uint64_t goal = a.get(CubieCube{});
  return build_distance_table(a.size, std::span(&goal, 1), static_cast<int>(k),
                              [&](uint64_t s, int m) -> uint64_t { return ma[s * k + m]; });
}

}  // namespace

PhaseTables::PhaseTables() {
  const auto all = all_moves(), h = h_moves();
  twist_slice_ = pair_table(twist_coord(), slice_coord(), all);
  flip_slice_ = pair_table(flip_coord(), slice_coord(), all);
  corner_slice_perm_ = pair_table(corner_perm_coord(), slice_perm_coord(), h);
  edge_slice_perm_ = pair_table(ud_edge_perm_coord(), slice_perm_coord(), h);
  h_exact_ = std::make_unique<ExactNeighbourhood>(h, kHExactDepth, h_key);
}

const PhaseTables& PhaseTables::get() {
  static const PhaseTables tables;
  return tables;
}

WholeTables::WholeTables() : phase_(PhaseTables::get()) {
  const auto all = all_moves();
  corner_perm_ = single_table(corner_perm_coord(), all);
  for (int first : {0, 4}) corner4_.push_back(single_table(corner4_coord(first), all));
  for (int first : {0, 4, 8}) edge4_.push_back(single_table(edge4_coord(first), all));
}

const WholeTables& WholeTables::get() {
  static const WholeTables tables;
  return tables;
}

PhaseLookup PhaseTables::lookup(const CubieCube& c) const {
  PhaseLookup r;
  uint32_t sl = slice(c);
  r.twist_slice = twist_slice_[twist(c) * 495 + sl];
  r.flip_slice = flip_slice_[flip(c) * 495 + sl];
  if (r.in_h()) {
    uint32_t sp = slice_perm(c);
    uint32_t cp = corner_perm(c), ep = ud_edge_perm(c);
    r.corner_slice_perm = corner_slice_perm_[cp * 24 + sp];
    r.edge_slice_perm = edge_slice_perm_[ep * 24 + sp];
    r.h_exact = static_cast<int8_t>(h_exact_->distance((uint64_t{cp} * 40320 + ep) * 24 + sp));
  }
  return r;
}

WholeLookup WholeTables::lookup(const CubieCube& c) const {
  uint32_t sl = slice(c);
  const uint8_t parts[] = {phase_.twist_slice_[twist(c) * 495 + sl],
                           phase_.flip_slice_[flip(c) * 495 + sl],
                           corner_perm_[corner_perm(c)],
                           corner4_[0][pieces_with_orientation(c.cp, c.co, 0, 4, 3)],
                           corner4_[1][pieces_with_orientation(c.cp, c.co, 4, 4, 3)],
                           edge4_[0][pieces_with_orientation(c.ep, c.eo, 0, 4, 2)],
                           edge4_[1][pieces_with_orientation(c.ep, c.eo, 4, 4, 2)],
                           edge4_[2][pieces_with_orientation(c.ep, c.eo, 8, 4, 2)]};
  WholeLookup r;
  for (uint8_t p : parts) {
    r.max = std::max(r.max, p);
    r.sum = static_cast<uint16_t>(r.sum + p);
  }
  return r;
}

}  // namespace cubelab::eda
