#pragma once
// The wings of the NxNxN cube (nxn_validate.h: the edge pieces other than the midges) as
// positions and pieces.
//
// Edge slot e (0..11, Kociemba order UR UF UL UB DR DF DL DB FR FL BL BR) runs along one
// axis; its wing at coordinate c (1..N-2 along that axis, the middle one excluded on odd
// cubes) shows two stickers, first the one on the slot's first face (U/D, or F/B for the
// middle layer), as the 3x3x3's edge facelets are read. Orbit k (1 <= k <= (N-2)/2) holds
// the 24 wings at coordinates k and N-1-k.
//
// A wing is known by its two colours and its handedness: moved rigidly, the triple (normal of
// the face showing its first colour, normal of the face showing its second, the direction
// from the middle of its edge to it) keeps the sign of its determinant. Of the two wings
// with the colours of an edge, one sits at each end of it at home and their signs differ.
#include <array>
#include <cstdint>
#include <vector>

#include "cubelab/cube/facelets.h"
#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_geometry.h"
#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::reduction {

constexpr int kEdgeSlots = 12;

// The slot's two faces, in the 3x3x3's facelet order (UR: U then R): its edge's colours.
inline const std::array<std::array<uint8_t, 2>, kEdgeSlots>& kSlotFaces = kEdgeColors;

struct WingPos {
  int slot;
  int coord;
  bool operator==(const WingPos&) const = default;
};

nxn::Cell wing_cell(int n, const WingPos& w);
// Its sticker on the slot's first (0) or second (1) face.
nxn::Sticker wing_sticker(int n, const WingPos& w, int side);
// The wing position of a cell on an edge (two coordinates at 0 or N-1, the third inside).
WingPos wing_at(int n, const nxn::Cell& cell);
// The slot with these two faces, in either order.
int slot_of_faces(int a, int b);

// The 24 positions of orbit k.
std::vector<WingPos> orbit_positions(int n, int k);
int orbit_count(int n);

// The colours shown at a position: first on the slot's first face, then on its second.
std::array<uint8_t, 2> wing_colours(const nxn::NxnCube& cube, const WingPos& w);

// The home position of the wing that shows `colours` (first on the slot's first face) at w.
WingPos home_of(int n, const WingPos& w, const std::array<uint8_t, 2>& colours);

// Whether orbit k's wings are an odd permutation of their home positions.
bool orbit_is_odd(const nxn::NxnCube& cube, int k);

// Sets every odd wing orbit of `cube` even, each by one inner quarter turn, and returns the
// turns (applied to `cube`).
std::vector<nxn::NxnMove> even_wing_orbits(nxn::NxnCube& cube);

}  // namespace cubelab::reduction
