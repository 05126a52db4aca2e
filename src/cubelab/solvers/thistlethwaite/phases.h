#pragma once
// Thistlethwaite's four phases (Castillo Matas 2019 §6.4.4), each as an exact
// coset space (phase_space.h):
//   phase 1  G0 -> G1  all 18 moves            edge orientation                  2,048
//   phase 2  G1 -> G2  <U,D,L,R,F2,B2>         corner twist x E-slice edge set   2,187 x 495
//   phase 3  G2 -> G3  <U,D,L2,R2,F2,B2>       corner coset of the 96-element    420 x 70
//                                              half-turn group x M-slice edge set (29,400)
//   phase 4  G3 -> 1   <U2,D2,L2,R2,F2,B2>     corners in that group x the three 96 x 24^3
//                                              slices' edge permutations         (663,552
//                                                                                reachable)
// Built once per process on first use (a fraction of a second in all).
#include <array>

#include "cubelab/solvers/thistlethwaite/phase_space.h"

namespace cubelab::thistlethwaite {

constexpr int kPhases = 4;
// "G0 -> G1", ...
extern const std::array<const char*, kPhases> kPhaseNames;
// Thistlethwaite's proven bounds per phase (7, 13, 15, 17: 52 in all).
constexpr std::array<int, kPhases> kPhaseBounds = {7, 13, 15, 17};

const std::array<PhaseSpace, kPhases>& phases();

}  // namespace cubelab::thistlethwaite
