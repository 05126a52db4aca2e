// The Alg operations that rewrite a sequence: simplify, canonical order, mirror, rotate,
// and its order.
#include <algorithm>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/rotation.h"

namespace cubelab {

Alg Alg::simplified() const {
  // Montero Santos (2026, §3.3.1): a stack; a turn merges with the top, or with the one below the
  // top when the top is on the opposite face (they commute). Cascades are caught because a merge
  // that cancels exposes the element below.
  std::vector<Move> out;
  out.reserve(moves.size());
  auto merge_into = [&out](size_t at, Move m) {
    int turns = (move_power(out[at]) + move_power(m)) % 4;
    if (turns == 0) {
      out.erase(out.begin() + static_cast<std::ptrdiff_t>(at));
    } else {
      out[at] = make_move(move_face(m), turns);
    }
  };
  for (Move m : moves) {
    int face = move_face(m);
    size_t n = out.size();
    if (n >= 1 && move_face(out[n - 1]) == face) {
      merge_into(n - 1, m);
    } else if (n >= 2 && move_face(out[n - 1]) == opposite_face(face) &&
               move_face(out[n - 2]) == face) {
      merge_into(n - 2, m);
    } else {
      out.push_back(m);
    }
  }
  return Alg(std::move(out));
}

Alg Alg::canonical() const {
  Alg a = simplified();
  // After simplification a run of turns on one axis has at most one turn per face; order
  // each run by face index (U R F before D L B), which is the order allowed_after() keeps.
  auto& m = a.moves;
  for (size_t start = 0; start < m.size();) {
    size_t end = start + 1;
    while (end < m.size() && same_axis(move_face(m[end]), move_face(m[start]))) ++end;
    std::sort(m.begin() + static_cast<std::ptrdiff_t>(start),
              m.begin() + static_cast<std::ptrdiff_t>(end),
              [](Move a, Move b) { return move_face(a) < move_face(b); });
    start = end;
  }
  return a;
}

Alg Alg::mirrored() const {
  Alg out;
  out.moves.reserve(moves.size());
  for (Move m : moves) {
    int face = move_face(m);
    int mirrored_face = face == R ? L : face == L ? R : face;
    out.moves.push_back(make_move(mirrored_face, 4 - move_power(m)));
  }
  return out;
}

Alg Alg::rotated(const Rotation& r) const {
  Alg out;
  out.moves.reserve(moves.size());
  for (Move m : moves) out.moves.push_back(make_move(r.to[move_face(m)], move_power(m)));
  return out;
}

int Alg::order() const {
  // Any cube element has order at most 1260, so this loop is short.
  CubieCube step;
  step.apply(moves);
  CubieCube c = step;
  int n = 1;
  while (!c.is_solved()) {
    c.multiply(step);
    ++n;
  }
  return n;
}

}  // namespace cubelab
