// What a piece shows where it sits agrees with the facelet string of a cube holding it.
#include "cubelab/cube/piece_stickers.h"

#include <gtest/gtest.h>

#include "cubelab/cube/color_scheme.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"

namespace cubelab {
namespace {

// The face a face letter names, read by the face-letter colour scheme.
int face_of(char letter) {
  static const ColorScheme face_letters = *known_scheme("URFDLB");
  return face_letters.face_of(letter);
}

// Every piece of a kind (corners: 3 stickers, edges: 2) in every position and twist or
// flip, put alone into the solved cube (its place in `perm`, its twist or flip in
// `orient`): the stickers `sticker` says it shows are those of the cube's facelet string
// at `facelets` of its position.
template <size_t Stickers, size_t Pieces, class Sticker>
void expect_stickers_agree(const std::array<std::array<uint8_t, Stickers>, Pieces>& facelets,
                           std::array<uint8_t, Pieces> CubieCube::*perm,
                           std::array<uint8_t, Pieces> CubieCube::*orient, Sticker sticker) {
  const int pieces = static_cast<int>(Pieces), stickers = static_cast<int>(Stickers);
  for (int pos = 0; pos < pieces; ++pos)
    for (int piece = 0; piece < pieces; ++piece)
      for (int t = 0; t < stickers; ++t) {
        CubieCube c;
        (c.*perm)[pos] = static_cast<uint8_t>(piece);
        (c.*orient)[pos] = static_cast<uint8_t>(t);
        const std::string f = to_facelets(c);
        for (int k = 0; k < stickers; ++k)
          EXPECT_EQ(sticker(piece, t, k), face_of(f[facelets[pos][k]]))
              << "position " << pos << ", piece " << piece << ", turned " << t;
      }
}

TEST(PieceStickers, AgreeWithTheFaceletString) {
  expect_stickers_agree(kCornerFacelets, &CubieCube::cp, &CubieCube::co, corner_sticker);
  expect_stickers_agree(kEdgeFacelets, &CubieCube::ep, &CubieCube::eo, edge_sticker);
  for (int pos = 0; pos < kCorners; ++pos)
    for (int k = 0; k < 3; ++k) EXPECT_EQ(corner_facelet_face(pos, k), kCornerFacelets[pos][k] / 9);
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
