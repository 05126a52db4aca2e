#include "cubelab/cube/nxn/nxn_scramble.h"

#include <algorithm>

#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_geometry.h"

namespace cubelab::nxn {

int scramble_length(int n) { return n <= 3 ? 25 : 20 * (n - 2); }

std::vector<NxnMove> scramble_moves(int n) {
  check_size(n);
  std::vector<NxnMove> moves;
  for (int width = 1; width <= n / 2; ++width)
    for (int face = 0; face < kFaces; ++face) {
      const bool half_cube = n % 2 == 0 && width == n / 2;
      if (half_cube && !is_positive_face(face)) continue;
      for (int turns = 1; turns <= 3; ++turns) moves.push_back({face, 1, width, turns});
    }
  return moves;
}

std::vector<NxnMove> random_scramble(int n, Rng& rng) {
  return random_scramble(n, rng, scramble_length(n));
}

std::vector<NxnMove> random_scramble(int n, Rng& rng, int length) {
  const std::vector<NxnMove> all = scramble_moves(n);
  std::vector<NxnMove> scramble, allowed;
  while (static_cast<int>(scramble.size()) < length) {
    // The run: the moves since the last one on another axis. They commute with each other
    // and with a new move on their axis, so one of the same block would merge with them.
    const int axis = scramble.empty() ? -1 : axis_of(scramble.back().face);
    auto run_start = scramble.end();
    while (run_start != scramble.begin() && axis_of((run_start - 1)->face) == axis) --run_start;
    allowed.clear();
    for (const NxnMove& m : all) {
      const bool same_block = std::any_of(run_start, scramble.end(), [&](const NxnMove& r) {
        return r.face == m.face && r.last_layer == m.last_layer;
      });
      if (!same_block) allowed.push_back(m);
    }
    scramble.push_back(allowed[rng.below(allowed.size())]);
  }
  return scramble;
}

}  // namespace cubelab::nxn
