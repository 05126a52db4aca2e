#pragma once
// The macro-operators of Abreu García (2011, §5.2-§5.7), in the document's notation as printed,
// with the one known misprint fixed (stage 4 macro 1). Each macro is written for
// the document's fixed orientation (front-right slot, last layer on D); its four variants are the
// same macro relabelled by 0..3 quarter rotations about the U-D axis (rotation.h), kept as move
// lists and as their precomposed effect, so that applying a macro costs one cube multiplication, as
// in the document.
#include <array>
#include <cstdint>
#include <string_view>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cubie_cube.h"

namespace cubelab::beginner {

enum MacroId : uint8_t {
  // Stage 2 (U corners): the corner waits at DFR, below URF; chosen by where its U colour
  // faces.
  kCornerFront,  // 1: D' R' D R      (U colour on the front face)
  kCornerRight,  // 2: D F D' F'      (U colour on the right face)
  kCornerDown,   // 3: D R D' R2 D R  (U colour facing down; lifts the UBR corner out)
  // Stage 3 (middle edges): the edge waits at DF, below its slot's front face.
  kEdgeTakeOut,      // the document's 7-move "bring the edge down" macro (shown only as a figure)
  kEdgeColourFront,  // 1: D' R' D R D F D' F' (its front-face colour on the front)
  kEdgeColourDown,   // 2: D2 F D' F' D' R' D R (its front-face colour facing down)
  // Stage 4 (orient the D edges).
  kOrientLine,  // 1: F' R' D' R D F (printed F' L' D' L D F: misprint)
  kOrientL,     // 2: B D R D' R' B'
  kOrientDot,   // 3: L R' D B D' B' D' B' D' B D L' R
  // Stage 5 (permute the D edges).
  kCycleEdgesA,  // 1: L D2 L' D' L D' L'
  kCycleEdgesB,  // 2: L D L' D L D2 L'
  kSwapEdges,    // 3: L' F L F' B' L F B' L F' L' B2 D2
  // Stage 6 (place the D corners).
  kCycleCornersA,    // 1: L' D R D' L D R' D'
  kCycleCornersB,    // 2: D R D' L' D R' D' L
  kSwapCornerPairs,  // 3: F' D' R' D R D' R' D R D' R' D R F
  kSwapDiagonals,    // 4: L R D2 L' R' B' F' D2 B F D2
  // Stage 7 (orient the D corners).
  kTwist1,
  kTwist2,
  kTwist3,
  kTwist4,
  kTwist5,
  kTwist6,
  kTwist7,
  kMacroCount
};

struct MacroSpec {
  int stage;                 // 2..7
  int number;                // the document's macro number in its stage (0 = not numbered)
  std::string_view printed;  // as printed in the document (R3 = R')
  std::string_view used;     // what we apply (differs from `printed` only for the misprint)
  std::string_view name;     // what it does, for explanations
};

const MacroSpec& macro_spec(MacroId id);

constexpr int kMaxMacroLength = 16;

// One macro relabelled for one slot (rotation 0..3).
struct MacroVariant {
  std::array<Move, kMaxMacroLength> moves{};
  uint8_t length = 0;
  CubieCube effect;  // the macro applied to a solved cube
  Alg alg() const { return Alg({moves.begin(), moves.begin() + length}); }
};

const MacroVariant& macro(MacroId id, int rotation);

}  // namespace cubelab::beginner
