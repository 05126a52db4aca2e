// What a piece shows where it sits agrees with the facelet string of a cube holding it.
#include "cubelab/cube/piece_stickers.h"

#include <gtest/gtest.h>

#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"

namespace cubelab {
namespace {

int face_of(char letter) {
  for (int f = 0; f < kFaces; ++f)
    if (kFaceNames[f] == letter) return f;
  return -1;
}

TEST(PieceStickers, AgreeWithTheFaceletString) {
  for (int pos = 0; pos < kCorners; ++pos)
    for (int piece = 0; piece < kCorners; ++piece)
      for (int t = 0; t < 3; ++t) {
        CubieCube c;
        c.cp[pos] = static_cast<uint8_t>(piece);
        c.co[pos] = static_cast<uint8_t>(t);
        const std::string f = to_facelets(c);
        for (int k = 0; k < 3; ++k) {
          EXPECT_EQ(corner_sticker(piece, t, k), face_of(f[kCornerFacelets[pos][k]]));
          EXPECT_EQ(corner_facelet_face(pos, k), kCornerFacelets[pos][k] / 9);
        }
      }
  for (int pos = 0; pos < kEdges; ++pos)
    for (int piece = 0; piece < kEdges; ++piece)
      for (int t = 0; t < 2; ++t) {
        CubieCube c;
        c.ep[pos] = static_cast<uint8_t>(piece);
        c.eo[pos] = static_cast<uint8_t>(t);
        const std::string f = to_facelets(c);
        for (int k = 0; k < 2; ++k)
          EXPECT_EQ(edge_sticker(piece, t, k), face_of(f[kEdgeFacelets[pos][k]]));
      }
}

TEST(PieceStickers, ScoresAreSumsOverPositions) {
  // Stickers on their own face: 48 when solved, and the count on the facelets otherwise.
  const PieceScores own = piece_scores(
      [](int pos, const std::array<int, 3>& shown) {
        int n = 0;
        for (int k = 0; k < 3; ++k) n += shown[k] == corner_facelet_face(pos, k);
        return n;
      },
      [](int pos, const std::array<int, 2>& shown) {
        int n = 0;
        for (int k = 0; k < 2; ++k) n += shown[k] == edge_facelet_face(pos, k);
        return n;
      });
  EXPECT_EQ(own(CubieCube{}), 48);
  Rng rng(3);
  for (int i = 0; i < 50; ++i) {
    const CubieCube c = random_state(rng);
    const std::string f = to_facelets(c);
    int n = -6;  // the centres
    for (int j = 0; j < kFacelets; ++j) n += f[j] == kFaceNames[j / 9];
    EXPECT_EQ(own(c), n);
  }
}

}  // namespace
}  // namespace cubelab
