#pragma once
// What a piece shows where it sits, and tables of scores read off it. Sticker k of a position
// is the k-th facelet of kCornerFacelets / kEdgeFacelets; a piece turned t shows there the
// colour of its own sticker (k - t), as to_facelets() draws it. Sticker scores (the blog
// post's heuristic, the metaheuristics' fitness functions), goal masks and the EDA's
// similarity measures all start from this, so it is built here once.
#include <array>
#include <cstdint>
#include <functional>

#include "cubelab/cube/cubie_cube.h"

namespace cubelab {

// The face (0..5, U R F D L B) whose colour corner `piece` turned `twist` shows at sticker k
// of whatever position it sits in; the same for edges.
int corner_sticker(int piece, int twist, int k);
int edge_sticker(int piece, int flip, int k);
// The face a position's sticker k lies on.
int corner_facelet_face(int position, int k);
int edge_facelet_face(int position, int k);

// A score that is a sum over positions of what each position shows, as per-position tables:
// corner[position][piece][twist], edge[position][piece][flip].
struct PieceScores {
  std::array<std::array<std::array<int16_t, 3>, kCorners>, kCorners> corner{};
  std::array<std::array<std::array<int16_t, 2>, kEdges>, kEdges> edge{};
  int operator()(const CubieCube& c) const {
    int n = 0;
    for (int i = 0; i < kCorners; ++i) n += corner[i][c.cp[i]][c.co[i] % 3];
    for (int i = 0; i < kEdges; ++i) n += edge[i][c.ep[i]][c.eo[i]];
    return n;
  }
};

// The tables of a score given, for one position, by the faces shown at its stickers.
PieceScores piece_scores(
    const std::function<int(int position, const std::array<int, 3>& shown)>& corner_score,
    const std::function<int(int position, const std::array<int, 2>& shown)>& edge_score);

}  // namespace cubelab
