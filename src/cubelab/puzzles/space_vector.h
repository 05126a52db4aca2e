#pragma once
// A point or direction in space, for the puzzles whose moves are derived from their geometry
// (the pyraminx's tetrahedron, the skewb's cube cut through its corners): their sticker
// permutations are computed from turns about an axis, not written by hand.
namespace cubelab::wca {

struct Vec {
  double x, y, z;
};
inline Vec operator+(Vec a, Vec b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
inline Vec operator-(Vec a, Vec b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
inline Vec operator*(double k, Vec a) { return {k * a.x, k * a.y, k * a.z}; }
inline double dot(Vec a, Vec b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline Vec cross(Vec a, Vec b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

}  // namespace cubelab::wca
