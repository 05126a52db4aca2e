#pragma once
// The axial metric of cube-solving robots: turns of the two opposite faces of one axis done
// at the same time count as one move. Any run of turns on one axis in a row is one axial
// move (opposite faces commute, so such a run is at most one turn of each face), written in
// parentheses when it turns both faces: (U D'), (R2 L).
//
// The 45 axial moves: the 18 face turns and the 27 pairs of a turn of each of two opposite
// faces (3 axes x 3 x 3). Inside <U,D,R2,L2,F2,B2> the moves that stay there are the 10
// face turns of that group and 11 pairs: the 9 of the U-D axis, (R2 L2) and (F2 B2).
#include <array>
#include <span>
#include <string>

#include "cubelab/cube/move.h"

namespace cubelab {

struct AxialMove {
  std::array<Move, 2> turns;  // one or two face turns, U before D, R before L, F before B
  int count;                  // 1 or 2
  int axis() const { return move_face(turns[0]) % 3; }  // 0 U-D, 1 R-L, 2 F-B
  std::span<const Move> span() const { return {turns.data(), static_cast<size_t>(count)}; }
};

constexpr int kAxialMoves = 45;

// The 45 axial moves: per axis the 6 face turns then the 9 pairs.
const std::array<AxialMove, kAxialMoves>& axial_moves();

// Calls run(begin, end) for each maximal run [begin, end) of turns on one axis of `moves`
// (each axial move), in order; not at all for no moves.
template <typename Run>
void for_each_axial_run(std::span<const Move> moves, Run run) {
  size_t begin = 0;
  for (size_t i = 1; i <= moves.size(); ++i)
    if (i == moves.size() || !same_axis(move_face(moves[i]), move_face(moves[begin]))) {
      run(begin, i);
      begin = i;
    }
}

// The number of axial moves of a sequence of face turns: its runs of turns on one axis.
int axial_length(std::span<const Move> moves);

// The sequence with each run of turns on one axis that turns both faces in parentheses,
// the turns of a run in the order U D, R L, F B (they commute): "R (U D') F2 (R2 L)".
// Parsed back by Alg::parse (parentheses group turns) into the same state.
std::string axial_text(std::span<const Move> moves);

}  // namespace cubelab
