// The megaminx's geometry (geometry.h): each sticker is placed by the normals of the faces its
// piece lies on, so turning the placed points about a face's normal gives the sticker
// permutations.
#include "cubelab/puzzles/megaminx/geometry.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "cubelab/puzzles/space_vector.h"

namespace cubelab::megaminx {
namespace {

using wca::Vec;

constexpr std::array<std::string_view, kFaces> kNames = {"U", "F", "R",  "BR", "BL", "L",
                                                         "D", "B", "DL", "FL", "FR", "DR"};

// The unit normal of each face: U and D on the y axis, the rings at heights +-1/sqrt(5), F at
// azimuth 0 (towards z), each next upper face 72 degrees on towards x; the lower ring's faces
// are opposite the upper ones.
std::array<Vec, kFaces> face_normals() {
  std::array<Vec, kFaces> n{};
  n[0] = {0, 1, 0};
  const double h = 1 / std::sqrt(5.0), r = 2 / std::sqrt(5.0);
  for (int k = 0; k < 5; ++k) {
    const double a = 2 * M_PI * k / 5;
    n[1 + k] = {r * std::sin(a), h, r * std::cos(a)};
  }
  for (int f = 0; f < 6; ++f) n[f + 6] = -1.0 * n[f];
  return n;
}

bool near(Vec a, Vec b) { return dot(a - b, a - b) < 1e-9; }

// `p` turned by `angle` clockwise seen from outside the unit `axis`.
Vec turned(Vec p, Vec axis, double angle) {
  const double a = -angle;
  return std::cos(a) * p + std::sin(a) * cross(axis, p) + ((1 - std::cos(a)) * dot(axis, p)) * axis;
}

}  // namespace

std::string_view face_name(int face) { return kNames[face]; }

int face_of_name(std::string_view name) {
  for (int f = 0; f < kFaces; ++f)
    if (kNames[f] == name) return f;
  return -1;
}

Geometry::Geometry() {
  const std::array<Vec, kFaces> n = face_normals();
  // Neighbours: adjacent faces' normals meet at 1/sqrt(5); each next one clockwise is the
  // last turned a fifth clockwise about the face.
  constexpr std::array<int, kFaces> kFirst = {1, 0, 0, 0, 0, 0, 7, 6, 6, 6, 6, 6};
  for (int f = 0; f < kFaces; ++f) {
    neighbours[f][0] = kFirst[f];
    for (int k = 1; k < 5; ++k) {
      const Vec next = turned(n[neighbours[f][k - 1]], n[f], 2 * M_PI / 5);
      neighbours[f][k] = -1;
      for (int g = 0; g < kFaces; ++g)
        if (near(n[g], next)) neighbours[f][k] = g;
      if (neighbours[f][k] < 0) throw std::logic_error("megaminx geometry: no neighbour");
    }
  }
  // Each sticker's point and the faces of its piece.
  std::array<Vec, kStickers> point{};
  std::array<std::vector<int>, kStickers> faces_of;
  for (int f = 0; f < kFaces; ++f) {
    point[f * kPerFace] = n[f];
    faces_of[f * kPerFace] = {f};
    for (int k = 0; k < 5; ++k) {
      const int g = neighbours[f][k], h = neighbours[f][(k + 1) % 5];
      point[f * kPerFace + 1 + 2 * k] = 3.0 * n[f] + n[g];
      faces_of[f * kPerFace + 1 + 2 * k] = {f, g};
      point[f * kPerFace + 2 + 2 * k] = 3.0 * n[f] + n[g] + n[h];
      faces_of[f * kPerFace + 2 + 2 * k] = {f, g, h};
    }
  }
  // Pieces, numbered in the order their first sticker comes in the text.
  std::vector<std::vector<int>> corner_faces, edge_faces;
  for (int i = 0; i < kStickers; ++i) {
    std::vector<int> key = faces_of[i];
    std::sort(key.begin(), key.end());
    auto& list = key.size() == 3 ? corner_faces : edge_faces;
    if (key.size() == 1) {
      piece[i] = 50 + i / kPerFace;
      continue;
    }
    auto it = std::find(list.begin(), list.end(), key);
    if (it == list.end()) it = list.insert(list.end(), key);
    piece[i] = static_cast<int>(it - list.begin()) + (key.size() == 3 ? 0 : kCorners);
  }
  if (corner_faces.size() != kCorners || edge_faces.size() != kEdges)
    throw std::logic_error("megaminx geometry: not 20 corners and 30 edges");
  for (int c = 0; c < kCorners; ++c) {
    std::vector<int> s;
    for (int i = 0; i < kStickers; ++i)
      if (piece[i] == c) s.push_back(i);  // in text order: the first face's first
    const Vec v = n[s[0] / kPerFace] + n[s[1] / kPerFace] + n[s[2] / kPerFace];
    // Clockwise seen from outside: the next face's normal is the last's turned negatively.
    if (dot(cross(n[s[0] / kPerFace], n[s[1] / kPerFace]), v) > 0) std::swap(s[1], s[2]);
    corner_stickers[c] = {s[0], s[1], s[2]};
  }
  for (int e = 0; e < kEdges; ++e) {
    int k = 0;
    for (int i = 0; i < kStickers; ++i)
      if (piece[i] == kCorners + e) edge_stickers[e][k++] = i;
  }
  // Turns of the stickers `moves` selects about `axis`.
  auto turn_of = [&](Vec axis, double angle, auto moves) {
    Perm perm{};
    for (int i = 0; i < kStickers; ++i) {
      if (!moves(i)) {
        perm[i] = static_cast<uint8_t>(i);
        continue;
      }
      const Vec to = turned(point[i], axis, angle);
      int j = 0;
      while (j < kStickers && !near(point[j], to)) ++j;
      if (j == kStickers) throw std::logic_error("megaminx geometry: a sticker turned to nowhere");
      perm[i] = static_cast<uint8_t>(j);
    }
    return perm;
  };
  auto on_face = [&](int i, int f) {
    const std::vector<int>& fs = faces_of[i];
    // A sticker's piece is the one whose faces these are; a centre's only its own face.
    if (fs.size() == 1) return fs[0] == f;
    return std::find(fs.begin(), fs.end(), f) != fs.end();
  };
  for (int f = 0; f < kFaces; ++f) {
    turn[f] = turn_of(n[f], 2 * M_PI / 5, [&](int i) { return on_face(i, f); });
    whole[f] = turn_of(n[f], 2 * M_PI / 5, [](int) { return true; });
  }
  const int l = face_of_name("L"), u = face_of_name("U");
  r_plus_plus = turn_of(-1.0 * n[l], 4 * M_PI / 5, [&](int i) { return !on_face(i, l); });
  d_plus_plus = turn_of(-1.0 * n[u], 4 * M_PI / 5, [&](int i) { return !on_face(i, u); });
  // The rotation group, closed from two face rotations.
  Perm identity{};
  for (int i = 0; i < kStickers; ++i) identity[i] = static_cast<uint8_t>(i);
  rotations = {identity};
  for (size_t k = 0; k < rotations.size(); ++k)
    for (const Perm& g : {whole[0], whole[1]}) {
      Perm next{};
      for (int i = 0; i < kStickers; ++i) next[i] = g[rotations[k][i]];
      if (std::find(rotations.begin(), rotations.end(), next) == rotations.end())
        rotations.push_back(next);
    }
  if (rotations.size() != kRotations) throw std::logic_error("megaminx geometry: not 60 rotations");
  for (const Perm& r : rotations) {
    std::array<int, kFaces> to{};
    for (int f = 0; f < kFaces; ++f) to[f] = r[f * kPerFace] / kPerFace;
    rotation_face.push_back(to);
  }
}

const Geometry& geometry() {
  static const Geometry g;
  return g;
}

}  // namespace cubelab::megaminx
