#pragma once
// The edges stage's pairing of the wing orbits: each orbit by the slice-flip-slice search
// (edge_search.h), from the middle outwards (a step turns the outer k+1 layers, which moves
// the orbits nearer the faces), with the slots' targets chosen first (edges.h: the midges, or
// composite edges that make a legal 3x3x3); the wings the searches leave by the commutators
// (edges.h).
#include <functional>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::reduction {

// The moves that pair the wings, and how many of them the search paired.
struct PairedEdges {
  std::vector<nxn::NxnMove> moves;
  int searched = 0;
};

// Pairs every wing of orbits `first_orbit` and deeper (wings.h: 1 the orbit next to the
// corners) with its slot's target, those chosen by these orbits' wings, turning `cube` (its
// centres solved, its wing orbits even permutations). `width`: the search's beam
// (edge_search.h), 0 for its default. `stop` is polled between wings.
PairedEdges pair_wing_orbits(nxn::NxnCube& cube, const std::function<bool()>& stop,
                             int first_orbit = 1, int width = 0);

}  // namespace cubelab::reduction
