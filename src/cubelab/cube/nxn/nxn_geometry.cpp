#include "cubelab/cube/nxn/nxn_geometry.h"

#include "cubelab/cube/move.h"

namespace cubelab::nxn {
Cell normal_of(int face) {
  Cell v{0, 0, 0};
  v[axis_of(face)] = is_positive_face(face) ? 1 : -1;
  return v;
}

Cell cell_of(int n, int face, int row, int col) {
  const int last = n - 1;
  switch (face) {
    case U:
      return {col, last, row};
    case R:
      return {last, last - row, last - col};
    case F:
      return {col, last - row, last};
    case D:
      return {col, 0, last - row};
    case L:
      return {0, last - row, col};
    default:  // B
      return {last - col, last - row, 0};
  }
}

int facelet_index(int n, const Sticker& s) {
  const int last = n - 1;
  const auto [x, y, z] = s.cell;
  int row = 0, col = 0;
  switch (s.face) {
    case U:
      row = z, col = x;
      break;
    case R:
      row = last - y, col = last - z;
      break;
    case F:
      row = last - y, col = x;
      break;
    case D:
      row = last - z, col = x;
      break;
    case L:
      row = last - y, col = z;
      break;
    default:  // B
      row = last - y, col = last - x;
      break;
  }
  return (s.face * n + row) * n + col;
}

}  // namespace cubelab::nxn
