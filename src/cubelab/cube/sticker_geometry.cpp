#include "cubelab/cube/sticker_geometry.h"

#include <stdexcept>

namespace cubelab {

const std::array<Vec3, 6> kFaceNormals = {{
    {0, 1, 0},
    {1, 0, 0},
    {0, 0, 1},
    {0, -1, 0},
    {-1, 0, 0},
    {0, 0, -1},
}};

namespace {

Vec3 operator*(int k, Vec3 v) { return {k * v.x, k * v.y, k * v.z}; }
Vec3 operator+(Vec3 a, Vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }

// For each face, the directions of "right" and "down" as the face is read from outside:
// U with B at the top, D with F at the top, the side faces with U at the top.
constexpr std::array<std::array<Vec3, 2>, 6> kReadingAxes = {{
    {{{1, 0, 0}, {0, 0, 1}}},    // U
    {{{0, 0, -1}, {0, -1, 0}}},  // R
    {{{1, 0, 0}, {0, -1, 0}}},   // F
    {{{1, 0, 0}, {0, 0, -1}}},   // D
    {{{0, 0, 1}, {0, -1, 0}}},   // L
    {{{-1, 0, 0}, {0, -1, 0}}},  // B
}};

// Position of sticker `index` in integer coordinates scaled by 2 so that both sizes fit:
// the face plane is at distance n, stickers at odd (n = 2) or even (n = 3) offsets.
Vec3 sticker_position(int n, int index) {
  int face = index / (n * n), row = index % (n * n) / n, col = index % n;
  return n * kFaceNormals[face] + (2 * col - (n - 1)) * kReadingAxes[face][0] +
         (2 * row - (n - 1)) * kReadingAxes[face][1];
}

}  // namespace

std::vector<int> sticker_permutation(int n, Vec3 image_x, Vec3 image_y, Vec3 image_z) {
  const int count = 6 * n * n;
  std::vector<Vec3> where(count);
  for (int i = 0; i < count; ++i) where[i] = sticker_position(n, i);
  std::vector<int> perm(count, -1);
  for (int i = 0; i < count; ++i) {
    Vec3 p = where[i];
    Vec3 q = p.x * image_x + p.y * image_y + p.z * image_z;
    for (int j = 0; j < count; ++j)
      if (where[j] == q) perm[i] = j;
    if (perm[i] < 0) throw std::logic_error("sticker_permutation: not a symmetry of the cube");
  }
  return perm;
}

}  // namespace cubelab
