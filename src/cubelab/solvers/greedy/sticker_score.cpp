#include "cubelab/solvers/greedy/sticker_score.h"

#include <array>
#include <cstdint>

#include "cubelab/cube/facelets.h"

namespace cubelab::greedy {
namespace {

constexpr int kFaceletsPerFace = 9;

int sticker_points(int colour_face, int on_face) {
  if (colour_face == on_face) return 0;
  return colour_face == opposite_face(on_face) ? 2 : 1;
}

struct Tables {
  // corner[position][piece][twist], edge[position][piece][flip]: the points of the piece's
  // stickers when it sits there. A sticker's colour is the face of its home facelet.
  std::array<std::array<std::array<uint8_t, 3>, kCorners>, kCorners> corner{};
  std::array<std::array<std::array<uint8_t, 2>, kEdges>, kEdges> edge{};
};

const Tables& tables() {
  static const Tables t = [] {
    Tables t;
    // As in facelets.cpp: the piece's n-th sticker lies on facelet (n + orientation) of
    // its position.
    for (int pos = 0; pos < kCorners; ++pos)
      for (int piece = 0; piece < kCorners; ++piece)
        for (int ori = 0; ori < 3; ++ori) {
          int points = 0;
          for (int n = 0; n < 3; ++n)
            points += sticker_points(kCornerFacelets[piece][n] / kFaceletsPerFace,
                                     kCornerFacelets[pos][(n + ori) % 3] / kFaceletsPerFace);
          t.corner[pos][piece][ori] = static_cast<uint8_t>(points);
        }
    for (int pos = 0; pos < kEdges; ++pos)
      for (int piece = 0; piece < kEdges; ++piece)
        for (int ori = 0; ori < 2; ++ori) {
          int points = 0;
          for (int n = 0; n < 2; ++n)
            points += sticker_points(kEdgeFacelets[piece][n] / kFaceletsPerFace,
                                     kEdgeFacelets[pos][(n + ori) % 2] / kFaceletsPerFace);
          t.edge[pos][piece][ori] = static_cast<uint8_t>(points);
        }
    return t;
  }();
  return t;
}

}  // namespace

int sticker_score(const CubieCube& c) {
  const Tables& t = tables();
  int score = 0;
  for (int i = 0; i < kCorners; ++i) score += t.corner[i][c.cp[i]][c.co[i]];
  for (int i = 0; i < kEdges; ++i) score += t.edge[i][c.ep[i]][c.eo[i]];
  return score;
}

}  // namespace cubelab::greedy
