#pragma once
// Membership tests for the subgroups used by Thistlethwaite's and Kociemba's methods,
// written from cube invariants alone (no tables), so solvers and tests can check each
// other independently.
//   G0 = <U,D,L,R,F,B>                 every reachable state
//   G1 = <U,D,L,R,F2,B2>               edges oriented (F/B quarter turns flip edges)
//   G2 = <U,D,L2,R2,F2,B2>             G1 + corners oriented + E-slice edges in the E slice;
//                                      this is also Kociemba's phase-1 goal H
//   G3 = <U2,D2,L2,R2,F2,B2>           G2 + every edge in its own slice + corner permutation
//                                      in the 96-element half-turn group
#include "cubelab/cube/cubie_cube.h"

namespace cubelab {

bool in_g1(const CubieCube& c);
bool in_g2(const CubieCube& c);
bool in_g3(const CubieCube& c);
inline bool in_kociemba_h(const CubieCube& c) { return in_g2(c); }
// Phase k of Thistlethwaite's method ends in group k (k = 1..4, group 4 = solved).
bool in_thistlethwaite_group(const CubieCube& c, int group);

}  // namespace cubelab
