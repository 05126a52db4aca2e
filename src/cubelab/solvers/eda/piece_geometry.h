#pragma once
// The geometry similarity measures of Montero Santos (2026) need, in the document's own terms:
// where each corner and edge slot sits in the (x, y, z) in {-1,0,1}^3 frame of the thesis (x to R,
// y to U, z to F), the colour every sticker shows, and how many face turns one piece alone needs to
// go from one (slot, orientation) to another. Everything is a small precomputed table.
#include <array>
#include <cstdint>

#include "cubelab/cube/cubie_cube.h"

namespace cubelab::eda {

// A piece's place and twist/flip: slot 0..7 (corners) or 0..11 (edges), orientation 0..2 / 0..1.
struct PieceGeometry {
  // Manhattan distance between two slots' centres in the thesis frame: corners 0, 2, 4, 6;
  // edges 0, 2, 4.
  std::array<std::array<uint8_t, kCorners>, kCorners> corner_manhattan;
  std::array<std::array<uint8_t, kEdges>, kEdges> edge_manhattan;
  // Face (U R F D L B = 0..5) shown at sticker m (0..2, Kociemba facelet order of the slot)
  // by corner `piece` with twist `ori` in whatever slot it sits.
  std::array<std::array<std::array<uint8_t, 3>, 3>, kCorners> corner_sticker;
  std::array<std::array<std::array<uint8_t, 2>, 2>, kEdges> edge_sticker;
  // Fewest face turns taking a lone corner from (slot a, twist oa) to (slot b, twist ob),
  // indexed [3*a+oa][3*b+ob]; edges likewise with 2 orientations. Built by BFS.
  std::array<std::array<uint8_t, 24>, 24> corner_moves;
  std::array<std::array<uint8_t, 24>, 24> edge_moves;
  int max_corner_moves = 0, max_edge_moves = 0;
};

const PieceGeometry& piece_geometry();

}  // namespace cubelab::eda
