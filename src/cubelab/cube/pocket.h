#pragma once
// The 2x2x2 ("pocket cube"). A state is a CubieCube whose edges are solved and whose corners
// are normalised: the DBL corner in place with orientation 0. A 2x2x2 has no centres, so a
// whole-cube rotation does not change the puzzle; fixing DBL picks one of the 24 ways to hold
// it, and every state has one canonical form (7! * 3^6 = 3,674,160 states). Moves U R F
// keep DBL in place; after D L B (or any turn on a cube held otherwise) call
// normalise_pocket.
//
// Facelets: 24 letters, faces U R F D L B, four stickers each, read in the same order as
// the 3x3x3's (U with B at the top, D with F at the top, side faces with U at the top):
// solved is UUUURRRRFFFFDDDDLLLLBBBB. Letters are read case-insensitively:
//  - face letters U R F D L B, or the standard colours W Y G B R O (color_scheme.h): the
//    cube may be held in any of the 24 orientations; it is turned so the DBL corner (the one
//    coloured D, B, L) is in place;
//  - any other six letters: the corner at DBL defines D, B and L (its stickers there), and
//    U, F, R are the colours opposite them (the ones never on a corner with them).
#include <string>
#include <string_view>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/color_scheme.h"
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/random.h"

namespace cubelab {

constexpr int kPocketFacelets = 24;
constexpr std::string_view kSolvedPocketFacelets = "UUUURRRRFFFFDDDDLLLLBBBB";

// The scheme of six letters no known scheme uses, read from the corners as the cube is held:
// D, B and L are the colours the DBL corner shows there, and the colour opposite each is the
// only one never on a corner with it. `layout`: 54 stickers with the corners' filled in (the
// rest is not read); `colours`: the six letters. E_CORNER when the corners cannot be a
// cube's. Shared with the even NxNxN cubes (nxn/nxn_validate.h), which read colours the same
// way.
ColorScheme scheme_from_dbl_corner(const std::string& layout, const std::string& colours);

// Throws InputError: E_FORMAT (length, characters), E_COLOR_COUNT (not six colours four
// times each), E_CORNER (impossible or duplicated corner, named; or colours that cannot be
// a cube's), E_TWIST.
CubieCube pocket_from_facelets(std::string_view text);
// The 24 stickers of any cube's corners, in face letters.
std::string pocket_facelets(const CubieCube& cube);

// Corners-only Singmaster notation: "UFR URB UBL ULF DRF DFL DLB DBR" (see singmaster.h).
CubieCube pocket_from_singmaster(std::string_view text);
std::string pocket_singmaster(const CubieCube& cube);

// Edges solved, the corners turned as a whole so that DBL is in place with orientation 0.
// `cube` must have a valid corner permutation with twists 0..2.
CubieCube normalise_pocket(const CubieCube& cube);
bool is_normalised_pocket(const CubieCube& cube);
// E_EDGE (edges not solved), E_CORNER (invalid or not normalised), E_TWIST.
void require_solvable_pocket(const CubieCube& cube);

// Uniform over the 3,674,160 states.
CubieCube random_pocket_state(Rng& rng);
// n random turns of U R F (the 2x2x2 needs no others), never one face twice in a row.
Alg random_pocket_moves(Rng& rng, int n);

// Sticker i of the 24 is sticker pocket_sticker_index(i) of the 54 (the corner stickers).
int pocket_sticker_index(int i);

}  // namespace cubelab
