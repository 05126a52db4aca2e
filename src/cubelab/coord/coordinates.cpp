#include "cubelab/coord/coordinates.h"

#include <array>

#include "cubelab/coord/ranking.h"

namespace cubelab::coord {
namespace {

// Which positions hold the 4 edges first..first+3 (the combination alone).
uint32_t quartet_combination(const CubieCube& c, int first) {
  std::array<bool, kEdges> chosen{};
  for (int p = 0; p < kEdges; ++p) chosen[p] = c.ep[p] >= first && c.ep[p] < first + 4;
  return rank::combination(chosen);
}

// Which positions of `at` hold the pieces first..first+3 (combination) and in which order
// (permutation), in one pass: combination * 24 + permutation.
uint32_t quartet_index(std::span<const uint8_t> at, int first) {
  uint32_t combination = 0;
  std::array<uint8_t, 4> order{};
  int k = 0;
  for (size_t p = 0; p < at.size(); ++p) {
    const int piece = at[p] - first;
    if (piece < 0 || piece >= 4) continue;
    order[k++] = static_cast<uint8_t>(piece);
    combination += static_cast<uint32_t>(rank::choose(static_cast<int>(p), k));
  }
  return combination * 24 + rank::permutation(order);
}

// Places the quartet (pieces first..first+3) at the chosen positions in the given order and
// every other piece, in increasing order, in the remaining positions (`at` maps position ->
// piece: the edges' or the corners').
void place_quartet(std::span<uint8_t> at, int first, uint32_t combination, uint32_t permutation) {
  std::array<bool, kEdges> chosen{};  // room for the most pieces: the edges
  rank::unrank_combination(combination, std::span(chosen.data(), at.size()), 4);
  std::array<uint8_t, 4> order{};
  rank::unrank_permutation(permutation, order);
  int k = 0, other = 0;
  for (size_t p = 0; p < at.size(); ++p) {
    if (chosen[p]) {
      at[p] = static_cast<uint8_t>(first + order[k++]);
    } else {
      if (other == first) other += 4;
      at[p] = static_cast<uint8_t>(other++);
    }
  }
}

}  // namespace

uint32_t twist(const CubieCube& c) { return rank::orientation(c.co, 3); }
void set_twist(CubieCube& c, uint32_t index) { rank::unrank_orientation(index, c.co, 3); }
uint32_t flip(const CubieCube& c) { return rank::orientation(c.eo, 2); }
void set_flip(CubieCube& c, uint32_t index) { rank::unrank_orientation(index, c.eo, 2); }

uint32_t ud_slice(const CubieCube& c) { return quartet_combination(c, kSliceEdges); }
void set_ud_slice(CubieCube& c, uint32_t index) { place_quartet(c.ep, kSliceEdges, index, 0); }
uint32_t ud_slice_solved() { return ud_slice(CubieCube{}); }

uint32_t edge4(const CubieCube& c, int first) { return quartet_index(c.ep, first); }
void set_edge4(CubieCube& c, int first, uint32_t index) {
  place_quartet(c.ep, first, index / 24, index % 24);
}

uint32_t corner4(const CubieCube& c, int first) { return quartet_index(c.cp, first); }

void set_corner4(CubieCube& c, int first, uint32_t index) {
  place_quartet(c.cp, first, index / 24, index % 24);
}

uint32_t corner_perm(const CubieCube& c) { return rank::permutation(c.cp); }
void set_corner_perm(CubieCube& c, uint32_t index) { rank::unrank_permutation(index, c.cp); }

uint32_t ud_edge_perm(const CubieCube& c) {
  return rank::permutation(std::span<const uint8_t>(c.ep.data(), 8));
}
void set_ud_edge_perm(CubieCube& c, uint32_t index) {
  rank::unrank_permutation(index, std::span<uint8_t>(c.ep.data(), 8));
  for (int p = 8; p < kEdges; ++p) c.ep[p] = static_cast<uint8_t>(p);
}

uint32_t slice_perm(const CubieCube& c) {
  std::array<uint8_t, 4> order{};
  for (int i = 0; i < 4; ++i) order[i] = static_cast<uint8_t>(c.ep[8 + i] - 8);
  return rank::permutation(order);
}
void set_slice_perm(CubieCube& c, uint32_t index) {
  std::array<uint8_t, 4> order{};
  rank::unrank_permutation(index, order);
  for (int p = 0; p < 8; ++p) c.ep[p] = static_cast<uint8_t>(p);
  for (int i = 0; i < 4; ++i) c.ep[8 + i] = static_cast<uint8_t>(8 + order[i]);
}

uint32_t ud_edge_comb_parity(const CubieCube& c) {
  std::array<bool, 8> u_edge{};
  int inversions = 0;
  for (int p = 0; p < 8; ++p) {
    u_edge[p] = c.ep[p] < 4;
    for (int q = p + 1; q < 8; ++q) inversions += c.ep[q] < c.ep[p];
  }
  return rank::combination(u_edge) * 2 + static_cast<uint32_t>(inversions & 1);
}
void set_ud_edge_comb_parity(CubieCube& c, uint32_t index) {
  std::array<bool, 8> u_edge{};
  rank::unrank_combination(index / 2, u_edge, 4);
  uint8_t next_u = 0, next_d = 4;
  for (int p = 0; p < 8; ++p) c.ep[p] = u_edge[p] ? next_u++ : next_d++;
  for (int p = 8; p < kEdges; ++p) c.ep[p] = static_cast<uint8_t>(p);
  if (ud_edge_comb_parity(c) != index) {  // the other parity: swap two U edges
    int first = -1;
    for (int p = 0; p < 8; ++p)
      if (c.ep[p] < 4) {
        if (first < 0) {
          first = p;
        } else {
          std::swap(c.ep[first], c.ep[p]);
          break;
        }
      }
  }
}

uint32_t flip_ud_slice(const CubieCube& c) { return ud_slice(c) * kFlip + flip(c); }
void set_flip_ud_slice(CubieCube& c, uint32_t index) {
  set_ud_slice(c, index / kFlip);
  set_flip(c, index % kFlip);
}

void multiply(CubieCube& a, const CubieCube& b, Pieces pieces) {
  if (pieces != Pieces::Edges) a.multiply_corners(b);
  if (pieces != Pieces::Corners) a.multiply_edges(b);
}

#define CUBELAB_COORD(fn, name, size, getter, setter, pieces)      \
  const Coordinate& fn() {                                         \
    static const Coordinate c{name, size, getter, setter, pieces}; \
    return c;                                                      \
  }

CUBELAB_COORD(twist_coord, "twist", kTwist, twist, set_twist, Pieces::Corners)
CUBELAB_COORD(flip_coord, "flip", kFlip, flip, set_flip, Pieces::Edges)
CUBELAB_COORD(ud_slice_coord, "ud_slice", kUdSlice, ud_slice, set_ud_slice, Pieces::Edges)
CUBELAB_COORD(
    u_edges_coord, "u_edges", kEdge4, [](const CubieCube& c) { return edge4(c, kUEdges); },
    [](CubieCube& c, uint32_t i) { set_edge4(c, kUEdges, i); }, Pieces::Edges)
CUBELAB_COORD(
    d_edges_coord, "d_edges", kEdge4, [](const CubieCube& c) { return edge4(c, kDEdges); },
    [](CubieCube& c, uint32_t i) { set_edge4(c, kDEdges, i); }, Pieces::Edges)
CUBELAB_COORD(
    slice_edges_coord, "slice_edges", kEdge4,
    [](const CubieCube& c) { return edge4(c, kSliceEdges); },
    [](CubieCube& c, uint32_t i) { set_edge4(c, kSliceEdges, i); }, Pieces::Edges)
CUBELAB_COORD(
    u_corners_coord, "u_corners", kCorner4, [](const CubieCube& c) { return corner4(c, URF); },
    [](CubieCube& c, uint32_t i) { set_corner4(c, URF, i); }, Pieces::Corners)
CUBELAB_COORD(
    d_corners_coord, "d_corners", kCorner4, [](const CubieCube& c) { return corner4(c, DFR); },
    [](CubieCube& c, uint32_t i) { set_corner4(c, DFR, i); }, Pieces::Corners)
CUBELAB_COORD(corner_perm_coord, "corner_perm", kCornerPerm, corner_perm, set_corner_perm,
              Pieces::Corners)
CUBELAB_COORD(ud_edge_perm_coord, "ud_edge_perm", kUdEdgePerm, ud_edge_perm, set_ud_edge_perm,
              Pieces::Edges)
CUBELAB_COORD(slice_perm_coord, "slice_perm", kSlicePerm, slice_perm, set_slice_perm, Pieces::Edges)
CUBELAB_COORD(ud_edge_comb_parity_coord, "ud_edge_comb_parity", kUdEdgeCombParity,
              ud_edge_comb_parity, set_ud_edge_comb_parity, Pieces::Edges)
CUBELAB_COORD(flip_ud_slice_coord, "flip_ud_slice", kFlipUdSlice, flip_ud_slice, set_flip_ud_slice,
              Pieces::Edges)

#undef CUBELAB_COORD

}  // namespace cubelab::coord
