#include "cubelab/cube/subgroups.h"

#include <algorithm>
#include <vector>

namespace cubelab {
namespace {

bool is_e_slice_edge(int e) { return e >= FR; }
// M slice: UF UB DF DB; S slice: UR UL DR DL.
bool is_m_slice_edge(int e) { return e == UF || e == UB || e == DF || e == DB; }

using CornerPerm = std::array<uint8_t, kCorners>;

// The 96 corner permutations reachable with half turns only, found by breadth-first search.
const std::vector<CornerPerm>& half_turn_corner_perms() {
  static const std::vector<CornerPerm> perms = [] {
    std::vector<CornerPerm> found{CubieCube{}.cp};
    for (size_t i = 0; i < found.size(); ++i) {
      for (int face = 0; face < kFaces; ++face) {
        CubieCube c;
        c.cp = found[i];
        c.multiply_corners(CubieCube::move_cube(make_move(face, 2)));
        if (std::find(found.begin(), found.end(), c.cp) == found.end()) found.push_back(c.cp);
      }
    }
    std::sort(found.begin(), found.end());
    return found;
  }();
  return perms;
}

}  // namespace

bool in_g1(const CubieCube& c) {
  return std::all_of(c.eo.begin(), c.eo.end(), [](uint8_t o) { return o == 0; });
}

bool in_g2(const CubieCube& c) {
  if (!in_g1(c)) return false;
  if (!std::all_of(c.co.begin(), c.co.end(), [](uint8_t o) { return o == 0; })) return false;
  for (int i = FR; i < kEdges; ++i)
    if (!is_e_slice_edge(c.ep[i])) return false;
  return true;
}

bool in_g3(const CubieCube& c) {
  if (!in_g2(c)) return false;
  for (int i = 0; i < FR; ++i)
    if (is_m_slice_edge(i) != is_m_slice_edge(c.ep[i])) return false;
  const auto& perms = half_turn_corner_perms();
  if (!std::binary_search(perms.begin(), perms.end(), c.cp)) return false;
  // Edge parity equals corner parity in every legal state, and the 96 corner permutations
  // fix the rest: |G3| = 96 * 4!^3 / 2 = 663,552.
  return c.corner_parity() == c.edge_parity();
}

bool in_thistlethwaite_group(const CubieCube& c, int group) {
  switch (group) {
    case 0:
      return true;
    case 1:
      return in_g1(c);
    case 2:
      return in_g2(c);
    case 3:
      return in_g3(c);
    default:
      return c.is_solved();
  }
}

}  // namespace cubelab
