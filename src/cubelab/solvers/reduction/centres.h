#pragma once
// The centres stage: every centre piece of every orbit brought to the face of its colour.
//
// The tool is one pure 3-cycle of centre pieces, valid on any cube from the 4x4x4 on. With a
// target face f (drawn as U), A a single inner layer through the target position p (a slice
// of an axis across f) and B = f^k S f^-k, S the inner layer of the same axis through the
// position that f^k sends p to, the commutator A B A' B' moves only three centre pieces: on
// centres, A and B overlap in p alone (A's centres are one line across the four faces of its
// ring, B's the same line of S on the three faces f does not turn and, on f, the line f^-k
// turns it to, which crosses A's at p). It takes the piece that A turns into p from a face of
// the ring into p, p's piece to a face of the ring, and that face's piece to where the first
// came from. Any face turn keeps solved centres solved, so one setup turn of the source face
// lines up the piece to bring. This is the centre commutator of the blindfold methods; why a
// commutator whose parts overlap in one place is a 3-cycle is shown in D. Joyner,
// "Adventures in Group Theory" (2002). It disturbs edges and corners, which later stages
// solve.
//
// A may hold more layers of its axis and S more than one: each layer of A meets each of S's
// on f at one position, so the commutator is as many disjoint 3-cycles as there are such
// meetings, for the moves of one.
//
// Faces are done in the order U D F B R (L is then solved): the source and the third
// position of each cycle are kept off the faces already done. On each face the cycles tried
// are, for each of the first few unplaced positions, the one into it that places the most
// pieces per move (on any face), either A B A' B' or its inverse B A B' A'. A beam search
// (B. T. Lowerre, 1976) keeps the few partial solves with the fewest moves so far and to
// come, each trying its best few cycles; one state wide, it takes the best cycle each time.
#include <functional>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::reduction {

// Solves the centres of `cube` (turning it) and returns the moves; `stop` is polled between
// pieces (Stopped). Edges and corners are left anywhere; each wing orbit keeps the parity of
// its permutation. `width`: the states the beam keeps, 0 for centre_beam_width.
std::vector<nxn::NxnMove> solve_centres(nxn::NxnCube& cube, const std::function<bool()>& stop,
                                        int width = 0);

// The beam's width by size: 8 on the 6x6x6 and 7x7x7, whose obliques are most of the cycles;
// 1 elsewhere (the 4x4x4's and 5x5x5's centres are searched, and the bigger cubes' cycles,
// found for one way to hold them, would take several times as long).
int centre_beam_width(int n);

bool centres_solved(const nxn::NxnCube& cube);

}  // namespace cubelab::reduction
