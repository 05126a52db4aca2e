#pragma once
// The megaminx's dodecahedron: its 12 faces, 132 stickers, 20 corners and 30 edges, and the
// sticker permutations of its face turns and whole-puzzle rotations, all derived from the
// faces' normals (no table of them is written by hand).
//
// Faces in the text's order, each opposite the face six after it (cubing.js's names):
//   0 U  1 F  2 R  3 BR  4 BL  5 L  |  6 D  7 B  8 DL  9 FL  10 FR  11 DR
// x right, y up, z towards the front: U is up, F, R, BR, BL, L the upper ring (F in front),
// B, DL, FL, FR, DR the lower ring (FR below, between F and R), D down.
//
// A face's 11 stickers: 0 its centre, then clockwise seen from outside, from the edge it
// shares with its first neighbour: 1 + 2k the edge towards neighbour k, 2 + 2k the corner
// between neighbours k and k + 1 (neighbours clockwise, k = 0..4). The first neighbour is F
// for U, B for D, U for the upper ring and D for the lower ring.
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace cubelab::megaminx {

inline constexpr int kFaces = 12;
inline constexpr int kPerFace = 11;
inline constexpr int kStickers = 132;
inline constexpr int kCorners = 20;
inline constexpr int kEdges = 30;
inline constexpr int kRotations = 60;

// perm[i]: where the sticker at i goes.
using Perm = std::array<uint8_t, kStickers>;

std::string_view face_name(int face);     // "U", "BR", ...
int face_of_name(std::string_view name);  // -1 for none
inline int opposite(int face) { return (face + 6) % kFaces; }

struct Geometry {
  // neighbours[f][k]: the faces around f, clockwise seen from outside, from the first.
  std::array<std::array<int, 5>, kFaces> neighbours;
  // A fifth of a turn clockwise, seen from outside, of each face.
  std::array<Perm, kFaces> turn;
  // The whole puzzle a fifth clockwise about each face (cubing.js's Uv, Fv, ...).
  std::array<Perm, kFaces> whole;
  // The WCA's scrambling turns R++ and D++: two fifths clockwise, seen from the R side
  // (about the axis of L, whose face layer stays) and from below (about U's; U's stays).
  Perm r_plus_plus, d_plus_plus;
  // The 60 rotations of the whole puzzle (0 the identity), and where each takes each face.
  std::vector<Perm> rotations;
  std::vector<std::array<int, kFaces>> rotation_face;
  // The stickers of each corner and edge: the one on the face first in the text's order,
  // then clockwise seen from outside the piece.
  std::array<std::array<int, 3>, kCorners> corner_stickers;
  std::array<std::array<int, 2>, kEdges> edge_stickers;
  // The face of each sticker (index / 11) and the piece it is on: 0..19 corners,
  // 20..49 edges, 50..61 centres.
  std::array<int, kStickers> piece;

  Geometry();
};

const Geometry& geometry();

// Applies `perm` to stickers (anything indexed by sticker): out[perm[i]] = in[i].
template <typename T>
std::array<T, kStickers> permuted(const std::array<T, kStickers>& in, const Perm& perm) {
  std::array<T, kStickers> out{};
  for (int i = 0; i < kStickers; ++i) out[perm[i]] = in[i];
  return out;
}

}  // namespace cubelab::megaminx
