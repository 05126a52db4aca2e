#include "cubelab/cube/cubie_cube.h"

namespace cubelab {
namespace {

// The six clockwise quarter turns as cubie cubes (Kociemba's definitions).
constexpr CubieCube kBasicMoves[6] = {
    // U
    {{UBR, URF, UFL, ULB, DFR, DLF, DBL, DRB},
     {0, 0, 0, 0, 0, 0, 0, 0},
     {UB, UR, UF, UL, DR, DF, DL, DB, FR, FL, BL, BR},
     {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    // R
    {{DFR, UFL, ULB, URF, DRB, DLF, DBL, UBR},
     {2, 0, 0, 1, 1, 0, 0, 2},
     {FR, UF, UL, UB, BR, DF, DL, DB, DR, FL, BL, UR},
     {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    // F
    {{UFL, DLF, ULB, UBR, URF, DFR, DBL, DRB},
     {1, 2, 0, 0, 2, 1, 0, 0},
     {UR, FL, UL, UB, DR, FR, DL, DB, UF, DF, BL, BR},
     {0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0}},
    // D
    {{URF, UFL, ULB, UBR, DLF, DBL, DRB, DFR},
     {0, 0, 0, 0, 0, 0, 0, 0},
     {UR, UF, UL, UB, DF, DL, DB, DR, FR, FL, BL, BR},
     {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    // L
    {{URF, ULB, DBL, UBR, DFR, UFL, DLF, DRB},
     {0, 1, 2, 0, 0, 2, 1, 0},
     {UR, UF, BL, UB, DR, DF, FL, DB, FR, UL, DL, BR},
     {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    // B
    {{URF, UFL, UBR, DRB, DFR, DLF, ULB, DBL},
     {0, 0, 1, 2, 0, 0, 2, 1},
     {UR, UF, UL, BR, DR, DF, DL, BL, FR, FL, UB, DB},
     {0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1}},
};

std::array<CubieCube, kMoves> make_move_cubes() {
  std::array<CubieCube, kMoves> cubes;
  for (int face = 0; face < kFaces; ++face) {
    CubieCube c;
    for (int power = 0; power < 3; ++power) {
      c.multiply(kBasicMoves[face]);
      cubes[3 * face + power] = c;
    }
  }
  return cubes;
}

template <size_t N>
int permutation_parity(const std::array<uint8_t, N>& p) {
  int inversions = 0;
  for (size_t i = 0; i < N; ++i)
    for (size_t j = i + 1; j < N; ++j)
      if (p[i] > p[j]) ++inversions;
  return inversions & 1;
}

}  // namespace

const CubieCube& CubieCube::move_cube(Move m) {
  static const std::array<CubieCube, kMoves> cubes = make_move_cubes();
  return cubes[m];
}

void CubieCube::multiply_corners(const CubieCube& b) {
  std::array<uint8_t, kCorners> new_cp, new_co;
  for (int i = 0; i < kCorners; ++i) {
    new_cp[i] = cp[b.cp[i]];
    int ori_a = co[b.cp[i]];
    int ori_b = b.co[i];
    int ori;
    // Orientations 3..5 mark mirrored corners (only in the 48 symmetry elements); the rules
    // below compose twists and mirrors the way Kociemba's reference code does.
    if (ori_a < 3 && ori_b < 3) {
      ori = (ori_a + ori_b) % 3;
    } else if (ori_a < 3) {
      ori = ori_a + ori_b;
      if (ori >= 6) ori -= 3;
    } else if (ori_b < 3) {
      ori = ori_a - ori_b;
      if (ori < 3) ori += 3;
    } else {
      ori = ori_a - ori_b;
      if (ori < 0) ori += 3;
    }
    new_co[i] = static_cast<uint8_t>(ori);
  }
  cp = new_cp;
  co = new_co;
}

void CubieCube::multiply_edges(const CubieCube& b) {
  std::array<uint8_t, kEdges> new_ep, new_eo;
  for (int i = 0; i < kEdges; ++i) {
    new_ep[i] = ep[b.ep[i]];
    new_eo[i] = static_cast<uint8_t>((eo[b.ep[i]] + b.eo[i]) & 1);
  }
  ep = new_ep;
  eo = new_eo;
}

void CubieCube::multiply(const CubieCube& b) {
  multiply_corners(b);
  multiply_edges(b);
}

CubieCube CubieCube::inverse() const {
  CubieCube inv;
  for (int i = 0; i < kCorners; ++i) inv.cp[cp[i]] = static_cast<uint8_t>(i);
  for (int i = 0; i < kCorners; ++i) {
    int ori = co[inv.cp[i]];
    if (ori >= 3) {
      inv.co[i] = static_cast<uint8_t>(ori);  // a mirrored corner is its own inverse twist
    } else {
      inv.co[i] = static_cast<uint8_t>((3 - ori) % 3);
    }
  }
  for (int i = 0; i < kEdges; ++i) inv.ep[ep[i]] = static_cast<uint8_t>(i);
  for (int i = 0; i < kEdges; ++i) inv.eo[i] = eo[inv.ep[i]];
  return inv;
}

int CubieCube::corner_parity() const { return permutation_parity(cp); }
int CubieCube::edge_parity() const { return permutation_parity(ep); }

int CubieCube::twist() const {
  int sum = 0;
  for (uint8_t o : co) sum += o;
  return sum % 3;
}

int CubieCube::flip() const {
  int sum = 0;
  for (uint8_t o : eo) sum += o;
  return sum % 2;
}

bool CubieCube::is_valid_permutation() const {
  unsigned corners = 0, edges = 0;
  for (uint8_t c : cp)
    if (c < kCorners) corners |= 1u << c;
  for (uint8_t e : ep)
    if (e < kEdges) edges |= 1u << e;
  return corners == 0xFFu && edges == 0xFFFu;
}

bool CubieCube::is_solvable() const {
  for (uint8_t o : co)
    if (o > 2) return false;
  for (uint8_t o : eo)
    if (o > 1) return false;
  return is_valid_permutation() && twist() == 0 && flip() == 0 && corner_parity() == edge_parity();
}

size_t CubieCube::hash() const {
  uint64_t h = 1469598103934665603ull;
  auto mix = [&h](uint8_t v) {
    h ^= v;
    h *= 1099511628211ull;
  };
  for (int i = 0; i < kCorners; ++i) mix(static_cast<uint8_t>(cp[i] * 8 + co[i]));
  for (int i = 0; i < kEdges; ++i) mix(static_cast<uint8_t>(ep[i] * 2 + eo[i]));
  return static_cast<size_t>(h);
}

}  // namespace cubelab
