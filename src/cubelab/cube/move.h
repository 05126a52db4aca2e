#pragma once
// The 18 face turns. index = 3*face + (quarter turns - 1), faces in order U R F D L B
// (architecture.md §2). A Move is a plain small integer so that tables can be indexed by it.
#include <array>
#include <cstdint>
#include <string>

namespace cubelab {

enum Face : uint8_t { U = 0, R = 1, F = 2, D = 3, L = 4, B = 5 };
constexpr int kFaces = 6;
constexpr int kMoves = 18;
constexpr std::array<char, 6> kFaceNames = {'U', 'R', 'F', 'D', 'L', 'B'};

using Move = uint8_t;

constexpr Move make_move(int face, int quarter_turns) {
  return static_cast<Move>(3 * face + ((quarter_turns % 4 + 4) % 4) - 1);
}
constexpr int move_face(Move m) { return m / 3; }
constexpr int move_power(Move m) { return m % 3 + 1; }  // 1 = cw, 2 = half, 3 = ccw
constexpr Move inverse_move(Move m) { return static_cast<Move>(3 * (m / 3) + 2 - m % 3); }
constexpr int opposite_face(int face) { return (face + 3) % 6; }
constexpr bool same_axis(int face_a, int face_b) { return face_a % 3 == face_b % 3; }
// Length of a move in the quarter-turn metric.
constexpr int move_qtm(Move m) { return move_power(m) == 2 ? 2 : 1; }

// "R", "R2", "R'".
std::string move_name(Move m);

// Move-sequence pruning shared by every search: after a move on face `prev`, a move on
// `face` is allowed unless it turns the same face again, or turns the opposite face in the
// non-canonical order (opposite faces commute; we keep U before D, R before L, F before B).
constexpr bool allowed_after(int prev_face, int face) {
  if (prev_face < 0) return true;
  if (face == prev_face) return false;
  if (face == opposite_face(prev_face) && face < prev_face) return false;
  return true;
}

}  // namespace cubelab
