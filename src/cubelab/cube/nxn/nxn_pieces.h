#pragma once
// The pieces of an NxNxN cube as places of its stickers (nxn_validate.h describes them):
// the corners and midges of its frame, the wings of each wing orbit and the stickers of each
// centre orbit. Read by validation, which names the pieces it finds wrong, and by the
// random-state generator, which places them.
#include <string>
#include <vector>

namespace cubelab::nxn {

// Where facelet `i` of the 3x3x3's 54 (facelets.h) lies on the n-layer cube: its corners at
// the corners, its edges at the middle of each edge and its centres at the middle of each
// face (odd n only; on an even cube only the corner stickers have a place, -1 for the rest).
int frame_facelet(int n, int i);

// One of the 24 places of a wing orbit: its two stickers (facelet indices, on the faces of
// the edge's stickers in kEdgeFacelets order) and its handedness, +1 or -1: the sign of
// normal(a) x normal(b) . d, d pointing along the edge from its middle toward the wing.
// A whole-cube turn keeps the sign, so a wing showing colours (c, e) at a place of
// handedness h is the one whose home shows (c, e) with handedness h, or (e, c) with -h.
struct WingPlace {
  int a, b;
  int hand;
  std::string name;  // "UF (orbit 2, next to UFL)"
};

// Wing orbit k's places (1 <= k <= (n-2)/2), place 2e + s on edge e (Kociemba order), s = 0
// for the wing k stickers from the start of the edge's first sticker row or column, 1 from
// its end.
std::vector<WingPlace> wing_places(int n, int k);

// The centre orbits that can be permuted (every one but an odd cube's fixed centres): each
// the 24 facelet indices of one sticker place of a face, its three quarter turns and the
// same on the other five faces. The first place of each is its least row * n + col on U.
std::vector<std::vector<int>> centre_orbits(int n);

}  // namespace cubelab::nxn
