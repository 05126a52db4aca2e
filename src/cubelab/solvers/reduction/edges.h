#pragma once
// The edges stage: every wing brought to the composite edge of its slot, the colours each
// slot is to show (`EdgeTargets`, first on the slot's first face).
//
// The tool is a pure 3-cycle of wings, the blindfold solvers' wing commutator (e.g.
// [2R, U R U'] on the 4x4x4; D. Joyner, "Adventures in Group Theory" (2002), for why it
// moves three pieces): A a single inner layer through the target position p, B = X Y X' with X an
// outer turn of a face holding p's edge, taking it to a face Y on A's axis. On wings A and B
// overlap in p alone (A holds four wings, one on each edge along its axis; B the wings of
// Y's four edges moved by X, only one of them along A's axis); on centres, corners and
// midges they do not overlap at all, so A B A' B' (or B A B' A') moves three wings and
// nothing else. Up to three outer turns S set the piece and the target up for it; S C S'
// is as pure as C. A cycle places two wings when the wing it takes out of the target goes
// where it belongs (the blindfold solvers' way of following a cycle of pieces). The cheap
// ones (one setup turn at most) are taken first, the cheapest anywhere in the orbit; then
// position by position, a two-wing cycle with up to two setup turns when it costs less per
// wing than the shortest cycle that places one (together about 30 % fewer moves than one
// wing a cycle on the 4x4x4 and 5x5x5).
//
// It pairs any wing with no case analysis, on any size of cube, and never breaks the centres,
// but costs more moves a wing than the slice-flip-slice steps of edge_search.h, which the
// reduction takes first: the cycles pair what those leave.
#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/solvers/reduction/wings.h"

namespace cubelab::reduction {

using EdgeTargets = std::array<std::array<uint8_t, 2>, kEdgeSlots>;

// Odd N: the midges' colours. Even N: the composite edges most of each slot's wings (of
// orbits `first_orbit` and deeper, wings.h) already show, chosen so that with the corners they
// make a legal 3x3x3 (no flipped edge left alone, edge and corner permutations of the same
// parity).
EdgeTargets choose_edge_targets(const nxn::NxnCube& cube, int first_orbit = 1);

// The targets a cube whose edges are all paired shows: the midges' colours, or each slot's
// composite edge as its wings show it. A cube with a wing unpaired is a program error
// (std::logic_error): a stage that should have paired them did not.
EdgeTargets paired_targets(const nxn::NxnCube& cube);

// The 3x3x3 facelet string of the reduced cube: its corners, `targets` on the edges, and
// each face's centre on it.
std::string reduced_facelets(const nxn::NxnCube& cube, const EdgeTargets& targets);

// Brings every wing of orbits `first_orbit` and deeper (wings.h: 1 the orbit next to the
// corners) to show its slot's target colours (the cube's wing orbits must be even
// permutations: the centre search sees to it), turning the cube; `stop` is polled between
// wings.
std::vector<nxn::NxnMove> pair_edges(nxn::NxnCube& cube, const EdgeTargets& targets,
                                     const std::function<bool()>& stop, int first_orbit = 1);

}  // namespace cubelab::reduction
