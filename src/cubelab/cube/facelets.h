#pragma once
// The 54-sticker Kociemba facelet string (architecture.md §2) and its conversion to and from
// cubies, with validation that names what is wrong. Other input formats (colour letters,
// rotated cubes, Singmaster notation) are in cube_input.h and end up here.
#include <array>
#include <string>
#include <string_view>

#include "cubelab/cube/cubie_cube.h"

namespace cubelab {

constexpr int kFacelets = 54;
constexpr std::string_view kSolvedFacelets =
    "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

// Facelet indices of each corner (clockwise, starting with the U or D sticker) and edge.
extern const std::array<std::array<uint8_t, 3>, kCorners> kCornerFacelets;
extern const std::array<std::array<uint8_t, 2>, kEdges> kEdgeFacelets;
// The faces (0..5 = U R F D L B) each edge shows when solved, in kEdgeFacelets' order.
extern const std::array<std::array<uint8_t, 2>, kEdges> kEdgeColors;

std::string to_facelets(const CubieCube& cube);

// Parses a facelet string over the letters U R F D L B with centres in standard position.
// Throws InputError with E_FORMAT, E_CENTERS, E_COLOR_COUNT, E_CORNER, E_EDGE, E_TWIST,
// E_FLIP or E_PARITY.
CubieCube from_facelets(std::string_view facelets);

// The face (0..5 = U R F D L B) that each of the 54 stickers shows.
using StickerFaces = std::array<uint8_t, kFacelets>;

// from_facelets after the letters were read (by any colour scheme) and the centres checked:
// checks colour counts, corners, edges and invariants. `letters` is the text as the user
// wrote it, centres in standard position, used to name colours in messages.
CubieCube from_sticker_faces(const StickerFaces& face, std::string_view letters);

// Identifies the eight corners from their stickers' faces (only corner stickers are read);
// E_CORNER for a corner no cube has or one that appears twice.
void read_corners(const StickerFaces& face, std::string_view letters, CubieCube& cube);

// Throws InputError (the same codes as from_facelets) unless a cubie cube built by any means
// is a state the cube can reach. The facade's validate() (scramble.h) returns instead.
void require_solvable(const CubieCube& cube);
// Its corners' part: each corner once, with twists 0..2 that sum to 0 mod 3 (E_CORNER,
// E_TWIST); the edges are not looked at (a 2x2x2 state, pocket.h).
void require_solvable_corners(const CubieCube& cube);

// "URF", "UR": the names of cubies.
std::string corner_name(int corner);
std::string edge_name(int edge);

}  // namespace cubelab
