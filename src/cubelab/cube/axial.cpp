#include "cubelab/cube/axial.h"

#include <algorithm>
#include <vector>

namespace cubelab {

const std::array<AxialMove, kAxialMoves>& axial_moves() {
  static const std::array<AxialMove, kAxialMoves> all = [] {
    std::array<AxialMove, kAxialMoves> out{};
    int n = 0;
    for (int axis = 0; axis < 3; ++axis) {
      const int first = axis, second = opposite_face(axis);  // U R F, then D L B
      for (int face : {first, second})
        for (int q = 1; q <= 3; ++q) out[n++] = {{make_move(face, q), 0}, 1};
      for (int q1 = 1; q1 <= 3; ++q1)
        for (int q2 = 1; q2 <= 3; ++q2)
          out[n++] = {{make_move(first, q1), make_move(second, q2)}, 2};
    }
    return out;
  }();
  return all;
}

int axial_length(std::span<const Move> moves) {
  int n = 0;
  for_each_axial_run(moves, [&n](size_t, size_t) { ++n; });
  return n;
}

std::string axial_text(std::span<const Move> moves) {
  std::string s;
  for_each_axial_run(moves, [&](size_t begin, size_t end) {
    bool both_faces = false;
    for (size_t i = begin + 1; i < end; ++i)
      both_faces |= move_face(moves[i]) != move_face(moves[begin]);
    if (!s.empty()) s += ' ';
    if (both_faces) s += '(';
    // Turns on one axis commute: U before D, R before L, F before B, as canonical() orders them.
    std::vector<Move> run(moves.begin() + begin, moves.begin() + end);
    std::stable_sort(run.begin(), run.end(),
                     [](Move a, Move b) { return move_face(a) < move_face(b); });
    for (size_t i = 0; i < run.size(); ++i) {
      if (i > 0) s += ' ';
      s += move_name(run[i]);
    }
    if (both_faces) s += ')';
  });
  return s;
}

}  // namespace cubelab
