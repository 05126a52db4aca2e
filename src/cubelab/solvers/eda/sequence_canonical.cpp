#include "cubelab/solvers/eda/sequence_canonical.h"

#include <utility>

#include "cubelab/cube/alg.h"

namespace cubelab::eda {

std::vector<Move> canonical_sequence(std::span<const Move> moves) {
  std::vector<Move> out =
      Alg(std::vector<Move>(moves.begin(), moves.end())).simplified().moves;
  // After simplified() no axis is turned three times in a row, so ordering each adjacent
  // opposite-face pair is enough.
  for (size_t i = 0; i + 1 < out.size(); ++i)
    if (!allowed_after(move_face(out[i]), move_face(out[i + 1]))) std::swap(out[i], out[i + 1]);
  return out;
}

}  // namespace cubelab::eda
