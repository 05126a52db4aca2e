#pragma once
// The integer coordinates of the 3x3x3 used by the exact solvers: each one a projection of
// a CubieCube onto 0..size-1, with `get` (rank) and `set` (unrank into a representative
// cube). Built on ranking.h. Move tables (move_table.h) and symmetry reduction
// (sym_coord.h) work on any Coordinate, so a new solver only describes its coordinates.
//
// Conventions (Kociemba numbering, architecture.md §2):
//   twist       corner orientations, 3^7 = 2187, solved 0
//   flip        edge orientations, 2^11 = 2048, solved 0
//   ud_slice    which positions hold the 4 U-D slice edges FR FL BL BR (unordered),
//               C(12,4) = 495; solved = kUdSliceSolved (slice edges in positions 8..11)
//   edge4(first) where the four edges first..first+3 are, in order: 495 * 24 = 11880,
//               value = combination * 24 + permutation of the four (in position order);
//               edge4(8) / 24 == ud_slice
//   corner4(first) where the four corners first..first+3 are, in order: C(8,4) * 24 = 1680,
//               value = combination * 24 + permutation (small move tables for hot loops)
//   corner_perm corner permutation, 8! = 40320, solved 0
//   ud_edge_perm permutation of the 8 U and D edges inside the U and D layers, 40320;
//               meaningful only when they are there (Kociemba's group H)
//   slice_perm  permutation of the 4 slice edges inside the slice, 24 (group H only)
//   ud_edge_comb_parity  which 4 of the 8 U and D positions hold the U edges, C(8,4) = 70,
//               times 2 for the parity of the U and D edges' permutation: 140 (group H
//               only; min2phase's "CCombP", here for the edges)
#include <cstdint>
#include <string>

#include "cubelab/cube/cubie_cube.h"

namespace cubelab::coord {

constexpr uint32_t kTwist = 2187;
constexpr uint32_t kFlip = 2048;
constexpr uint32_t kUdSlice = 495;
constexpr uint32_t kEdge4 = 11880;
constexpr uint32_t kCorner4 = 1680;
constexpr uint32_t kCornerPerm = 40320;
constexpr uint32_t kUdEdgePerm = 40320;
constexpr uint32_t kSlicePerm = 24;
constexpr uint32_t kUdEdgeCombParity = 140;
constexpr uint32_t kFlipUdSlice = kUdSlice * kFlip;  // 1,013,760

// Edge numbers of the three edge quartets (edge4 `first` argument).
constexpr int kUEdges = UR;      // UR UF UL UB
constexpr int kDEdges = DR;      // DR DF DL DB
constexpr int kSliceEdges = FR;  // FR FL BL BR

uint32_t twist(const CubieCube& c);
void set_twist(CubieCube& c, uint32_t index);
uint32_t flip(const CubieCube& c);
void set_flip(CubieCube& c, uint32_t index);
uint32_t ud_slice(const CubieCube& c);
void set_ud_slice(CubieCube& c, uint32_t index);
uint32_t edge4(const CubieCube& c, int first);
void set_edge4(CubieCube& c, int first, uint32_t index);
uint32_t corner4(const CubieCube& c, int first);  // first = URF (U layer) or DFR (D layer)
void set_corner4(CubieCube& c, int first, uint32_t index);
uint32_t corner_perm(const CubieCube& c);
void set_corner_perm(CubieCube& c, uint32_t index);
uint32_t ud_edge_perm(const CubieCube& c);
void set_ud_edge_perm(CubieCube& c, uint32_t index);  // slice edges stay in the slice
uint32_t slice_perm(const CubieCube& c);
uint32_t ud_edge_comb_parity(const CubieCube& c);
void set_ud_edge_comb_parity(CubieCube& c, uint32_t index);  // slice edges solved
void set_slice_perm(CubieCube& c, uint32_t index);           // U and D edges stay in U and D
// ud_slice * 2048 + flip: the edge part of Kociemba's phase 1.
uint32_t flip_ud_slice(const CubieCube& c);
void set_flip_ud_slice(CubieCube& c, uint32_t index);

// The ud_slice value of the solved cube.
uint32_t ud_slice_solved();

// A coordinate as data, for the generic builders. `set` writes a cube whose get() is
// `index` (pieces the coordinate ignores are left as in the cube passed in).
// `pieces` says which half of the cube it reads, so builders multiply only that half.
enum class Pieces { Corners, Edges, All };
struct Coordinate {
  std::string name;
  uint32_t size;
  uint32_t (*get)(const CubieCube&);
  void (*set)(CubieCube&, uint32_t);
  Pieces pieces = Pieces::All;
};

// a = a * b for the pieces a coordinate reads.
void multiply(CubieCube& a, const CubieCube& b, Pieces pieces);

const Coordinate& twist_coord();
const Coordinate& flip_coord();
const Coordinate& ud_slice_coord();
const Coordinate& u_edges_coord();      // edge4(kUEdges)
const Coordinate& d_edges_coord();      // edge4(kDEdges)
const Coordinate& slice_edges_coord();  // edge4(kSliceEdges)
const Coordinate& u_corners_coord();    // corner4(URF)
const Coordinate& d_corners_coord();    // corner4(DFR)
const Coordinate& corner_perm_coord();
const Coordinate& ud_edge_perm_coord();
const Coordinate& slice_perm_coord();
const Coordinate& ud_edge_comb_parity_coord();
const Coordinate& flip_ud_slice_coord();

}  // namespace cubelab::coord
