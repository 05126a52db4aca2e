#pragma once
// The 48 symmetries of the cube (24 rotations, each with or without a mirror) as cubie
// cubes, in Kociemba's numbering:
//
//   s = 16*urf3 + 8*f2 + 2*u4 + lr2,   S_s = URF3^urf3 * F2^f2 * U4^u4 * LR2^lr2
//
// URF3: 120 degrees about the URF-DBL diagonal, F2: 180 degrees about the F axis,
// U4: 90 degrees about the U axis, LR2: the left-right mirror (its corners carry
// orientation 3, see CubieCube::multiply). Symmetries 0..15 are the 16 that keep the U-D
// axis (kUdSymmetries); odd indices are the mirrored ones.
//
// Conjugation: conjugate(c, s) = S_s * c * S_s^-1. If `moves` solve c, then
// conjugate_move(m, s) for each m solve conjugate(c, s): symmetric cubes have symmetric
// solutions. Symmetry-reduced coordinates (coord/sym_coord.h) pick, for each raw value, the
// class representative min over s of conjugate(., s).
#include <array>
#include <cstdint>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/move.h"

namespace cubelab {

constexpr int kSymmetries = 48;
constexpr int kUdSymmetries = 16;  // 0..15 keep the U-D axis (U and D map to U or D)

// Useful named elements.
constexpr int kSymIdentity = 0;
constexpr int kSymLR2 = 1;    // mirror left <-> right
constexpr int kSymU4 = 2;     // y rotation: 90 degrees about U
constexpr int kSymF2 = 8;     // z2: 180 degrees about F
constexpr int kSymURF3 = 16;  // 120 degrees about URF; conjugate_face: U->F, F->R, R->U

// The group's tables, for hot loops that cannot afford a call per lookup: the functions
// below read the same tables.
struct SymmetryTables {
  std::array<CubieCube, kSymmetries> cubes;
  std::array<uint8_t, kSymmetries> inverse{};
  std::array<std::array<uint8_t, kSymmetries>, kSymmetries> product{};  // of (a, b): S_a * S_b
  std::array<std::array<Move, kMoves>, kSymmetries> move{};             // of (s, m): conjugate_move
  SymmetryTables();
};
const SymmetryTables& symmetry_tables();

const CubieCube& symmetry_cube(int s);
int symmetry_inverse(int s);
// Index of symmetry_cube(a) * symmetry_cube(b).
int symmetry_multiply(int a, int b);
bool symmetry_is_mirror(int s);

// S_s * c * S_s^-1.
CubieCube conjugate(const CubieCube& c, int s);
// The face turn S_s * m * S_s^-1 (a mirror turns clockwise moves into counter-clockwise).
Move conjugate_move(Move m, int s);
// Every turn of `alg` conjugated: the algorithm that does to S X S^-1 what `alg` does to X.
Alg conjugate(const Alg& alg, int s);
// Where face `face`'s centre goes under S_s * . * S_s^-1 (face of conjugate_move).
int conjugate_face(int face, int s);

// Bit s set when conjugate(c, s) == c, over the first `count` symmetries (16 or 48).
uint64_t self_symmetries(const CubieCube& c, int count = kSymmetries);

}  // namespace cubelab
