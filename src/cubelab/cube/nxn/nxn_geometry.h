#pragma once
// Where the stickers of an NxNxN cube are in space, so that turns and piece reading need no
// hand-written tables for each N.
//
// The cube is made of N^3 cells; cell (x, y, z), each coordinate 0..N-1, with x growing toward
// R, y toward U and z toward F. A sticker is a cell and the face it looks out of. Facelet
// index face*N*N + row*N + col reads each face row by row as on the usual net (the 3x3x3's
// Kociemba order, architecture.md §2): U with B at the top, D with F at the top, the side
// faces with U on top; so U1 of the 3x3x3 is cell (0, 2, 0) seen from U.
#include <array>

#include "cubelab/cube/move.h"

namespace cubelab::nxn {

// Axis 0 = x (R and L), 1 = y (U and D), 2 = z (F and B).
using Cell = std::array<int, 3>;

struct Sticker {
  Cell cell;
  int face;  // 0..5 = U R F D L B
};

// The axis a face turns about, and whether the face is at its positive end (U R F) or
// negative end (D L B).
constexpr int axis_of(int face) { return face % 3 == 0 ? 1 : face % 3 == 1 ? 0 : 2; }
constexpr bool is_positive_face(int face) { return face < 3; }
// The face's outward normal, a unit vector along its axis.
Cell normal_of(int face);

// The cell behind facelet (face, row, col) and back; cell must lie on that face.
Cell cell_of(int n, int face, int row, int col);
int facelet_index(int n, const Sticker& s);

// kTurnedFace[axis][face]: the face a sticker on `face` looks out of after a clockwise
// quarter turn about `axis` (R: F -> U -> B -> D -> F; U: F -> L -> B -> R -> F;
// F: U -> R -> D -> L -> U).
inline constexpr int kTurnedFace[3][kFaces] = {
    {B, R, U, F, L, D},  // x, as R
    {U, F, L, D, B, R},  // y, as U
    {R, D, F, L, U, B},  // z, as F
};

// kTurnedFaceBy[axis][k][face]: the face after k such quarter turns.
inline constexpr auto kTurnedFaceBy = [] {
  std::array<std::array<std::array<int, kFaces>, 4>, 3> by{};
  for (int axis = 0; axis < 3; ++axis)
    for (int face = 0; face < kFaces; ++face) {
      int f = face;
      for (int k = 0; k < 4; ++k, f = kTurnedFace[axis][f]) by[axis][k][face] = f;
    }
  return by;
}();

// Where a sticker goes under `quarter_turns` (0 to 3) quarter turns about `axis`, clockwise
// seen from the positive face of that axis (R, U or F); its layer (cell[axis]) stays. Seen
// from that face, the other two coordinates (a, b), in the order of the axes after it, turn
// as (b, n-1-a). Inline: the reduction's searches follow stickers through millions of turns.
inline Sticker turned(int n, int axis, int quarter_turns, const Sticker& s) {
  const int last = n - 1;
  const int ia = (axis + 1) % 3, ib = (axis + 2) % 3;
  Sticker t = s;
  const int a = s.cell[ia], b = s.cell[ib];
  switch (quarter_turns) {
    case 1:
      t.cell[ia] = b, t.cell[ib] = last - a;
      break;
    case 2:
      t.cell[ia] = last - a, t.cell[ib] = last - b;
      break;
    case 3:
      t.cell[ia] = last - b, t.cell[ib] = a;
      break;
    default:
      break;
  }
  t.face = kTurnedFaceBy[axis][quarter_turns & 3][s.face];
  return t;
}

inline Sticker quarter_turn(int n, int axis, const Sticker& s) { return turned(n, axis, 1, s); }

}  // namespace cubelab::nxn
