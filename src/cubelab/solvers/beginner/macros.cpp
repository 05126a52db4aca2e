#include "cubelab/solvers/beginner/macros.h"

#include <algorithm>
#include <stdexcept>

#include "cubelab/solvers/beginner/rotation.h"

namespace cubelab::beginner {
namespace {

constexpr std::array<MacroSpec, kMacroCount> kSpecs = {{
    {2, 1, "D3R3DR", "D3R3DR", "lift a corner in from below (URF: its U colour on F)"},
    {2, 2, "DFD3F3", "DFD3F3", "lift a corner in from below (URF: its U colour on R)"},
    {2, 3, "DRD3R2DR", "DRD3R2DR", "lift a corner in from below (URF: its U colour facing down)"},
    // Abreu García 2011, §5.3.2: four equivalent 7-move macros take a wrong middle edge down; their
    // moves are only in a figure. We use the last seven moves of stage-3 macro 1: they take the
    // slot's edge down to the D layer and leave the first layer as it was.
    {3, 0, "", "R3DRDFD3F3", "take the edge out of its slot"},
    {3, 1, "D3R3DRDFD3F3", "D3R3DRDFD3F3", "insert an edge from D (FR: its F colour on F)"},
    {3, 2, "D2FD3F3D3R3DR", "D2FD3F3D3R3DR",
     "insert an edge from D (FR: its F colour facing down)"},
    // The one misprint: as printed it breaks two U corners and two middle edges; with L and
    // R exchanged it flips exactly the two D edges of the line case (macros_test.cpp checks it).
    {4, 1, "F3L3D3LDF", "F3R3D3RDF", "line"},
    {4, 2, "BDRD3R3B3", "BDRD3R3B3", "L shape"},
    {4, 3, "LR3DBD3B3D3B3D3BDL3R", "LR3DBD3B3D3B3D3BDL3R", "dot"},
    {5, 1, "LD2L3D3LD3L3", "LD2L3D3LD3L3", "three-cycle of D edges"},
    {5, 2, "LDL3DLD2L3", "LDL3DLD2L3", "three-cycle of D edges, other way"},
    {5, 3, "L3FLF3B3LFB3LF3L3B2D2", "L3FLF3B3LFB3LF3L3B2D2", "swap two opposite D edges"},
    {6, 1, "L3DRD3LDR3D3", "L3DRD3LDR3D3", "three-cycle of D corners"},
    {6, 2, "DRD3L3DR3D3L", "DRD3L3DR3D3L", "three-cycle of D corners, other way"},
    {6, 3, "F3D3R3DRD3R3DRD3R3DRF", "F3D3R3DRD3R3DRD3R3DRF", "swap two pairs of D corners"},
    {6, 4, "LRD2L3R3B3F3D2BFD2", "LRD2L3R3B3F3D2BFD2", "swap the diagonals of D corners"},
    {7, 1, "R2DF2D3RB2R3DF2D3RB2R", "R2DF2D3RB2R3DF2D3RB2R", "twist two adjacent corners"},
    {7, 2, "B2U3B2DB3L2DL2D3B2UB3D3", "B2U3B2DB3L2DL2D3B2UB3D3",
     "twist two adjacent corners, other way"},
    {7, 3, "BL3U2LB3D2BL3U2LB3D2", "BL3U2LB3D2BL3U2LB3D2", "twist two opposite corners"},
    {7, 4, "BD3FD2B2U3L2UDF3D3BD3", "BD3FD2B2U3L2UDF3D3BD3", "twist three corners"},
    {7, 5, "R3DLU3D3B2UR2D2L3DR3D", "R3DLU3D3B2UR2D2L3DR3D", "twist three corners, other way"},
    {7, 6, "R3D2RD2R2F3U3R3BR2B3UFD3R3D3", "R3D2RD2R2F3U3R3BR2B3UFD3R3D3",
     "twist four corners, alternating"},
    {7, 7, "L3RUL2D2LU3L2D2R3DR2F2R2D3", "L3RUL2D2LU3L2D2R3DR2F2R2D3",
     "twist four corners, in pairs"},
}};

using VariantTable = std::array<std::array<MacroVariant, 4>, kMacroCount>;

VariantTable make_variants() {
  VariantTable table;
  for (int id = 0; id < kMacroCount; ++id) {
    Alg base = Alg::parse(kSpecs[id].used);
    for (int k = 0; k < 4; ++k) {
      Alg alg = rotated_about_ud(base, k);
      if (alg.size() > kMaxMacroLength) throw std::logic_error("beginner macro too long");
      MacroVariant& v = table[id][k];
      std::copy(alg.moves.begin(), alg.moves.end(), v.moves.begin());
      v.length = static_cast<uint8_t>(alg.size());
      v.effect.apply(alg.moves);
    }
  }
  return table;
}

}  // namespace

const MacroSpec& macro_spec(MacroId id) { return kSpecs[id]; }

const MacroVariant& macro(MacroId id, int rotation) {
  static const VariantTable table = make_variants();
  return table[id][rotation & 3];
}

}  // namespace cubelab::beginner
