#pragma once
// Uniformly random states of the NxNxN cube, for random-state scrambles (the WCA scrambles
// the 4x4x4 this way) and for testing solvers on states no move sequence chose.
//
// Every piece placed at random within what nxn_validate.h allows, independently:
//  - the frame: a random 2x2x2 state at the corners (even n), or a random 3x3x3 state at the
//    corners, midges and fixed centres (odd n), with their twist, flip and parity rules;
//  - each wing orbit: any of its 24! permutations (a wing is never flipped in place: each
//    wing shows its colours the one way its place's handedness allows);
//  - each centre orbit: its 4 stickers of each colour shuffled, which is uniform over the
//    distinct arrangements, since each is shown by the same number (4!^6) of permutations of
//    the interchangeable centres.
// The cube is held in the standard orientation (odd n: fixed centres home; even n: the
// D-B-L corner at DBL), so each state is drawn once, not once per rotation; for the 4x4x4
// that is 7! 3^6 24! 24!/(4!^6) = 7.4e45 states, each as likely.
#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/random.h"

namespace cubelab::nxn {

// InputError(E_LIMIT) for n outside 2..kMaxSize.
NxnCube random_state(int n, Rng& rng);

}  // namespace cubelab::nxn
