#include "cubelab/solvers/beginner/last_layer.h"

namespace cubelab::beginner {
namespace {

constexpr int kFirstD = 4;  // DR and DFR: the first D positions in Kociemba's numbering

bool is_valid(View v, const Quad& q) {
  int seen = 0;
  for (uint8_t x : q) {
    if (v == View::EdgeFlips && x > 1) return false;
    if (v == View::CornerTwists && x > 2) return false;
    seen |= 1 << x;
  }
  return v == View::EdgeFlips || v == View::CornerTwists || seen == 0xf;
}

Quad decode(int code) {
  return {static_cast<uint8_t>(code & 3), static_cast<uint8_t>((code >> 2) & 3),
          static_cast<uint8_t>((code >> 4) & 3), static_cast<uint8_t>((code >> 6) & 3)};
}

}  // namespace

Quad read_quad(View v, const CubieCube& c) {
  Quad q{};
  for (int i = 0; i < 4; ++i) {
    switch (v) {
      case View::EdgeFlips:
        q[i] = c.eo[kFirstD + i];
        break;
      case View::EdgePieces:
        q[i] = static_cast<uint8_t>(c.ep[kFirstD + i] - kFirstD);
        break;
      case View::CornerPieces:
        q[i] = static_cast<uint8_t>(c.cp[kFirstD + i] - kFirstD);
        break;
      case View::CornerTwists:
        q[i] = c.co[kFirstD + i];
        break;
    }
  }
  return q;
}

Quad transform_quad(View v, const Quad& q, const CubieCube& e) {
  Quad r{};
  for (int i = 0; i < 4; ++i) {
    // Position i receives what was at the position the effect moves into it.
    switch (v) {
      case View::EdgeFlips:
        r[i] = q[e.ep[kFirstD + i] - kFirstD] ^ e.eo[kFirstD + i];
        break;
      case View::EdgePieces:
        r[i] = q[e.ep[kFirstD + i] - kFirstD];
        break;
      case View::CornerPieces:
        r[i] = q[e.cp[kFirstD + i] - kFirstD];
        break;
      case View::CornerTwists:
        r[i] = static_cast<uint8_t>((q[e.cp[kFirstD + i] - kFirstD] + e.co[kFirstD + i]) % 3);
        break;
    }
  }
  return r;
}

bool quad_done(View v, const Quad& q) {
  if (v == View::EdgePieces || v == View::CornerPieces) return q == Quad{0, 1, 2, 3};
  return q == Quad{0, 0, 0, 0};
}

CaseTable build_case_table(View v, std::initializer_list<MacroId> macros, bool d_setup) {
  CaseTable table{};
  for (int code = 0; code < kQuadCodes; ++code) {
    const Quad q = decode(code);
    if (!is_valid(v, q)) continue;
    CaseAction& best = table[code];
    for (int d = 0; d < (d_setup ? 4 : 1); ++d) {
      Quad after_d = d ? transform_quad(v, q, CubieCube::move_cube(make_move(D, d))) : q;
      int setup = d ? 1 : 0;
      auto offer = [&](MacroId m, int rotation, int length) {
        if (best.solvable && best.length <= setup + length) return;
        best = {true, static_cast<uint8_t>(d), m, static_cast<uint8_t>(rotation),
                static_cast<uint8_t>(setup + length)};
      };
      if (quad_done(v, after_d)) offer(kMacroCount, 0, 0);
      for (MacroId m : macros)
        for (int r = 0; r < 4; ++r) {
          const MacroVariant& mv = macro(m, r);
          if (quad_done(v, transform_quad(v, after_d, mv.effect))) offer(m, r, mv.length);
        }
    }
  }
  return table;
}

namespace {

bool apply_case(Trace& t, View v, const CaseTable& table) {
  const Quad q = read_quad(v, t.cube());
  for (uint8_t x : q)
    if (x > 3) return false;  // a D position holds a piece of another layer
  const CaseAction& a = table[quad_code(q)];
  if (!a.solvable) return false;
  auto code = static_cast<uint8_t>(quad_code(q));
  if (a.d_turns) t.turn(make_move(D, a.d_turns), code);
  if (a.macro != kMacroCount) t.apply(a.macro, a.rotation, code);
  return quad_done(v, read_quad(v, t.cube()));
}

}  // namespace

bool finish_by_case(Trace& t, int stage, View v, const CaseTable& table) {
  t.begin_stage(stage);
  const bool done = apply_case(t, v, table);
  t.end_stage();
  return done;
}

}  // namespace cubelab::beginner
