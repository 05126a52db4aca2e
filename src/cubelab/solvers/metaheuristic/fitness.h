#pragma once
// The per-phase fitness functions of Castillo Matas (2019, §6.3.2, §6.5): counts of stickers that
// are right for the goal of the current phase. The document names them after the half turns that
// are the only turns of their face allowed in the next phase (pegatinasF2B2, ...) but gives no
// formulas; the definitions below are ours, chosen so that each reaches its maximum exactly on its
// goal group of cube/subgroups.h (tests/meta check this on random members and non-members).
// docs/metaheuristic.md explains them.
//
//   pegatinasF2B2          G1: the 12 "oriented positions" (U/D sticker of each U/D-layer
//                          edge slot, F/B sticker of each E-slice slot) hold a "good"
//                          sticker by the document's strong/semi-strong/weak rule (§6.4.4):
//                          its colour class outranks its partner's (U/D > F/B > R/L).
//                          Max 12 <=> every edge oriented.
//   pegatinasF2R2B2L2      G2: the 16 U/D stickers show U or D, and the F/B stickers of the
//                          4 E-slice slots show F or B. Max 20 <=> G2.
//   pegatinasU2D2F2R2B2L2  G3: the 48 stickers show their face's colour or the opposite one
//                          (which puts every corner in its tetrad and every edge in its
//                          slice), plus the corner pairing term below. Max 48 + 3 = 51 <=> G3.
//   pegatinasBien          solved: the 48 stickers on their own face. Max 48.
//   pocket (2x2x2)         the 24 corner stickers on their own face. Max 24.
//
// The corner pairing term. The corners form two tetrads, A = {URF, ULB, DLF, DRB} and
// B = {UFL, UBR, DFR, DBL}; the two corners of a tetrad on one face are a "pair", and the
// pairs of a tetrad come in three pairings, one per axis (both on U or both on D, both on R
// or both on L, both on F or both on B). For each axis x, look at the two positions of
// tetrad A paired along x, and at the axis along which the two pieces sitting there are
// paired (if they are a pair of one tetrad); the same for tetrad B. The term counts the
// axes where both tetrads give the same answer (0..3). Half turns permute the pairings of
// both tetrads alike, and of the 576 tetrad-preserving corner permutations exactly the 96
// half-turn ones give 3 (docs/metaheuristic.md has the argument; tests check it).
#include <array>
#include <cstdint>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/packed_cube.h"

namespace cubelab::meta {

enum class Fitness { EdgeOrientation, G2Stickers, G3Stickers, Solved, Pocket };

const char* fitness_name(Fitness f);  // the document's method name
int max_fitness(Fitness f);

// The definition, read off the 54 facelets. Slow; for tests and documentation.
int reference_fitness(Fitness f, const CubieCube& cube);

// The same numbers from per-position tables built from the definition, for the hot loop.
class FastFitness {
 public:
  explicit FastFitness(Fitness f);
  int operator()(const PackedCube& c) const;
  int max() const { return max_; }

 private:
  // corner_[position][packed byte], edge_[position][packed byte]: stickers of that
  // position counted by the definition when that piece sits there with that orientation.
  std::array<std::array<uint8_t, 64>, kCorners> corner_{};
  std::array<std::array<uint8_t, 32>, kEdges> edge_{};
  bool use_corners_ = false, use_edges_ = false, pairing_term_ = false;
  int max_ = 0;
};

// Built once per fitness, shared by every thread.
const FastFitness& fast_fitness(Fitness f);

// The corner pairing term (0..3) of a cube's corner permutation.
int corner_pairing_term(const CubieCube& cube);

}  // namespace cubelab::meta
