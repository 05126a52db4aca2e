#pragma once
// Where the stickers of a facelet string (54 for the 3x3x3, 24 for the 2x2x2; faces U R F D L
// B, each read row by row as architecture.md §2 says) sit in space. Whole-cube rotations and
// mirrors of facelet strings are computed from this, so no sticker table is written by hand.
#include <array>
#include <vector>

namespace cubelab {

// x points to R, y to U, z to F.
struct Vec3 {
  int x = 0, y = 0, z = 0;
  bool operator==(const Vec3&) const = default;
};

// The unit normal of each face, in the order U R F D L B.
extern const std::array<Vec3, 6> kFaceNormals;

// The sticker permutation of the linear map sending the x, y and z axes to image_x, image_y
// and image_z (each a face normal; a rotation or a reflection). For a cube with `n` stickers
// per row (2 or 3): result[i] is where sticker i goes.
std::vector<int> sticker_permutation(int n, Vec3 image_x, Vec3 image_y, Vec3 image_z);

}  // namespace cubelab
