#include "cubelab/solvers/optimal/move_set_group.h"

#include <fmt/format.h>

#include <functional>
#include <map>
#include <mutex>
#include <numeric>
#include <optional>
#include <unordered_set>

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

// The corners' (or the edges') part of a cube as one number: each position's piece and turn.
uint64_t corner_key(const CubieCube& c) {
  uint64_t k = 0;
  for (int i = 0; i < kCorners; ++i) k = k << 5 | uint64_t{c.cp[i]} << 2 | c.co[i];
  return k;
}
uint64_t edge_key(const CubieCube& c) {
  uint64_t k = 0;
  for (int i = 0; i < kEdges; ++i) k = k << 5 | uint64_t{c.ep[i]} << 1 | c.eo[i];
  return k;
}

// Every corner (edge) state the set's moves reach from solved, by breadth-first search, or
// nothing when there are more than kProjectionStates.
constexpr size_t kProjectionStates = size_t{1} << 18;
using Projection = std::optional<std::unordered_set<uint64_t>>;

Projection reachable(const std::vector<Move>& gens, uint64_t (*key)(const CubieCube&)) {
  std::unordered_set<uint64_t> seen{key(CubieCube{})};
  std::vector<CubieCube> frontier{CubieCube{}}, next;
  while (!frontier.empty()) {
    next.clear();
    for (const CubieCube& c : frontier)
      for (Move m : gens) {
        CubieCube d = c;
        d.multiply(CubieCube::move_cube(m));
        if (!seen.insert(key(d)).second) continue;
        if (seen.size() > kProjectionStates) return std::nullopt;
        next.push_back(d);
      }
    frontier.swap(next);
  }
  return seen;
}

// The projections of the groups asked for so far, by move set.
struct Projections {
  Projection corners, edges;
};
const Projections& projections(const MoveSet& moves, const std::vector<Move>& gens) {
  static std::mutex mu;
  static std::map<uint32_t, Projections> cache;
  std::lock_guard lock(mu);
  auto it = cache.find(moves.bits());
  if (it == cache.end())
    it = cache
             .emplace(moves.bits(),
                      Projections{reachable(gens, corner_key), reachable(gens, edge_key)})
             .first;
  return it->second;
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

  // Small groups: the corners and the edges each among the states the moves reach (exact
  // for each projection; five or six faces reach every state, so they are not searched).
  int full_faces = 0;
  for (int f = 0; f < kFaces; ++f) full_faces += (moves.bits() >> (3 * f) & 0b111u) == 0b111u;
  if (full_faces >= 5) return {};
  const Projections& p = projections(moves, gens);
  if (p.corners && !p.corners->count(corner_key(cube)))
    return "its corners are in a state these moves never reach";
  if (p.edges && !p.edges->count(edge_key(cube)))
    return "its edges are in a state these moves never reach";
  return {};
}

}  // namespace cubelab::optimal
