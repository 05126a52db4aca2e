#include "cubelab/cube/rotation.h"

#include <stdexcept>
#include <vector>

#include "cubelab/cube/error.h"
#include "cubelab/cube/move_tokens.h"
#include "cubelab/cube/sticker_geometry.h"

namespace cubelab {
namespace {

struct RotationTable {
  std::array<Rotation, 24> rotations;
  std::array<std::string, 24> names;
};

// Breadth-first over x, y, z and their powers, so every rotation gets a shortest name.
const RotationTable& table() {
  static const RotationTable t = [] {
    RotationTable t;
    std::vector<Rotation> found{Rotation{}};
    std::vector<std::string> names{""};
    for (size_t head = 0; head < found.size(); ++head) {
      for (char axis : {'x', 'y', 'z'}) {
        for (int q = 1; q <= 3; ++q) {
          Rotation r = found[head].then(Rotation::about(axis, q));
          bool known = false;
          for (const Rotation& f : found) known = known || f == r;
          if (known) continue;
          found.push_back(r);
          std::string step = std::string(1, axis) + (q == 2 ? "2" : q == 3 ? "'" : "");
          names.push_back(names[head].empty() ? step : names[head] + " " + step);
        }
      }
    }
    if (found.size() != 24) throw std::logic_error("rotation table: expected 24 rotations");
    for (int i = 0; i < 24; ++i) t.rotations[i] = found[i], t.names[i] = names[i];
    return t;
  }();
  return t;
}

int checked_index(const Rotation& r) {
  int i = Rotation::index_of(r.to);
  if (i < 0) throw std::logic_error("not one of the 24 rotations");
  return i;
}

}  // namespace

Rotation Rotation::about(char axis, int quarter_turns) {
  Rotation quarter;
  auto& to = quarter.to;
  if (axis == 'x') {
    to[F] = U, to[U] = B, to[B] = D, to[D] = F;
  } else if (axis == 'y') {
    to[R] = F, to[F] = L, to[L] = B, to[B] = R;
  } else if (axis == 'z') {
    to[U] = R, to[R] = D, to[D] = L, to[L] = U;
  } else {
    throw std::invalid_argument("Rotation::about: axis must be x, y or z");
  }
  Rotation r;
  for (int i = 0; i < (quarter_turns % 4 + 4) % 4; ++i) r = r.then(quarter);
  return r;
}

Rotation Rotation::parse(std::string_view text) {
  Rotation r;
  for (const MoveToken& t : tokenize_moves(text)) {
    if (t.base != 'x' && t.base != 'y' && t.base != 'z')
      throw_notation_error(text, t.pos, t.len, "only rotations x y z are allowed here");
    r = r.then(about(t.base, t.quarter_turns));
  }
  return r;
}

const std::array<Rotation, 24>& Rotation::all() { return table().rotations; }

int Rotation::index_of(const std::array<uint8_t, kFaces>& to) {
  for (int i = 0; i < 24; ++i)
    if (all()[i].to == to) return i;
  return -1;
}

Rotation Rotation::then(const Rotation& next) const {
  Rotation r;
  for (int f = 0; f < kFaces; ++f) r.to[f] = next.to[to[f]];
  return r;
}

Rotation Rotation::inverse() const {
  Rotation r;
  for (int f = 0; f < kFaces; ++f) r.to[to[f]] = static_cast<uint8_t>(f);
  return r;
}

int Rotation::from(int position) const {
  for (int f = 0; f < kFaces; ++f)
    if (to[f] == position) return f;
  return -1;
}

std::string Rotation::str() const { return table().names[checked_index(*this)]; }

std::string rotate_facelets(std::string_view facelets, const Rotation& r) {
  if (facelets.size() != 54 && facelets.size() != 24)
    throw std::invalid_argument("rotate_facelets: 54 or 24 stickers expected");
  const int n = facelets.size() == 54 ? 3 : 2;
  // One sticker permutation per rotation and size, computed once.
  static const auto perms = [] {
    std::array<std::array<std::vector<int>, 24>, 2> p;
    for (int size = 2; size <= 3; ++size)
      for (int i = 0; i < 24; ++i) {
        const auto& to = Rotation::all()[i].to;
        p[size - 2][i] = sticker_permutation(size, kFaceNormals[to[R]], kFaceNormals[to[U]],
                                             kFaceNormals[to[F]]);
      }
    return p;
  }();
  const std::vector<int>& perm = perms[n - 2][checked_index(r)];
  std::string out(facelets.size(), '?');
  for (size_t i = 0; i < facelets.size(); ++i) out[perm[i]] = facelets[i];
  return out;
}

CubieCube rotation_corners(const Rotation& r) {
  static const auto cubes = [] {
    // On the corners a rotation is two opposite face turns: x = R L', y = U D', z = F B'.
    auto quarter = [](char axis) {
      int face = axis == 'x' ? R : axis == 'y' ? U : F;
      return CubieCube::move_cube(make_move(face, 1)) *
             CubieCube::move_cube(make_move(opposite_face(face), 3));
    };
    std::array<CubieCube, 24> c;
    for (int i = 0; i < 24; ++i) {
      CubieCube cube;
      for (const MoveToken& t : tokenize_moves(Rotation::all()[i].str()))
        for (int q = 0; q < t.quarter_turns; ++q) cube.multiply_corners(quarter(t.base));
      c[i] = cube;
    }
    return c;
  }();
  return cubes[checked_index(r)];
}

}  // namespace cubelab
