// Stage 2 (Abreu García 2011 §5.2): the four U corners, one at a time. The corner is brought to the
// D position below its slot (a D turn if it is in the D layer; a three-move take-out if it
// sits in a wrong or twisted U slot), then one of three macros lifts it in, chosen by where
// its U colour faces. Macro 3 lifts the next slot's corner out, so the loop runs until all
// four are done (the document's "repeat steps 1 to 3").
#include <array>

#include "cubelab/solvers/beginner/piece_moves.h"
#include "cubelab/solvers/beginner/rotation.h"
#include "cubelab/solvers/beginner/stages.h"

namespace cubelab::beginner {
namespace {

// A take-out: X' D^j X on the slot's right face or X D^j X' on its front face (j = 1..3).
// It moves only the slot's corner (to the D layer) and leaves the rest of U in place.
struct TakeOut {
  std::array<Move, 3> moves;
  Destination to;  // where the slot's corner lands, and its added twist
};

struct CornerTables {
  std::array<std::array<TakeOut, 6>, 4> take_out;  // [slot][variant]
  // The macro that lifts the corner from below slot k into it, by the corner's twist there
  // (0: U colour facing down, 1 and 2: on a side), read from the macros' effects.
  std::array<std::array<MacroId, 3>, 4> lift;
};

const CornerTables& corner_tables() {
  static const CornerTables t = [] {
    CornerTables t;
    for (int k = 0; k < 4; ++k) {
      const Slot& s = kSlots[k];
      for (int j = 1; j <= 3; ++j) {
        std::array<std::array<Move, 3>, 2> seqs = {{
            {make_move(s.right, 3), make_move(D, j), make_move(s.right, 1)},
            {make_move(s.front, 1), make_move(D, j), make_move(s.front, 3)},
        }};
        for (int side = 0; side < 2; ++side) {
          CubieCube e;
          e.apply(seqs[side]);
          t.take_out[k][3 * side + j - 1] = {seqs[side], corner_destination(e, s.u_corner)};
        }
      }
      for (MacroId m : {kCornerFront, kCornerRight, kCornerDown}) {
        Destination d = corner_destination(macro(m, k).effect, s.d_corner);
        if (d.position == s.u_corner) t.lift[k][(3 - d.twist) % 3] = m;
      }
    }
    return t;
  }();
  return t;
}

bool corner_done(const CubieCube& c, int k) {
  int corner = kSlots[k].u_corner;
  return c.cp[corner] == corner && c.co[corner] == 0;
}

struct CornerPlan {
  int slot = -1;
  int cost = 1 << 20;
  const TakeOut* take_out = nullptr;
  int d_turns = 0;
  MacroId macro = kCornerDown;
};

CornerPlan corner_plan(const CubieCube& c, int k) {
  const Slot& s = kSlots[k];
  CornerPlan plan;
  plan.slot = k;
  int pos = find_corner(c, s.u_corner);
  auto consider = [&](const TakeOut* out, int at, int twist, int base_cost) {
    int d = d_turns_between(at, s.d_corner);
    MacroId m = corner_tables().lift[k][twist];
    const MacroVariant& mv = macro(m, k);
    int cost = base_cost + setup_and_macro_length(d, mv.moves.data(), mv.length);
    // Macro 3 lifts the next slot's corner out: count redoing it if it was done.
    if (m == kCornerDown && corner_done(c, (k + 1) % 4)) cost += 8;
    if (cost < plan.cost) {
      plan.cost = cost;
      plan.take_out = out;
      plan.d_turns = d;
      plan.macro = m;
    }
  };
  if (pos >= DFR) {
    consider(nullptr, pos, c.co[pos], 0);
  } else {
    int from_slot = 0;
    while (kSlots[from_slot].u_corner != pos) ++from_slot;
    for (const TakeOut& out : corner_tables().take_out[from_slot])
      consider(&out, out.to.position, (c.co[pos] + out.to.twist) % 3, 3);
  }
  return plan;
}

}  // namespace

bool place_u_corners(Trace& t) {
  // Each pass places one corner; a corner lifted out by macro 3 costs one more pass.
  return place_slot_by_slot<CornerPlan>(
      t, 2, 12, corner_done, corner_plan, [&t](const CornerPlan& best) {
        auto piece = static_cast<uint8_t>(kSlots[best.slot].u_corner);
        if (best.take_out) t.turns(best.take_out->moves.data(), 3, StepKind::Turn, piece);
        if (best.d_turns) t.turn(make_move(D, best.d_turns), piece);
        t.apply(best.macro, best.slot, piece);
      });
}

}  // namespace cubelab::beginner
