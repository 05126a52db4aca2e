// Stage 3 (Abreu García 2011 §5.3): the four middle-layer edges, one at a time. An edge in a wrong
// middle slot (or flipped in its own) is first taken down with the 7-move take-out macro;
// from the D layer one D turn brings it below its slot's front face, and one of two 8-move
// macros inserts it, chosen by its flip. No macro disturbs placed pieces, so four rounds at
// most.
#include <array>

#include "cubelab/solvers/beginner/piece_moves.h"
#include "cubelab/solvers/beginner/rotation.h"
#include "cubelab/solvers/beginner/stages.h"

namespace cubelab::beginner {
namespace {

struct Tables {
  // Where the take-out of slot k leaves the slot's edge.
  std::array<Destination, 4> take_out;
  // The insert macro for slot k and the flip of its edge at the D position below the slot's
  // front face. Read from the macros' effects: flip is relative to the F/B axis, so a
  // relabelled macro may need the other flip.
  std::array<std::array<MacroId, 2>, 4> insert;
};

const Tables& tables() {
  static const Tables t = [] {
    Tables t;
    for (int k = 0; k < 4; ++k) {
      const Slot& s = kSlots[k];
      t.take_out[k] = edge_destination(macro(kEdgeTakeOut, k).effect, s.middle_edge);
      for (MacroId m : {kEdgeColourFront, kEdgeColourDown}) {
        Destination d = edge_destination(macro(m, k).effect, s.d_edge);
        if (d.position == s.middle_edge) t.insert[k][d.twist] = m;  // flip ^ twist == 0
      }
    }
    return t;
  }();
  return t;
}

bool slot_done(const CubieCube& c, int k) {
  int edge = kSlots[k].middle_edge;
  return c.ep[edge] == edge && c.eo[edge] == 0;
}

int slot_of_middle_position(int pos) {
  for (int k = 0; k < 4; ++k)
    if (kSlots[k].middle_edge == pos) return k;
  return -1;
}

struct Plan {
  int slot = -1;
  int cost = 1 << 20;
  int take_out_slot = -1;  // the slot the edge is taken out of, if any
  int d_turns = 0;
  MacroId macro = kEdgeColourDown;
};

Plan plan_for(const CubieCube& c, int k) {
  Plan plan;
  plan.slot = k;
  const Slot& s = kSlots[k];
  int pos = find_edge(c, s.middle_edge);
  int flip = c.eo[pos];
  int cost = 0;
  if (pos >= FR) {  // in the middle layer: take it down first
    plan.take_out_slot = slot_of_middle_position(pos);
    const Destination& to = tables().take_out[plan.take_out_slot];
    pos = to.position;
    flip ^= to.twist;
    cost += macro(kEdgeTakeOut, plan.take_out_slot).length;
  }
  // D turns move D edges without flipping them.
  plan.d_turns = d_turns_between(pos, s.d_edge);
  plan.macro = tables().insert[k][flip];
  const MacroVariant& mv = macro(plan.macro, k);
  plan.cost = cost + setup_and_macro_length(plan.d_turns, mv.moves.data(), mv.length);
  return plan;
}

}  // namespace

bool place_middle_edges(Trace& t) {
  return place_slot_by_slot<Plan>(t, 3, 8, slot_done, plan_for, [&t](const Plan& best) {
    auto piece = static_cast<uint8_t>(kSlots[best.slot].middle_edge);
    if (best.take_out_slot >= 0) t.apply(kEdgeTakeOut, best.take_out_slot, piece);
    if (best.d_turns) t.turn(make_move(D, best.d_turns), piece);
    t.apply(best.macro, best.slot, piece);
  });
}

}  // namespace cubelab::beginner
