#include "cubelab/solvers/optimal/move_set_group.h"

#include <fmt/format.h>

#include <functional>
#include <numeric>

#include "cubelab/coord/coordinates.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/symmetry.h"

namespace cubelab::optimal {
namespace {

// The faces whose quarter turns leave `in` (a subgroup test), e.g. "F and B".
std::string faces_leaving(const std::function<bool(const CubieCube&)>& in) {
  std::string out;
  int n = 0;
  for (int f = 0; f < kFaces; ++f)
    if (!in(CubieCube::move_cube(make_move(f, 1)))) {
      out += std::string(n ? " and " : "") + kFaceNames[f];
      ++n;
    }
  return out;
}

template <size_t N>
int find(std::array<int, N>& parent, int i) {
  while (parent[i] != i) i = parent[i] = parent[parent[i]];
  return i;
}

}  // namespace

std::string outside_move_group(const CubieCube& cube, const MoveSet& moves) {
  if (moves.all()) return {};
  std::vector<Move> gens;
  for (Move m = 0; m < kMoves; ++m)
    if (moves.contains(m)) gens.push_back(m);

  // Orbits of the positions: a piece can only be where the moves can take it.
  std::array<int, kCorners> corner_orbit;
  std::array<int, kEdges> edge_orbit;
  std::iota(corner_orbit.begin(), corner_orbit.end(), 0);
  std::iota(edge_orbit.begin(), edge_orbit.end(), 0);
  for (Move m : gens) {
    const CubieCube& c = CubieCube::move_cube(m);
    for (int i = 0; i < kCorners; ++i)
      corner_orbit[find(corner_orbit, i)] = find(corner_orbit, c.cp[i]);
    for (int i = 0; i < kEdges; ++i) edge_orbit[find(edge_orbit, i)] = find(edge_orbit, c.ep[i]);
  }
  for (int i = 0; i < kCorners; ++i)
    if (find(corner_orbit, i) != find(corner_orbit, cube.cp[i]))
      return fmt::format("the corner {} is at {}, where these moves never take it",
                         corner_name(cube.cp[i]), corner_name(i));
  for (int i = 0; i < kEdges; ++i)
    if (find(edge_orbit, i) != find(edge_orbit, cube.ep[i]))
      return fmt::format("the edge {} is at {}, where these moves never take it",
                         edge_name(cube.ep[i]), edge_name(i));

  // Subgroups that hold every move of the set must hold the cube: zero twist, zero flip
  // and the slice edges in their slice, each seen along the three axes (the cube turned so
  // that the axis is U-D), and even corner permutations.
  const uint32_t slice_solved = coord::ud_slice(CubieCube{});
  struct Test {
    const char* what;
    std::function<bool(const CubieCube&)> in;
  };
  std::vector<Test> tests;
  for (int k = 0; k < 3; ++k) {
    const int s = 16 * k;
    tests.push_back({"its corners are twisted as only quarter turns of {} can do",
                     [s](const CubieCube& x) { return coord::twist(conjugate(x, s)) == 0; }});
    tests.push_back({"its edges are flipped as only quarter turns of {} can do",
                     [s](const CubieCube& x) { return coord::flip(conjugate(x, s)) == 0; }});
    tests.push_back({"edges have left their slice, which only quarter turns of {} can do",
                     [s, slice_solved](const CubieCube& x) {
                       return coord::ud_slice(conjugate(x, s)) == slice_solved;
                     }});
  }
  tests.push_back({"its corner permutation is odd, which only quarter turns ({}) can make",
                   [](const CubieCube& x) { return x.corner_parity() == 0; }});
  for (const Test& t : tests) {
    bool holds_moves = true;
    for (Move m : gens) holds_moves = holds_moves && t.in(CubieCube::move_cube(m));
    if (holds_moves && !t.in(cube)) return fmt::format(fmt::runtime(t.what), faces_leaving(t.in));
  }
  return {};
}

}  // namespace cubelab::optimal
