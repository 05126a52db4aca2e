#include "cubelab/cube/piece_stickers.h"

#include "cubelab/cube/facelets.h"

namespace cubelab {

int corner_sticker(int piece, int twist, int k) {
  return kCornerFacelets[piece][(k - twist % 3 + 3) % 3] / 9;
}
int edge_sticker(int piece, int flip, int k) {
  return kEdgeFacelets[piece][(k - flip + 2) % 2] / 9;
}
int corner_facelet_face(int position, int k) { return kCornerFacelets[position][k] / 9; }
int edge_facelet_face(int position, int k) { return kEdgeFacelets[position][k] / 9; }

PieceScores piece_scores(
    const std::function<int(int position, const std::array<int, 3>& shown)>& corner_score,
    const std::function<int(int position, const std::array<int, 2>& shown)>& edge_score) {
  PieceScores s;
  for (int pos = 0; pos < kCorners; ++pos)
    for (int piece = 0; piece < kCorners; ++piece)
      for (int t = 0; t < 3; ++t) {
        std::array<int, 3> shown{};
        for (int k = 0; k < 3; ++k) shown[k] = corner_sticker(piece, t, k);
        s.corner[pos][piece][t] = static_cast<int16_t>(corner_score(pos, shown));
      }
  for (int pos = 0; pos < kEdges; ++pos)
    for (int piece = 0; piece < kEdges; ++piece)
      for (int t = 0; t < 2; ++t) {
        std::array<int, 2> shown{};
        for (int k = 0; k < 2; ++k) shown[k] = edge_sticker(piece, t, k);
        s.edge[pos][piece][t] = static_cast<int16_t>(edge_score(pos, shown));
      }
  return s;
}

}  // namespace cubelab
