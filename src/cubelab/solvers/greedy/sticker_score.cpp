#include "cubelab/solvers/greedy/sticker_score.h"

#include "cubelab/cube/piece_stickers.h"

namespace cubelab::greedy {
namespace {

int sticker_points(int colour_face, int on_face) {
  if (colour_face == on_face) return 0;
  return colour_face == opposite_face(on_face) ? 2 : 1;
}

const PieceScores& scores() {
  static const PieceScores s = piece_scores(
      [](int pos, const std::array<int, 3>& shown) {
        int points = 0;
        for (int k = 0; k < 3; ++k) points += sticker_points(shown[k], corner_facelet_face(pos, k));
        return points;
      },
      [](int pos, const std::array<int, 2>& shown) {
        int points = 0;
        for (int k = 0; k < 2; ++k) points += sticker_points(shown[k], edge_facelet_face(pos, k));
        return points;
      });
  return s;
}

}  // namespace

int sticker_score(const CubieCube& c) { return scores()(c); }

}  // namespace cubelab::greedy
