#pragma once
// Wings paired by search: the slice-flip-slice of human solvers, found by a beam search.
//
// A step is an optional outer turn (the setup) and a slice-flip-slice S (X Y X') S': S a turn
// of the outer k+1 layers of a face, which takes orbit k's wings of four edges out of their
// edges, X an outer turn of a face S displaced the centres of, Y a turn of a face on S's
// axis. X and its inverse leave X's centres as they were and Y moves none that S displaced,
// so S' puts every centre back: the step keeps the centres solved and pairs wings as
// "Uw' R U R' Uw" does on the 4x4x4, in 5 outer block turns.
//
// The wings are paired with the colours each slot's edge is to show on the reduced cube
// (EdgeTargets: the midges of an odd cube, composite edges that make a legal 3x3x3 on an
// even one), which move with the outer layers as a 3x3x3's edges do. Outer turns move an
// edge's wings and its target together, so they neither pair nor unpair; the flips do. S
// also moves the orbits between k and the face, which are therefore paired after k (from the
// middle outwards).
//
// The beam (B. T. Lowerre, "The Harpy Speech Recognition System", 1976) keeps the states
// with the most wings paired, the fewest moves first among equals (a step that begins on the
// block the last one ended on costs what the merged turns cost), and stops when no step pairs
// more. Measured on the 5x5x5 it pairs the 24 wings in about 50 OBTM (all of them on most
// cubes, the last two to four on the others, which no single flip pairs, left to the
// commutators); the pure 3-cycles of edges.h alone took about 119.
#include <functional>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/solvers/reduction/edges.h"

namespace cubelab::reduction {

// Pairs as many wings of orbit k (wings.h) with the colours `targets` gives their slot as the
// search finds, turning `cube` (its centres solved) by the moves found, which it returns, and
// `targets` with their outer layers. `width`: the states the beam keeps, 0 for the default
// (16). Throws Stopped when `stop` returns true.
std::vector<nxn::NxnMove> search_wing_pairs(nxn::NxnCube& cube, int k, EdgeTargets& targets,
                                            const std::function<bool()>& stop, int width = 0);

// How many wings of orbit k show their slot's target colours.
int paired_wings(const nxn::NxnCube& cube, int k, const EdgeTargets& targets);

}  // namespace cubelab::reduction
