#include "cubelab/solvers/optimal/coset_space.h"

#include <stdexcept>

#include "cubelab/cube/symmetry.h"

namespace cubelab::optimal {

const CosetSpace& CosetSpace::get() {
  static const CosetSpace space;
  return space;
}

CosetSpace::CosetSpace() : ex_(Extractor::get()), corner_sym_(corner_coset_coord(), kUdSymmetries) {
  if (corner_sym_.classes() != kCornerClasses)
    throw std::logic_error("unexpected number of corner classes");
  packed_ = corner_sym_.packed_data();
  for (int s = 0; s < kSymmetries; ++s) {
    sym_[s] = PackedCube::from(symmetry_cube(s));
    inv_[s] = PackedCube::from(symmetry_cube(symmetry_inverse(s)));
  }
  // Axis a is brought onto U-D by the rotation that maps its faces to U and D.
  for (int axis = 0; axis < kAxes; ++axis) {
    int found = -1;
    for (int s = 0; s < kSymmetries && found < 0; ++s)
      if (!symmetry_is_mirror(s) && conjugate_face(axis, s) == U) found = s;
    if (found < 0) throw std::logic_error("no rotation brings the axis onto U-D");
    axis_sym_[axis] = static_cast<uint8_t>(axis == 0 ? 0 : found);
    for (int s = 0; s < kUdSymmetries; ++s)
      composite_[axis][s] = static_cast<uint8_t>(symmetry_multiply(s, axis_sym_[axis]));
  }
  class_moves_.resize(static_cast<size_t>(classes()) * kMoves);
  for (uint32_t k = 0; k < classes(); ++k) {
    CubieCube rep;
    corner_coset_coord().set(rep, corner_sym_.representative(k));
    const Bytes16 c = PackedCube::from(rep).corners;
    for (Move m = 0; m < kMoves; ++m)
      class_moves_[k * kMoves + m] =
          packed_[ex_.corner(corner_product(c, PackedCube::move(m).corners))];
  }
}

}  // namespace cubelab::optimal
