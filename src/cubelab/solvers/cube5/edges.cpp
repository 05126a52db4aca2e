#include "cubelab/solvers/cube5/edges.h"

#include <stdexcept>
#include <tuple>
#include <vector>

#include "cubelab/cube/move.h"
#include "cubelab/solvers/cube5/centres.h"
#include "cubelab/solvers/reduction/sticker_tracking.h"
#include "cubelab/solvers/reduction/wings.h"

namespace cubelab::cube5 {
namespace {

constexpr int kMidgeCoord = 2;

int wing_index(const reduction::WingPos& w) { return 2 * w.slot + (w.coord == 1 ? 0 : 1); }
reduction::WingPos wing_place(int p) { return {p / 2, p % 2 == 0 ? 1 : 3}; }

bool phase3_turn(const nxn::NxnMove& mv) { return mv.last_layer == 1 || mv.turns == 2; }
bool keeps_wing_types(const nxn::NxnMove& mv) {
  return phase3_turn(mv) && !((mv.face == R || mv.face == L) && mv.turns != 2);
}
bool phase4_turn(const nxn::NxnMove& mv) {
  return mv.face == U || mv.face == D ? phase3_turn(mv) : mv.turns == 2;
}
bool phase5_turn(const nxn::NxnMove& mv) {
  if (mv.face == F || mv.face == B) return mv.last_layer == 1;
  return mv.turns == 2;
}

EdgeModel make_edge_model() {
  EdgeModel d;
  for (int m = 0; m < kStageMoves; ++m) {
    const nxn::NxnMove mv = five_move(m);
    d.keeps_types[m] = keeps_wing_types(mv);
    d.phase3[m] = phase3_turn(mv);
    d.phase4[m] = phase4_turn(mv);
    d.phase5[m] = phase5_turn(mv);
    for (int p = 0; p < kWings; ++p) {
      const nxn::Sticker s =
          reduction::after_move(kN, reduction::wing_sticker(kN, wing_place(p), 0), mv);
      d.wing_after[m][p] = static_cast<uint8_t>(wing_index(reduction::wing_at(kN, s.cell)));
    }
    for (int slot = 0; slot < kSlots; ++slot) {
      const nxn::Sticker s =
          reduction::after_move(kN, reduction::wing_sticker(kN, {slot, kMidgeCoord}, 0), mv);
      const int to = reduction::wing_at(kN, s.cell).slot;
      d.midge_after[m][slot] = static_cast<uint8_t>(to);
      if (s.face != reduction::kSlotFaces[to][0]) d.midge_flips[m] |= uint16_t(1u << slot);
    }
  }
  // The types: the orbits of the moves that keep them, type 0 the one of position 0.
  std::array<int, kWings> orbit;
  orbit.fill(1);
  std::vector<int> todo = {0};
  orbit[0] = 0;
  while (!todo.empty()) {
    const int p = todo.back();
    todo.pop_back();
    for (int m = 0; m < kStageMoves; ++m)
      if (d.keeps_types[m] && orbit[d.wing_after[m][p]] != 0) {
        orbit[d.wing_after[m][p]] = 0;
        todo.push_back(d.wing_after[m][p]);
      }
  }
  for (int p = 0; p < kWings; ++p) d.type[p] = static_cast<uint8_t>(orbit[p]);
  for (int s = 0; s < kSlots; ++s) {
    if (d.type[2 * s] == d.type[2 * s + 1])
      throw std::logic_error("cube5: a slot with two wing positions of one type");
    d.typed[s][d.type[2 * s]] = static_cast<uint8_t>(2 * s);
    d.typed[s][d.type[2 * s + 1]] = static_cast<uint8_t>(2 * s + 1);
  }
  // Which of edge e's wings a paired edge has on the type-0 position: the one that shows the
  // midge's colours there.
  for (int e = 0; e < kSlots; ++e)
    for (int s = 0; s < kSlots; ++s)
      for (int o = 0; o < 2; ++o) {
        const auto& faces = reduction::kSlotFaces[e];
        const std::array<uint8_t, 2> shown = {faces[o], faces[1 - o]};
        const reduction::WingPos home = reduction::home_of(kN, wing_place(d.typed[s][0]), shown);
        d.low_end[e][s][o] = static_cast<uint8_t>(wing_index(home) % 2);
      }
  for (int m = 0; m < kStageMoves; ++m) {
    for (int p = 0; p < kWings; ++p)
      if (d.keeps_types[m] && d.type[d.wing_after[m][p]] != d.type[p])
        throw std::logic_error("cube5: a move that keeps the wing types changes one");
    if ((d.phase4[m] || d.phase5[m]) && !d.keeps_types[m])
      throw std::logic_error("cube5: a move of the later phases changes the wing types");
    for (int s = 0; s < kSlots; ++s) {
      const int to = d.midge_after[m][s];
      if (to == s && (d.midge_flips[m] >> s & 1) == 0) continue;  // the midge stays
      const int low = d.typed[s][0];
      if (d.wing_after[m][low] / 2 != to)
        throw std::logic_error("cube5: a midge moved without its slot's wings");
      const bool swapped = d.type[d.wing_after[m][low]] != 0;
      if (swapped) d.type_swaps[m] |= uint16_t(1u << s);
      // A paired edge stays paired: its type-0 wing is the one low_end names after the move.
      const int o_flip = d.midge_flips[m] >> s & 1;
      for (int e = 0; e < kSlots; ++e)
        for (int o = 0; o < 2; ++o)
          if ((d.low_end[e][to][o ^ o_flip] != d.low_end[e][s][o]) != swapped)
            throw std::logic_error("cube5: low_end disagrees with the moves");
    }
  }
  return d;
}

}  // namespace

const EdgeModel& edge_model() {
  static const EdgeModel model = make_edge_model();
  return model;
}

PhaseMoves phase_moves(const std::array<bool, kStageMoves>& allowed) {
  PhaseMoves moves;
  for (int m = 0; m < kStageMoves; ++m)
    if (allowed[m]) moves.stage.push_back(m);
  for (int previous = -1; previous < kStageMoves; ++previous)
    for (size_t i = 0; i < moves.stage.size(); ++i) {
      const nxn::NxnMove a = five_move(moves.stage[i]);
      if (previous >= 0) {
        const nxn::NxnMove p = five_move(previous);
        if (a.face % 3 == p.face % 3 &&
            std::tuple(a.face, a.last_layer) <= std::tuple(p.face, p.last_layer))
          continue;
      }
      moves.followers[previous + 1] |= 1u << i;
    }
  return moves;
}

Edges edges_of(const nxn::NxnCube& cube) {
  if (cube.size() != kN) throw std::logic_error("cube5: a cube of another size");
  Edges e;
  for (int p = 0; p < kWings; ++p) {
    const reduction::WingPos at = wing_place(p);
    e.wing[p] = static_cast<uint8_t>(
        wing_index(reduction::home_of(kN, at, reduction::wing_colours(cube, at))));
  }
  for (int s = 0; s < kSlots; ++s) {
    const std::array<uint8_t, 2> colours = reduction::wing_colours(cube, {s, kMidgeCoord});
    const int home = reduction::slot_of_faces(colours[0], colours[1]);
    e.midge[s] = static_cast<uint8_t>(home);
    e.midge_twist[s] = colours[0] == reduction::kSlotFaces[home][0] ? 0 : 1;
  }
  return e;
}

Edges edges_after(const Edges& e, int m) {
  const EdgeModel& d = edge_model();
  Edges out;
  for (int p = 0; p < kWings; ++p) out.wing[d.wing_after[m][p]] = e.wing[p];
  for (int s = 0; s < kSlots; ++s) {
    out.midge[d.midge_after[m][s]] = e.midge[s];
    out.midge_twist[d.midge_after[m][s]] =
        static_cast<uint8_t>(e.midge_twist[s] ^ (d.midge_flips[m] >> s & 1));
  }
  return out;
}

}  // namespace cubelab::cube5
