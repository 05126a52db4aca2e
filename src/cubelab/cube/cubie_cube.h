#pragma once
// The 3x3x3 at the cubie level (Kociemba's numbering, architecture.md §2): where each corner and
// edge is and how it is twisted or flipped. cp[i] is the corner that sits at position i.
#include <array>
#include <cstdint>
#include <functional>
#include <span>

#include "cubelab/cube/move.h"

namespace cubelab {

enum Corner : uint8_t { URF, UFL, ULB, UBR, DFR, DLF, DBL, DRB };
enum Edge : uint8_t { UR, UF, UL, UB, DR, DF, DL, DB, FR, FL, BL, BR };
constexpr int kCorners = 8;
constexpr int kEdges = 12;

struct CubieCube {
  std::array<uint8_t, kCorners> cp{URF, UFL, ULB, UBR, DFR, DLF, DBL, DRB};
  // Corner twist 0..2; 3..5 only inside mirrored symmetry elements (see symmetry code).
  std::array<uint8_t, kCorners> co{};
  std::array<uint8_t, kEdges> ep{UR, UF, UL, UB, DR, DF, DL, DB, FR, FL, BL, BR};
  std::array<uint8_t, kEdges> eo{};

  static CubieCube solved() { return CubieCube{}; }
  // The cube after one face turn from solved.
  static const CubieCube& move_cube(Move m);

  // this = this * b: the state reached by applying b after this.
  void multiply(const CubieCube& b);
  void multiply_corners(const CubieCube& b);
  void multiply_edges(const CubieCube& b);
  CubieCube operator*(const CubieCube& b) const {
    CubieCube r = *this;
    r.multiply(b);
    return r;
  }
  CubieCube inverse() const;

  void apply(Move m) { multiply(move_cube(m)); }
  void apply(std::span<const Move> moves) {
    for (Move m : moves) apply(m);
  }

  bool is_solved() const { return *this == CubieCube{}; }
  bool operator==(const CubieCube&) const = default;

  // Invariants. A state is reachable by face turns iff twist() == 0, flip() == 0 and
  // corner_parity() == edge_parity().
  int corner_parity() const;  // 0 even, 1 odd
  int edge_parity() const;
  int twist() const;                  // sum of corner twists mod 3
  int flip() const;                   // sum of edge flips mod 2
  bool is_valid_permutation() const;  // every corner and edge exactly once
  bool is_solvable() const;

  size_t hash() const;
};

}  // namespace cubelab

template <>
struct std::hash<cubelab::CubieCube> {
  size_t operator()(const cubelab::CubieCube& c) const { return c.hash(); }
};
