#include "cubelab/solvers/korf/coords.h"

#include <memory>

#include "cubelab/coord/coordinates.h"
#include "cubelab/coord/ranking.h"

namespace cubelab::korf {
namespace {

uint32_t arrangement_rank(int p0, int p1, int p2) {
  int d1 = p1 - (p0 < p1), d2 = p2 - (p0 < p2) - (p1 < p2);
  return static_cast<uint32_t>((p0 * 11 + d1) * 10 + d2);
}

std::unique_ptr<MoveTables> make_tables() {
  auto t = std::make_unique<MoveTables>();
  t->corner_perm = coord::MoveTable(coord::corner_perm_coord());
  t->twist = coord::MoveTable(coord::twist_coord());
  // Where a move takes the piece at each position, and whether it flips it.
  std::array<std::array<uint8_t, kEdges>, kMoves> dest{}, flip{};
  for (Move m = 0; m < kMoves; ++m) {
    const CubieCube& mc = CubieCube::move_cube(m);
    for (int i = 0; i < kEdges; ++i) {
      dest[m][mc.ep[i]] = static_cast<uint8_t>(i);
      flip[m][mc.ep[i]] = mc.eo[i];
    }
  }
  for (int p0 = 0; p0 < kEdges; ++p0)
    for (int p1 = 0; p1 < kEdges; ++p1)
      for (int p2 = 0; p2 < kEdges; ++p2) {
        if (p0 == p1 || p0 == p2 || p1 == p2) continue;
        uint32_t arr = arrangement_rank(p0, p1, p2);
        t->arrangement[arr] = static_cast<uint32_t>(p0 | p1 << 4 | p2 << 8) |
                              ((1u << p0 | 1u << p1 | 1u << p2) << 12);
        for (uint32_t ori = 0; ori < 8; ++ori)
          for (Move m = 0; m < kMoves; ++m) {
            uint32_t o0 = (ori >> 2 & 1) ^ flip[m][p0], o1 = (ori >> 1 & 1) ^ flip[m][p1],
                     o2 = (ori & 1) ^ flip[m][p2];
            t->triple[arr * 8 + ori][m] =
                static_cast<uint16_t>(arrangement_rank(dest[m][p0], dest[m][p1], dest[m][p2]) * 8 +
                                      (o0 << 2 | o1 << 1 | o2));
          }
      }
  return t;
}

}  // namespace

const MoveTables& move_tables() {
  static const std::unique_ptr<MoveTables> tables = make_tables();
  return *tables;
}

uint16_t triple_of(const CubieCube& c, int first_piece) {
  std::array<int, 3> pos{};
  uint32_t ori = 0;
  for (int i = 0; i < kEdges; ++i) {
    int j = c.ep[i] - first_piece;
    if (j >= 0 && j < 3) pos[j] = i;
  }
  for (int j = 0; j < 3; ++j) ori = ori << 1 | c.eo[pos[j]];
  return static_cast<uint16_t>(arrangement_rank(pos[0], pos[1], pos[2]) * 8 + ori);
}

State state_of(const CubieCube& c) {
  State s;
  s.corner_perm = static_cast<uint16_t>(coord::corner_perm(c));
  s.twist = static_cast<uint16_t>(coord::twist(c));
  for (int i = 0; i < 4; ++i) s.triple[i] = triple_of(c, 3 * i);
  return s;
}

uint64_t corner_index(const CubieCube& c) {
  return uint64_t{coord::corner_perm(c)} * kTwists + coord::twist(c);
}

uint32_t edge_index(const CubieCube& c, int first_piece) {
  uint32_t ori = 0;
  for (int piece = first_piece; piece < first_piece + 6; ++piece)
    for (int i = 0; i < kEdges; ++i)
      if (c.ep[i] == piece) ori = ori << 1 | c.eo[i];
  return rank::partial_permutation(c.ep, first_piece, 6) * 64 + ori;
}

void set_corners(uint64_t index, CubieCube& c) {
  coord::set_corner_perm(c, static_cast<uint32_t>(index / kTwists));
  coord::set_twist(c, static_cast<uint32_t>(index % kTwists));
}

std::array<uint16_t, 2> triples_of_edge_index(uint32_t index) {
  std::array<uint8_t, kEdges> pieces{};
  rank::unrank_partial_permutation(index >> 6, pieces, 0, 6);
  std::array<int, 6> pos{};
  for (int i = 0; i < kEdges; ++i)
    if (pieces[i] < 6) pos[pieces[i]] = i;
  uint32_t ori = index & 63;
  return {static_cast<uint16_t>(arrangement_rank(pos[0], pos[1], pos[2]) * 8 + (ori >> 3)),
          static_cast<uint16_t>(arrangement_rank(pos[3], pos[4], pos[5]) * 8 + (ori & 7))};
}

}  // namespace cubelab::korf
