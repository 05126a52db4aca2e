#include "cubelab/cube/alg.h"

#include <fmt/format.h>

#include <array>
#include <cctype>

#include "cubelab/cube/error.h"

namespace cubelab {
namespace {

// Maps the user's current view of the faces to the faces of the fixed centre frame.
// Rotations (x y z, and the ones hidden in slices and wide moves) change the view.
struct Frame {
  std::array<int, kFaces> face{U, R, F, D, L, B};

  // One quarter rotation of the whole cube: x like R, y like U, z like F.
  void rotate(char axis, int quarter_turns) {
    for (int i = 0; i < ((quarter_turns % 4) + 4) % 4; ++i) {
      std::array<int, kFaces> old = face;
      if (axis == 'x') {
        face[U] = old[F], face[F] = old[D], face[D] = old[B], face[B] = old[U];
      } else if (axis == 'y') {
        face[F] = old[R], face[R] = old[B], face[B] = old[L], face[L] = old[F];
      } else {
        face[U] = old[L], face[L] = old[D], face[D] = old[R], face[R] = old[U];
      }
    }
  }
};

int face_index(char c) {
  for (int f = 0; f < kFaces; ++f)
    if (kFaceNames[f] == c) return f;
  return -1;
}

[[noreturn]] void notation_error(std::string_view text, size_t pos, size_t len,
                                 std::string_view why) {
  std::string token(text.substr(pos, len));
  for (char& ch : token)
    if (static_cast<unsigned char>(ch) >= 0x80 || !std::isprint(static_cast<unsigned char>(ch)))
      ch = '?';  // keep messages valid ASCII (they end up in JSON)
  throw InputError(ErrorCode::Notation,
                   fmt::format("bad move '{}' at position {}: {}", token, pos + 1, why));
}

}  // namespace

Alg Alg::parse(std::string_view text) {
  Alg alg;
  Frame frame;
  size_t i = 0;
  auto emit = [&](int user_face, int quarter_turns) {
    if (quarter_turns % 4 == 0) return;
    alg.moves.push_back(make_move(frame.face[user_face], quarter_turns));
  };
  while (i < text.size()) {
    char c = text[i];
    if (std::isspace(static_cast<unsigned char>(c)) || c == '(' || c == ')' || c == ',') {
      ++i;
      continue;
    }
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      while (i < text.size() && text[i] != '\n') ++i;
      continue;
    }
    size_t start = i;
    char base = c;
    bool wide = false;
    ++i;
    if (std::islower(static_cast<unsigned char>(base)) && face_index(static_cast<char>(
                                                              std::toupper(base))) >= 0) {
      wide = true;  // r = Rw
      base = static_cast<char>(std::toupper(base));
    } else if (i < text.size() && text[i] == 'w' && face_index(base) >= 0) {
      wide = true;
      ++i;
    }
    if (face_index(base) < 0 && std::string_view("MESxyz").find(base) == std::string_view::npos)
      notation_error(text, start, 1, "not a move (use U R F D L B, M E S, x y z, Rw or r)");
    // Power: digits, then an optional prime (' p or the typographic ’).
    int power = 1;
    if (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
      power = text[i] - '0';
      ++i;
      if (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])))
        notation_error(text, start, i - start + 1, "the power must be one digit");
      if (power < 1 || power > 3) notation_error(text, start, i - start, "power must be 1, 2 or 3");
    }
    if (i < text.size() && (text[i] == '\'' || text[i] == 'p')) {
      power = -power;
      ++i;
    } else if (text.substr(i, 3) == "\xE2\x80\x99") {
      power = -power;
      i += 3;
    }
    if (i < text.size() && (std::isdigit(static_cast<unsigned char>(text[i])) || text[i] == '\''))
      notation_error(text, start, i - start + 1, "write the power before the prime, as R2'");

    int f = face_index(base);
    if (f >= 0 && !wide) {
      emit(f, power);
    } else if (f >= 0) {
      // A wide turn is the opposite face turned the same way plus a whole-cube rotation.
      static constexpr char kAxis[kFaces] = {'y', 'x', 'z', 'y', 'x', 'z'};
      static constexpr int kSign[kFaces] = {1, 1, 1, -1, -1, -1};
      emit(opposite_face(f), power);
      frame.rotate(kAxis[f], kSign[f] * power);
    } else if (base == 'M') {  // M follows L: R L' x'
      emit(R, power), emit(L, -power), frame.rotate('x', -power);
    } else if (base == 'E') {  // E follows D: U D' y'
      emit(U, power), emit(D, -power), frame.rotate('y', -power);
    } else if (base == 'S') {  // S follows F: F' B z
      emit(F, -power), emit(B, power), frame.rotate('z', power);
    } else {
      frame.rotate(base, power);
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

Alg Alg::inverse() const {
  Alg inv;
  inv.moves.reserve(moves.size());
  for (auto it = moves.rbegin(); it != moves.rend(); ++it) inv.moves.push_back(inverse_move(*it));
  return inv;
}

Alg Alg::simplified() const {
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
