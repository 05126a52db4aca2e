#pragma once
// Whole-cube rotations: x (turn the cube like R), y (like U), z (like F) and their products,
// the 24 ways to hold a cube. They are used to normalise a cube given in any orientation, to
// conjugate an algorithm (recolouring), and by the move parser for x y z, slices and wide
// moves. The 48 symmetries with mirrors, as cube elements, are a separate module.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/move.h"

namespace cubelab {

struct Rotation {
  // to[f]: the position the face now at position f is carried to. x: F->U, U->B, B->D, D->F.
  std::array<uint8_t, kFaces> to{U, R, F, D, L, B};

  // One clockwise quarter turn about 'x', 'y' or 'z', repeated quarter_turns times.
  static Rotation about(char axis, int quarter_turns = 1);
  // A sequence of rotations only, in move notation ("x y2 z'", "" = identity).
  // Throws InputError(E_NOTATION) for anything else.
  static Rotation parse(std::string_view text);
  // The 24 rotations, the identity first.
  static const std::array<Rotation, 24>& all();
  // Index in all(), or -1 when `to` is not a rotation (a mirror, or not a permutation of
  // opposite pairs).
  static int index_of(const std::array<uint8_t, kFaces>& to);

  // This rotation followed by `next`.
  Rotation then(const Rotation& next) const;
  Rotation inverse() const;
  // The face now at position `position`, i.e. the inverse map.
  int from(int position) const;
  // A shortest spelling, e.g. "x y2" ("" for the identity).
  std::string str() const;
  bool operator==(const Rotation&) const = default;
};

// The facelet string of the same cube after rotating it: the sticker at position p moves to
// the position the rotation carries p to. Any letters; 54 (3x3x3) or 24 (2x2x2) characters.
std::string rotate_facelets(std::string_view facelets, const Rotation& r);

// The rotation's effect on the eight corners (for x: R L'; y: U D'; z: F B'), with edges
// solved. Multiplying a 2x2x2 state by it turns the whole puzzle.
CubieCube rotation_corners(const Rotation& r);

}  // namespace cubelab
