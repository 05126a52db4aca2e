#include "cubelab/cube/alg.h"

#include "cubelab/cube/axial.h"
#include "cubelab/cube/move_tokens.h"
#include "cubelab/cube/rotation.h"

namespace cubelab {

Alg Alg::parse(std::string_view text) {
  Alg alg;
  // The rotations met so far (x y z, and the ones hidden in slices and wide moves): the
  // face the user calls f is the face view.from(f) of the fixed centre frame.
  Rotation view;
  auto emit = [&](int user_face, int quarter_turns) {
    if (quarter_turns % 4 == 0) return;
    alg.moves.push_back(make_move(view.from(user_face), quarter_turns));
  };
  auto rotate = [&](char axis, int quarter_turns) {
    view = view.then(Rotation::about(axis, quarter_turns));
  };
  static constexpr char kAxis[kFaces] = {'y', 'x', 'z', 'y', 'x', 'z'};
  for (const MoveToken& t : tokenize_moves(text)) {
    const int q = t.quarter_turns;
    switch (t.base) {
      case 'M':
        emit(R, q), emit(L, -q), rotate('x', -q);
        break;  // M turns like L: R L' x'
      case 'E':
        emit(U, q), emit(D, -q), rotate('y', -q);
        break;  // E turns like D: U D' y'
      case 'S':
        emit(F, -q), emit(B, q), rotate('z', q);
        break;  // S turns like F: F' B z
      case 'x':
      case 'y':
      case 'z':
        rotate(t.base, q);
        break;
      default: {
        int f = static_cast<int>(std::string_view("URFDLB").find(t.base));
        if (!t.wide) {
          emit(f, q);
        } else {
          // A wide turn is the opposite face turned the same way plus a rotation: Rw = L x.
          emit(opposite_face(f), q);
          rotate(kAxis[f], f < 3 ? q : -q);
        }
      }
    }
  }
  return alg;
}

std::string Alg::str() const {
  std::string s;
  for (Move m : moves) {
    if (!s.empty()) s += ' ';
    s += move_name(m);
  }
  return s;
}

int Alg::qtm() const {
  int n = 0;
  for (Move m : moves) n += move_qtm(m);
  return n;
}

int Alg::axial() const { return axial_length(moves); }

std::string Alg::axial_str() const { return axial_text(moves); }

Alg Alg::inverse() const {
  Alg inv;
  inv.moves.reserve(moves.size());
  for (auto it = moves.rbegin(); it != moves.rend(); ++it) inv.moves.push_back(inverse_move(*it));
  return inv;
}

Alg Alg::operator+(const Alg& other) const {
  Alg r = *this;
  r += other;
  return r;
}

Alg& Alg::operator+=(const Alg& other) {
  moves.insert(moves.end(), other.moves.begin(), other.moves.end());
  return *this;
}

}  // namespace cubelab
