#pragma once
// Stages 4-7 (Abreu García 2011 §5.4-§5.7) look only at the four D-layer pieces of one kind and
// apply at most one macro, after at most one D turn (stage 5 only): "check which case we
// are in and apply its macro". A case is the Quad of the four values at the D positions
// (edges DR DF DL DB, corners DFR DLF DBL DRB); the table from case to macro variant is
// worked out once by simulating every macro variant, keeping the shortest that solves it.
#include <array>
#include <cstdint>
#include <initializer_list>

#include "cubelab/solvers/beginner/trace.h"

namespace cubelab::beginner {

enum class View : uint8_t {
  EdgeFlips,     // stage 4: flip of the edge at each D edge position
  EdgePieces,    // stage 5: which D edge (0..3 = DR DF DL DB) is at each D edge position
  CornerPieces,  // stage 6: which D corner (0..3 = DFR DLF DBL DRB) is at each position
  CornerTwists,  // stage 7: twist of the corner at each D corner position
};

using Quad = std::array<uint8_t, 4>;
constexpr int kQuadCodes = 256;  // base-4 code of a Quad

Quad read_quad(View v, const CubieCube& c);
// The Quad after `effect` (which must keep the D pieces in the D layer).
Quad transform_quad(View v, const Quad& q, const CubieCube& effect);
inline int quad_code(const Quad& q) { return q[0] | q[1] << 2 | q[2] << 4 | q[3] << 6; }
bool quad_done(View v, const Quad& q);

struct CaseAction {
  bool solvable = false;
  uint8_t d_turns = 0;          // setup D turn (quarter turns), stage 5 only
  MacroId macro = kMacroCount;  // kMacroCount: no macro needed
  uint8_t rotation = 0;
  uint8_t length = 0;
};

using CaseTable = std::array<CaseAction, kQuadCodes>;

CaseTable build_case_table(View v, std::initializer_list<MacroId> macros, bool d_setup);

// Stage `stage` (4-7): looks the cube's case up and applies its action; false if the case
// has no action.
bool finish_by_case(Trace& t, int stage, View v, const CaseTable& table);

}  // namespace cubelab::beginner
