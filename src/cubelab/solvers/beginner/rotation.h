#pragma once
// The document writes each macro for one slot (the front-right one) and turns the whole cube to
// use it elsewhere. We never turn the cube: a macro for another slot is the same macro with
// its faces relabelled by a quarter rotation about the U-D axis (Alg::rotated).
#include <array>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cubie_cube.h"

namespace cubelab::beginner {

// `alg` moved k quarter turns round the U-D axis towards the back: R -> B, F -> R, L -> F,
// B -> L for k = 1 (U and D stay), so a macro for the FR slot works on the BR slot.
Alg rotated_about_ud(const Alg& alg, int quarter_turns);

// Where the front-right pieces of the document's macros are after k y rotations of the macro
// (k = 0..3): the slot's two side faces, its U corner, the corner below it, its middle edge
// and the D edge below its front face.
struct Slot {
  Face front, right;
  Corner u_corner, d_corner;
  Edge middle_edge, d_edge;
};
constexpr std::array<Slot, 4> kSlots = {{
    {F, R, URF, DFR, FR, DF},
    {R, B, UBR, DRB, BR, DR},
    {B, L, ULB, DBL, BL, DB},
    {L, F, UFL, DLF, FL, DL},
}};

}  // namespace cubelab::beginner
