#pragma once
// The centre pieces of the NxNxN cube as orbits, for the searched centre stage
// (centre_search.h).
//
// A centre position (row r, column c of a face, both in 1..N-2) and its quarter turns about
// the face make a ring of four; that ring on all six faces is an orbit of 24 positions, the
// places its pieces can reach (the fixed centre of an odd cube is none). Position p of an
// orbit is face p / 4 (U R F D L B) at the p % 4-th quarter turn of the orbit's first cell,
// so the positions of a face, or of an axis' two faces, are one nibble of a 24-bit mask.
//
// The searched moves turn the outer block of `layers` layers of a face, layers <= N/2 (on an
// odd cube below the middle layer, so that the fixed centres stay). An orbit's pieces lie in
// the layers at depths a and b of each axis (depth 0 is the face), a <= b < N/2, the middle
// layer of an odd cube left out (depth b of a "+" centre): a block turns the face's ring and
// every orbit slice it covers. So on one orbit a move is one of 6 x 3 x 3 generators: a
// face, how many of the orbit's slices it covers (0, 1 or 2) and its power; the searches
// of deeper orbits turn a single inner layer, the orbit's first slice alone (6 x 3 more). Orbits
// whose generators permute their positions alike (the x-centres of every depth, say) share a type
// and one set of distance tables (centre_tables.h).
#include <array>
#include <cstdint>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"

namespace cubelab::reduction {

constexpr int kOrbitSize = 24;
// The face alone, with the orbit's first slice, with both; and the first slice alone (a
// single inner layer).
constexpr int kSliceCombos = 4;
constexpr int kSliceAlone = 3;
constexpr int kGenerators = 6 * kSliceCombos * 3;

constexpr int generator_index(int face, int combo, int turns) {
  return (face * kSliceCombos + combo) * 3 + turns - 1;
}

// A permutation of 24-bit position masks, three byte lookups: bit i goes to bit perm[i].
struct MaskPermutation {
  std::array<std::array<uint32_t, 256>, 3> bytes{};
  uint32_t apply(uint32_t mask) const {
    return bytes[0][mask & 0xFF] | bytes[1][(mask >> 8) & 0xFF] | bytes[2][mask >> 16];
  }
};
// The mask permutation of a position permutation (perm[i]: where position i goes).
MaskPermutation mask_permutation(const std::array<uint8_t, kOrbitSize>& perm);

struct OrbitType {
  // perms[g][p]: where generator g takes position p (a combo the orbit lacks is the face's
  // turn with the slices it has).
  std::array<std::array<uint8_t, kOrbitSize>, kGenerators> perms{};
  std::array<MaskPermutation, kGenerators> masks{};
  bool two_slices = false;  // an oblique orbit's; x-centres and "+" centres have one
};

struct CentreOrbit {
  std::array<int, kOrbitSize> facelets{};  // position -> facelet index on the cube
  std::array<int, 2> depths{};  // the depths of its slices, a <= b; b = N when it has one
  int type = 0;

  // How many of its slices the outer block of `layers` layers covers.
  int combo(int layers) const { return (depths[0] < layers) + (depths[1] < layers); }
};

struct CentreOrbits {
  int n = 0;
  std::vector<CentreOrbit> orbits;
  std::vector<OrbitType> types;
  // The widest searched block (N/2 layers, (N-1)/2 on an odd cube, or one past max_depth:
  // wider blocks turn those orbits as it does).
  int max_layers = 0;
};

// Every orbit of the n-layer cube, or with first_depth > 0 only the x-centres and "+"
// centres (one slice) whose slice is at depth first_depth..last_depth; max_layers then
// covers those slices only.
CentreOrbits centre_orbits(int n, int first_depth = 0, int last_depth = 0);

// The mask of the orbit's positions that show `colour` on `cube`.
uint32_t colour_mask(const nxn::NxnCube& cube, const CentreOrbit& orbit, int colour);

// The positions of a face's ring in an orbit mask.
constexpr uint32_t face_positions(int face) { return 0xFu << (4 * face); }

}  // namespace cubelab::reduction
