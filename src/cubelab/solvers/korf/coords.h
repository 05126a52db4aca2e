#pragma once
// The coordinates of Korf's three pattern databases (de Souza 2011 §5.2, Korf 1997) and the
// small move tables that update them incrementally during the search.
//
//  - corners: coord::corner_perm (rank::permutation(cp)) * 2187 + coord::twist,
//    8! * 3^7 = 88,179,840 values;
//  - six edges (pieces UR..DF, or DL..BR): rank::partial_permutation of where the six pieces
//    are * 64 + their six flips (first piece in the highest bit): 12!/6! * 2^6 = 42,577,920.
//
// For speed the six edges are carried as two "triples" of three pieces each; a triple is
// the arrangement of its three positions (Lehmer, 0..1319) * 8 + its three flips, and one
// 10560 x 18 table moves any triple. The six-edge index is then assembled from the two
// triples with a few popcounts, and equals the partial-permutation rank exactly (tested).
#include <array>
#include <cstdint>

#include "cubelab/coord/move_table.h"
#include "cubelab/cube/cubie_cube.h"

namespace cubelab::korf {

constexpr uint32_t kCornerPerms = 40320;
constexpr uint32_t kTwists = 2187;
constexpr uint64_t kCornerStates = uint64_t{kCornerPerms} * kTwists;  // 88,179,840
constexpr uint32_t kTripleArrangements = 12 * 11 * 10;                // 1320
constexpr uint32_t kTriples = kTripleArrangements * 8;                // 10560
constexpr uint64_t kEdgeStates = uint64_t{665280} * 64;               // 42,577,920

// Move tables, built once on first use (about 2 MB).
struct MoveTables {
  coord::MoveTable corner_perm, twist;  // the shared coordinates (coord/coordinates.h)
  std::array<std::array<uint16_t, kMoves>, kTriples> triple;
  // For each triple arrangement: its three positions (4 bits each, first piece lowest)
  // and the mask of the three positions in bits 12..23.
  std::array<uint32_t, kTripleArrangements> arrangement;
};
const MoveTables& move_tables();

// The search state: corner permutation, twist and the four edge triples
// (pieces 0-2, 3-5, 6-8, 9-11).
struct State {
  uint16_t corner_perm = 0;
  uint16_t twist = 0;
  std::array<uint16_t, 4> triple{};
  bool operator==(const State&) const = default;
};

State state_of(const CubieCube& c);
uint16_t triple_of(const CubieCube& c, int first_piece);

// apply() in two halves, for a search that moves the edges only of the children that the
// corner table keeps.
inline void apply_corners(const MoveTables& t, const State& s, Move m, State& r) {
  r.corner_perm = t.corner_perm(s.corner_perm, m);
  r.twist = t.twist(s.twist, m);
}
inline void apply_edges(const MoveTables& t, const State& s, Move m, State& r) {
  for (int i = 0; i < 4; ++i) r.triple[i] = t.triple[s.triple[i]][m];
}
inline State apply(const MoveTables& t, const State& s, Move m) {
  State r;
  apply_corners(t, s, m, r);
  apply_edges(t, s, m, r);
  return r;
}

inline uint64_t corner_index(const State& s) { return uint64_t{s.corner_perm} * kTwists + s.twist; }

// The six-edge index of triples a (pieces k..k+2) and b (pieces k+3..k+5).
inline uint32_t edge_index(const MoveTables& t, uint32_t a, uint32_t b) {
  const uint32_t arr_a = a >> 3, arr_b = t.arrangement[b >> 3];
  uint32_t used = t.arrangement[arr_a] >> 12;
  uint32_t rel = 0;
  for (int j = 0; j < 3; ++j) {
    uint32_t p = arr_b >> (4 * j) & 15;
    uint32_t digit = p - static_cast<uint32_t>(__builtin_popcount(used & ((1u << p) - 1)));
    rel = rel * (9 - j) + digit;
    used |= 1u << p;
  }
  return ((arr_a * 504 + rel) << 6) | ((a & 7) << 3) | (b & 7);
}

// The same indices straight from a cube (for table building and tests).
uint64_t corner_index(const CubieCube& c);
uint32_t edge_index(const CubieCube& c, int first_piece);  // first_piece 0 or 6

// Inverses of the indices, for table building: a cube whose corners (or the six edges
// starting at first_piece) have the given index; the other pieces are left solved as far
// as possible (they do not matter to the table).
void set_corners(uint64_t index, CubieCube& c);
// Returns the two triples of the six-edge index.
std::array<uint16_t, 2> triples_of_edge_index(uint32_t index);

}  // namespace cubelab::korf
