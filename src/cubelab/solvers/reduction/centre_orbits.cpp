#include "cubelab/solvers/reduction/centre_orbits.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "cubelab/cube/nxn/nxn_geometry.h"
#include "cubelab/solvers/reduction/sticker_tracking.h"

namespace cubelab::reduction {
namespace {

using Cell2 = std::pair<int, int>;

// The quarter turn of a face's grid, clockwise as drawn on the net.
Cell2 rotated(int n, Cell2 rc) { return {rc.second, n - 1 - rc.first}; }

}  // namespace

MaskPermutation mask_permutation(const std::array<uint8_t, kOrbitSize>& perm) {
  MaskPermutation m;
  for (int byte = 0; byte < 3; ++byte)
    for (int v = 0; v < 256; ++v) {
      uint32_t out = 0;
      for (int bit = 0; bit < 8; ++bit)
        if (v >> bit & 1) out |= 1u << perm[byte * 8 + bit];
      m.bytes[byte][v] = out;
    }
  return m;
}

CentreOrbits centre_orbits(int n, int first_depth, int last_depth) {
  CentreOrbits result;
  result.n = n;
  result.max_layers = n % 2 == 0 ? n / 2 : (n - 1) / 2;
  if (first_depth > 0) result.max_layers = std::min(result.max_layers, last_depth + 1);
  if (n < 4) return result;
  const int middle = n % 2 == 1 ? n / 2 : -1;
  std::vector<int> position_of(6 * n * n, -1);
  std::vector<std::vector<std::array<uint8_t, kOrbitSize>>> orbit_perms;

  for (int r = 1; r < n - 1; ++r)
    for (int c = 1; c < n - 1; ++c) {
      if (r == middle && c == middle) continue;
      // The ring's first cell is its least (row, column); visit each ring once.
      std::array<Cell2, 4> ring{};
      ring[0] = {r, c};
      for (int k = 1; k < 4; ++k) ring[k] = rotated(n, ring[k - 1]);
      if (*std::min_element(ring.begin(), ring.end()) != Cell2{r, c}) continue;
      CentreOrbit orbit;
      for (int f = 0; f < 6; ++f)
        for (int k = 0; k < 4; ++k) {
          const int facelet = (f * n + ring[k].first) * n + ring[k].second;
          orbit.facelets[f * 4 + k] = facelet;
        }
      auto depth = [&](int x) { return x == middle ? n : std::min(x, n - 1 - x); };
      const int dr = depth(r), dc = depth(c);
      orbit.depths = {std::min(dr, dc), dr == dc ? n : std::max(dr, dc)};
      if (first_depth > 0 &&
          (orbit.depths[1] < n || orbit.depths[0] < first_depth || orbit.depths[0] > last_depth))
        continue;
      for (int p = 0; p < kOrbitSize; ++p)
        position_of[orbit.facelets[p]] = static_cast<int>(result.orbits.size()) * kOrbitSize + p;
      result.orbits.push_back(orbit);
    }

  for (size_t o = 0; o < result.orbits.size(); ++o) {
    CentreOrbit& orbit = result.orbits[o];
    OrbitType type;
    type.two_slices = orbit.depths[1] < n;
    for (int f = 0; f < 6; ++f)
      for (int combo = 0; combo < kSliceCombos; ++combo) {
        int first = 1, layers = 1;
        if (combo >= 1) layers = orbit.depths[0] + 1;
        if (combo == 2 && orbit.depths[1] < n) layers = orbit.depths[1] + 1;
        if (combo == kSliceAlone) first = layers;
        for (int t = 1; t <= 3; ++t) {
          auto& perm = type.perms[generator_index(f, combo, t)];
          for (int p = 0; p < kOrbitSize; ++p) {
            const int facelet = orbit.facelets[p];
            const int face = facelet / (n * n);
            const nxn::Sticker s{nxn::cell_of(n, face, facelet / n % n, facelet % n), face};
            const int to =
                position_of[nxn::facelet_index(n, after_move(n, s, {f, first, layers, t}))];
            if (to / kOrbitSize != static_cast<int>(o))
              throw std::logic_error("centre_orbits: a move takes a piece out of its orbit");
            perm[p] = static_cast<uint8_t>(to % kOrbitSize);
          }
        }
      }
    auto same = std::find_if(result.types.begin(), result.types.end(),
                             [&](const OrbitType& t) { return t.perms == type.perms; });
    if (same != result.types.end()) {
      orbit.type = static_cast<int>(same - result.types.begin());
      continue;
    }
    for (int g = 0; g < kGenerators; ++g) type.masks[g] = mask_permutation(type.perms[g]);
    orbit.type = static_cast<int>(result.types.size());
    result.types.push_back(std::move(type));
  }
  return result;
}

uint32_t colour_mask(const nxn::NxnCube& cube, const CentreOrbit& orbit, int colour) {
  uint32_t mask = 0;
  const auto& stickers = cube.sticker_faces();
  for (int p = 0; p < kOrbitSize; ++p)
    if (stickers[orbit.facelets[p]] == colour) mask |= 1u << p;
  return mask;
}

}  // namespace cubelab::reduction
