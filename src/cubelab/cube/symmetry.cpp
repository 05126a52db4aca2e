#include "cubelab/cube/symmetry.h"

#include <stdexcept>

namespace cubelab {
namespace {

// The four generators, written as cubie cubes (cp[i] = corner at position i after the
// symmetry, co in 0..2, or 3 for every corner of the mirror).
const CubieCube kURF3 = {{URF, DFR, DLF, UFL, UBR, DRB, DBL, ULB},
                         {1, 2, 1, 2, 2, 1, 2, 1},
                         {UF, FR, DF, FL, UB, BR, DB, BL, UR, DR, DL, UL},
                         {1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1}};
const CubieCube kF2 = {{DLF, DFR, DRB, DBL, UFL, URF, UBR, ULB},
                       {0, 0, 0, 0, 0, 0, 0, 0},
                       {DL, DF, DR, DB, UL, UF, UR, UB, FL, FR, BR, BL},
                       {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}};
const CubieCube kU4 = {{UBR, URF, UFL, ULB, DRB, DFR, DLF, DBL},
                       {0, 0, 0, 0, 0, 0, 0, 0},
                       {UB, UR, UF, UL, DB, DR, DF, DL, BR, FR, FL, BL},
                       {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1}};
const CubieCube kLR2 = {{UFL, URF, UBR, ULB, DLF, DFR, DRB, DBL},
                        {3, 3, 3, 3, 3, 3, 3, 3},
                        {UL, UF, UR, UB, DL, DF, DR, DB, FL, FR, BR, BL},
                        {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}};

}  // namespace

SymmetryTables::SymmetryTables() {
  CubieCube c;
  for (int urf3 = 0; urf3 < 3; ++urf3) {
    for (int f2 = 0; f2 < 2; ++f2) {
      for (int u4 = 0; u4 < 4; ++u4) {
        for (int lr2 = 0; lr2 < 2; ++lr2) {
          cubes[16 * urf3 + 8 * f2 + 2 * u4 + lr2] = c;
          c.multiply(kLR2);
        }
        c.multiply(kU4);
      }
      c.multiply(kF2);
    }
    c.multiply(kURF3);
  }
  auto index_of = [this](const CubieCube& x) {
    for (int s = 0; s < kSymmetries; ++s)
      if (cubes[s] == x) return s;
    throw std::logic_error("symmetry group is not closed");
  };
  for (int a = 0; a < kSymmetries; ++a)
    for (int b = 0; b < kSymmetries; ++b) product[a][b] = index_of(cubes[a] * cubes[b]);
  for (int a = 0; a < kSymmetries; ++a)
    for (int b = 0; b < kSymmetries; ++b)
      if (product[a][b] == kSymIdentity) inverse[a] = b;
  for (int s = 0; s < kSymmetries; ++s) {
    for (Move m = 0; m < kMoves; ++m) {
      CubieCube x = cubes[s] * CubieCube::move_cube(m) * cubes[inverse[s]];
      Move found = 255;
      for (Move n = 0; n < kMoves; ++n)
        if (CubieCube::move_cube(n) == x) found = n;
      if (found == 255) throw std::logic_error("conjugated move is not a move");
      move[s][m] = found;
    }
  }
}

const SymmetryTables& symmetry_tables() {
  static const SymmetryTables t;
  return t;
}

const CubieCube& symmetry_cube(int s) { return symmetry_tables().cubes[s]; }
int symmetry_inverse(int s) { return symmetry_tables().inverse[s]; }
int symmetry_multiply(int a, int b) { return symmetry_tables().product[a][b]; }
bool symmetry_is_mirror(int s) { return (s & 1) != 0; }

CubieCube conjugate(const CubieCube& c, int s) {
  const SymmetryTables& t = symmetry_tables();
  CubieCube r = t.cubes[s];
  r.multiply(c);
  r.multiply(t.cubes[t.inverse[s]]);
  return r;
}

Move conjugate_move(Move m, int s) { return symmetry_tables().move[s][m]; }
Alg conjugate(const Alg& alg, int s) {
  Alg r;
  for (Move m : alg.moves) r.moves.push_back(conjugate_move(m, s));
  return r;
}

int conjugate_face(int face, int s) { return move_face(conjugate_move(make_move(face, 1), s)); }

uint64_t self_symmetries(const CubieCube& c, int count) {
  uint64_t mask = 0;
  for (int s = 0; s < count; ++s)
    if (conjugate(c, s) == c) mask |= uint64_t{1} << s;
  return mask;
}

}  // namespace cubelab
