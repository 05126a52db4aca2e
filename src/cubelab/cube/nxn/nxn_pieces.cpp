#include "cubelab/cube/nxn/nxn_pieces.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "cubelab/cube/facelets.h"
#include "cubelab/cube/nxn/nxn_geometry.h"

namespace cubelab::nxn {
namespace {

int dot_cross(const Cell& u, const Cell& v, const Cell& w) {
  const Cell c = {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
  return c[0] * w[0] + c[1] * w[1] + c[2] * w[2];
}

// The corner at `cell` (a corner cell), named as facelets.h names it ("UFL").
std::string corner_at(int n, const Cell& cell) {
  std::string faces;
  for (int axis = 0; axis < 3; ++axis)
    for (int f = 0; f < kFaces; ++f)
      if (axis_of(f) == axis && cell[axis] == (is_positive_face(f) ? n - 1 : 0))
        faces += kFaceNames[f];
  std::sort(faces.begin(), faces.end());
  for (int c = 0; c < kCorners; ++c) {
    std::string name = corner_name(c);
    std::sort(name.begin(), name.end());
    if (name == faces) return corner_name(c);
  }
  return faces;
}

}  // namespace

int frame_facelet(int n, int i) {
  const int face = i / 9, row = i % 9 / 3, col = i % 3;
  if (n % 2 == 0 && (row == 1 || col == 1)) return -1;
  auto line = [n](int x) { return x == 0 ? 0 : x == 2 ? n - 1 : n / 2; };
  return (face * n + line(row)) * n + line(col);
}

std::vector<WingPlace> wing_places(int n, int k) {
  std::vector<WingPlace> places;
  for (int e = 0; e < kEdges; ++e) {
    const int sa = kEdgeFacelets[e][0], sb = kEdgeFacelets[e][1];
    const int fa = sa / 9, fb = sb / 9;
    for (int t : {k, n - 1 - k}) {
      // The 3x3x3 sticker's row and column: 0 stays, 2 is the last line, 1 is along the edge.
      auto line = [&](int x) { return x == 0 ? 0 : x == 2 ? n - 1 : t; };
      const int row = line(sa % 9 / 3), col = line(sa % 3);
      const Cell cell = cell_of(n, fa, row, col);
      const int axis = 3 - axis_of(fa) - axis_of(fb);
      Cell d{0, 0, 0};
      d[axis] = 2 * cell[axis] > n - 1 ? 1 : -1;
      Cell end = cell;
      end[axis] = d[axis] > 0 ? n - 1 : 0;
      places.push_back(
          {(fa * n + row) * n + col, facelet_index(n, {cell, fb}),
           dot_cross(normal_of(fa), normal_of(fb), d),
           fmt::format("{} (orbit {}, next to {})", edge_name(e), k, corner_at(n, end))});
    }
  }
  return places;
}

std::vector<std::vector<int>> centre_orbits(int n) {
  // Orbit of (row, col): its least row * n + col among the place's four quarter turns.
  auto orbit = [n](int row, int col) {
    int best = row * n + col;
    for (int k = 0; k < 3; ++k) {
      const int r = row;
      row = col, col = n - 1 - r;
      best = std::min(best, row * n + col);
    }
    return best;
  };
  std::map<int, std::vector<int>> orbits;
  for (int f = 0; f < kFaces; ++f)
    for (int row = 1; row < n - 1; ++row)
      for (int col = 1; col < n - 1; ++col)
        if (n % 2 == 0 || row != n / 2 || col != n / 2)
          orbits[orbit(row, col)].push_back((f * n + row) * n + col);
  std::vector<std::vector<int>> out;
  for (auto& [first, places] : orbits) out.push_back(std::move(places));
  return out;
}

}  // namespace cubelab::nxn
