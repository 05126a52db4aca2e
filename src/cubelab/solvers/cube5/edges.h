#pragma once
// The 5x5x5's edges for cube5's edge phases (phase3.h), in the moves of CentreStage::five()
// (the six faces and the six two-layer wide turns, any power; none turns a middle layer, so
// the midges move only with the outer layers).
//
// Wing position p = 2 * slot + (coordinate == 1 ? 0 : 1) (slots in Kociemba order,
// reduction/wings.h); a wing is named by its home position, so wing w belongs to edge w / 2
// and sits at home at end w % 2. A midge is known by its edge and its orientation: 0 when
// the colour of its home slot's first face shows on the first face of the slot it is in.
//
// The wing types: phase 3's moves (phase3.h: the faces by any power, the wide half turns)
// other than the quarter turns of R and L split the 24 wing positions into two orbits of 12,
// one position of each slot in each (Chen Shuang's cube555 reads its "low" and "high" wings
// so). Type 0 is the one of position 0. The quarter turns of R and L take every wing they
// move to a position of the other type. The later phases' moves (U and D by any power,
// R2 F2 L2 B2 and the wide half turns: cube555's phase 4) keep the types.
//
// A paired edge (both wings and the midge of one edge in one slot, as on a solved cube) is
// one rigid piece: which of its two wings sits on the slot's type-0 position follows from the
// slot and the midge's orientation alone (low_end below). As the later phases keep the types,
// an edge they pair has, on the type-0 position of its slot, the wing that low_end names for
// its midge there; phase 3 sets every edge up for that.
#include <array>
#include <cstdint>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"

namespace cubelab::cube5 {

constexpr int kWings = 24;
constexpr int kSlots = 12;
constexpr int kStageMoves = 36;  // CentreStage::five()'s

struct EdgeModel {
  // Where move m takes wing position p, and the midge of slot s.
  std::array<std::array<uint8_t, kWings>, kStageMoves> wing_after{};
  std::array<std::array<uint8_t, kSlots>, kStageMoves> midge_after{};
  // Bit s: move m changes the orientation of the midge it takes from slot s.
  std::array<uint16_t, kStageMoves> midge_flips{};
  // Bit s: move m takes the midge of slot s and its slot's two wing positions to a slot
  // with their types swapped (every slot an outer quarter turn of R or L moves).
  std::array<uint16_t, kStageMoves> type_swaps{};
  std::array<uint8_t, kWings> type{};
  // The position of slot s's type-t wing.
  std::array<std::array<uint8_t, 2>, kSlots> typed{};
  // low_end[e][s][o]: the end (0 or 1) of edge e's wing that is on slot s's type-0 position
  // when the edge is paired there with its midge in orientation o.
  std::array<std::array<std::array<uint8_t, 2>, kSlots>, kSlots> low_end{};
  // Whether move m is a phase-3 move that keeps the types; one of phase 4's (U and D by any
  // power, R2 F2 L2 B2, the wide half turns); one of phase 5's (F and B by any power, U2 D2
  // R2 L2, the wide half turns of U, D, R and L: phase4.h, phase5.h).
  std::array<bool, kStageMoves> keeps_types{};
  std::array<bool, kStageMoves> phase3{};  // the faces by any power, the wide half turns
  std::array<bool, kStageMoves> phase4{};
  std::array<bool, kStageMoves> phase5{};
};
const EdgeModel& edge_model();

// A phase's moves among the stage's (`allowed`): the stage move of each phase move i, and the
// phase moves (bit i) that may follow a stage move (-1 at the start): after a turn of an axis
// only a later block of the same axis.
struct PhaseMoves {
  std::vector<int> stage;
  std::array<uint32_t, kStageMoves + 1> followers{};
};
PhaseMoves phase_moves(const std::array<bool, kStageMoves>& allowed);

// A cube's edges: the wing at each position (its home position), the midge at each slot (its
// edge) and that midge's orientation.
struct Edges {
  std::array<uint8_t, kWings> wing{};
  std::array<uint8_t, kSlots> midge{};
  std::array<uint8_t, kSlots> midge_twist{};

  bool operator==(const Edges&) const = default;
};
Edges edges_of(const nxn::NxnCube& cube);
// The same after move m (edge_model()'s).
Edges edges_after(const Edges& e, int m);

}  // namespace cubelab::cube5
