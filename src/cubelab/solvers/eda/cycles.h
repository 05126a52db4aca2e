#pragma once
// Cycle elimination (Montero Santos 2026, §2.1.5 and §3.3.2): a stretch of a move sequence
// that brings the cube back to a state it was already in does nothing, and is cut out. The
// thesis finds such stretches by simulating the sequence, keeping the state after every move
// and looking for two equal states; after a cut, simplification may cancel the moves around
// it ([F R (cycle) R'] -> [F]), so both repeat until nothing changes. Canonicalisation
// (candidate.h) already removes a face turned back on itself ([R R'], [R U U' R']); what is
// left are the "periodic" cycles, such as (R2 U2)^6, which the thesis saw "exceptionally
// rarely" in generated individuals (docs/eda.md has the measurement).
#include <vector>

#include "cubelab/cube/move.h"

namespace cubelab::eda {

// Cuts every cycle out of a canonical sequence, re-canonicalising after each cut; the
// result is canonical and reaches the same state. Returns the number of cuts. States are
// compared whole (positions and orientations: comparing positions only, the thesis's period
// tool gave (R U) order 35 instead of 105).
int remove_cycles(std::vector<Move>& moves);

}  // namespace cubelab::eda
