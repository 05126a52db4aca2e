#include "cubelab/solvers/eda/piece_geometry.h"

#include <algorithm>
#include <cstdlib>

#include "cubelab/cube/facelets.h"
#include "cubelab/cube/piece_stickers.h"
#include "cubelab/tables/distance_table.h"

namespace cubelab::eda {
namespace {

using Point = std::array<int, 3>;

// Slot centres in the thesis frame (§3.2.1: x left->right, y bottom->top, z back->front).
constexpr std::array<Point, kCorners> kCornerPoints = {{
    {1, 1, 1},
    {-1, 1, 1},
    {-1, 1, -1},
    {1, 1, -1},  // URF UFL ULB UBR
    {1, -1, 1},
    {-1, -1, 1},
    {-1, -1, -1},
    {1, -1, -1},  // DFR DLF DBL DRB
}};
constexpr std::array<Point, kEdges> kEdgePoints = {{
    {1, 1, 0},
    {0, 1, 1},
    {-1, 1, 0},
    {0, 1, -1},  // UR UF UL UB
    {1, -1, 0},
    {0, -1, 1},
    {-1, -1, 0},
    {0, -1, -1},  // DR DF DL DB
    {1, 0, 1},
    {-1, 0, 1},
    {-1, 0, -1},
    {1, 0, -1},  // FR FL BL BR
}};

uint8_t manhattan(const Point& a, const Point& b) {
  return static_cast<uint8_t>(std::abs(a[0] - b[0]) + std::abs(a[1] - b[1]) +
                              std::abs(a[2] - b[2]));
}

// All-pairs move distances for one lone piece: states are slot*oris+ori; a move sends the
// piece in slot s to the slot i with move.p[i] == s and adds move.o[i] to its orientation
// (the cubie multiplication rule of CubieCube::multiply).
template <size_t Slots, int Oris>
void piece_move_distances(bool corners, std::array<std::array<uint8_t, 24>, 24>& out,
                          int& max_out) {
  constexpr int kStates = static_cast<int>(Slots) * Oris;
  auto next = [corners](uint64_t state, int m) -> uint64_t {
    const CubieCube& mc = CubieCube::move_cube(static_cast<Move>(m));
    int slot = static_cast<int>(state) / Oris, ori = static_cast<int>(state) % Oris;
    for (size_t i = 0; i < Slots; ++i) {
      int from = corners ? mc.cp[i] : mc.ep[i];
      if (from != slot) continue;
      int add = corners ? mc.co[i] : mc.eo[i];
      return static_cast<uint64_t>(i * Oris + (ori + add) % Oris);
    }
    return state;
  };
  max_out = 0;
  for (int goal = 0; goal < kStates; ++goal) {
    uint64_t g = static_cast<uint64_t>(goal);
    // BFS from the goal with inverse moves gives distances *to* the goal; with the full
    // move set (closed under inverses) the table is symmetric anyway.
    std::vector<uint8_t> d = build_distance_table(kStates, std::span(&g, 1), kMoves, next);
    for (int s = 0; s < kStates; ++s) {
      out[s][goal] = d[s];
      max_out = std::max<int>(max_out, d[s]);
    }
  }
}

PieceGeometry make_geometry() {
  PieceGeometry g{};
  for (int a = 0; a < kCorners; ++a)
    for (int b = 0; b < kCorners; ++b)
      g.corner_manhattan[a][b] = manhattan(kCornerPoints[a], kCornerPoints[b]);
  for (int a = 0; a < kEdges; ++a)
    for (int b = 0; b < kEdges; ++b)
      g.edge_manhattan[a][b] = manhattan(kEdgePoints[a], kEdgePoints[b]);
  for (int p = 0; p < kCorners; ++p)
    for (int o = 0; o < 3; ++o)
      for (int m = 0; m < 3; ++m)
        g.corner_sticker[p][o][m] = static_cast<uint8_t>(corner_sticker(p, o, m));
  for (int p = 0; p < kEdges; ++p)
    for (int o = 0; o < 2; ++o)
      for (int m = 0; m < 2; ++m)
        g.edge_sticker[p][o][m] = static_cast<uint8_t>(edge_sticker(p, o, m));
  piece_move_distances<kCorners, 3>(true, g.corner_moves, g.max_corner_moves);
  piece_move_distances<kEdges, 2>(false, g.edge_moves, g.max_edge_moves);
  return g;
}

}  // namespace

const PieceGeometry& piece_geometry() {
  static const PieceGeometry g = make_geometry();
  return g;
}

}  // namespace cubelab::eda
