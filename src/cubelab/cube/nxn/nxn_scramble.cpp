#include "cubelab/cube/nxn/nxn_scramble.h"

#include <algorithm>

#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_geometry.h"
#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/cube/rotation.h"

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

std::vector<NxnMove> in_scramble_form(std::span<const NxnMove> moves, int n) {
  // held: the rotation of the moves written so far against the moves given; a move given
  // turns the face `held` has brought to its place.
  Rotation held;
  std::vector<NxnMove> out;
  auto outer = [&](int face, int layers, int turns) {
    const int opposite = (face + 3) % kFaces;
    const bool half_cube = 2 * layers == n;
    if (2 * layers < n || (half_cube && is_positive_face(face))) {
      push_merged(out, {face, 1, layers, turns}, n);
      return;
    }
    // The block is the whole cube turned with the other layers turned back: those are the
    // opposite face's block, turned the same way seen from there.
    if (layers < n) push_merged(out, {opposite, 1, n - layers, turns}, n);
    const char axis = "xyz"[axis_of(face)];
    held = Rotation::about(axis, is_positive_face(face) ? turns : 4 - turns).then(held);
  };
  for (NxnMove m : moves) {
    m.face = held.from(m.face);
    if (m.last_layer < n && m.first_layer > 1) {  // an inner block: two outer ones
      outer(m.face, m.last_layer, m.turns);
      outer(m.face, m.first_layer - 1, 4 - m.turns);
    } else if (m.first_layer == 1) {
      outer(m.face, m.last_layer, m.turns);
    } else {  // layers first..n from `face`: the opposite face's outer block
      outer((m.face + 3) % kFaces, n - m.first_layer + 1, 4 - m.turns);
    }
  }
  return out;
}

}  // namespace cubelab::nxn
