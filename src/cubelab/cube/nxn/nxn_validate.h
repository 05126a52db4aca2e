#pragma once
// Reading an NxNxN facelet string (nxn_cube.h's order) into a cube that a real cube can show,
// with every refusal naming what is wrong (architecture.md §2's error codes).
//
// The pieces. Along each of the 12 edges lie N-2 edge pieces: on an odd cube the middle one
// is a midge (a 3x3x3 edge), the others are wings. Wing orbit k (1 <= k <=
// (N-2)/2) holds the 24 wings k stickers from a corner (layer k+1 of a face turns them). The
// (N-2)^2 centre stickers of a face fall into orbits: the sticker at row r, column c and its
// three quarter turns on each of the six faces (24 stickers); on an odd cube the middle
// sticker of each face is a fixed centre, an orbit of its own.
//
// Colours: the letters are read case-insensitively and must be six distinct ones.
//  - Odd N: the fixed centres define the scheme, as on the 3x3x3: face letters U R F D L B
//    or the standard colours W Y G B R O (color_scheme.h) may show any of the 24 orientations
//    and the cube is turned so the fixed centres are home; other letters mean the face whose
//    centre shows them, as held.
//  - Even N (no fixed centres): the corners define it, as on the 2x2x2: in a known scheme the
//    cube is turned so the corner coloured D, B, L is at DBL untwisted; other letters take
//    D, B and L from the DBL corner as held and U, R, F as the colours opposite them.
// The cube returned is held that way (standard_orientation).
//
// The rules, checked in this order (the first that fails is reported):
//  1. E_FORMAT: 6*N*N characters, all letters. E_LIMIT: N outside 2..kMaxSize.
//  2. E_CENTERS (odd N): the six fixed centres are distinct and, in a known scheme, a
//     rotation of the standard ones (not a mirror image). E_COLOR_COUNT: a letter on no fixed
//     centre (odd N), not six colours (even N), or a colour not on exactly N*N stickers.
//  3. E_CORNER: each corner's three colours, read clockwise, are a real corner's (not two
//     colours of one axis, not a mirror image), and no corner appears twice.
//  4. E_EDGE (odd N): each midge is a real edge and appears once.
//  5. E_EDGE (N >= 4): each wing is a real wing and appears once. A wing cannot be flipped
//     in place: of the two wings with the colours of an edge, one sits at each end of it and
//     each is the other's mirror image, so the colours read at a place name exactly one of
//     them. A wing shown flipped is therefore its twin, which then appears twice.
//  6. E_CENTERS: each centre orbit holds 4 stickers of each colour. Same-coloured centres
//     are interchangeable and any arrangement with those counts is reachable.
//  7. E_TWIST: the corner twists (3x3x3 convention, on the U/D colour) sum to 0 mod 3.
//  8. E_FLIP (odd N): the midge flips sum to 0 mod 2 (3x3x3 convention).
//  9. E_PARITY (odd N): with the fixed centres home, the corners' permutation has the parity
//     of the midges' (outer turns change both, inner turns neither, a middle slice is two
//     outer turns and a rotation).
// Nothing else constrains a cube: on an even cube the corners may be in any permutation
// (a single outer quarter turn is odd on them; the wing orbit it also changes is set right
// by an inner quarter turn), and a wing orbit's parity is free on every cube (an inner
// quarter turn changes it and only centre orbits besides, whose order is invisible). For
// N = 3 these are exactly the 3x3x3's rules (facelets.h), for N = 2 the 2x2x2's (pocket.h).
#include <string>
#include <string_view>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::nxn {

// A facelet string in any colour letters and orientation, checked, held in the standard
// orientation. `note`, when given, says how the text was read ("face letters, turned with
// x y2 to put the centres in place").
NxnCube read_nxn_facelets(int n, std::string_view text, std::string* note = nullptr);

// Checks a cube in face letters, held in any orientation, by the same rules (E_COLOR_COUNT
// onwards), and throws the first refusal, as require_solvable (cube/facelets.h) does for the
// 3x3x3; the facade's validate() answers with it instead.
void require_solvable_nxn(const NxnCube& cube);

// The whole-cube rotation (empty, or one or two of x y z) that holds a cube in face letters
// in the standard orientation: an odd cube's fixed centres home, an even cube's D-B-L corner
// at DBL with D down. E_CENTERS (odd N) or E_CORNER (even N) when no rotation does.
std::vector<NxnMove> standard_orientation_turn(const NxnCube& cube);
NxnCube standard_orientation(const NxnCube& cube);

}  // namespace cubelab::nxn
