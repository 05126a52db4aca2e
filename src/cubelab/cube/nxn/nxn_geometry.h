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

// Where a sticker goes under a quarter turn about `axis`, clockwise seen from the positive
// face of that axis (R, U or F); its layer (cell[axis]) stays.
Sticker quarter_turn(int n, int axis, const Sticker& s);

}  // namespace cubelab::nxn
