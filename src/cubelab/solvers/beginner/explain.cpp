// One-line explanations of each stage for learners, written from the Trace's steps after the
// solve (never on the hot path).
#include <fmt/format.h>

#include <string>

#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/solvers/beginner/last_layer.h"
#include "cubelab/solvers/beginner/method.h"
#include "cubelab/solvers/beginner/piece_moves.h"
#include "cubelab/solvers/beginner/rotation.h"

namespace cubelab::beginner {
namespace {

std::string moves_text(const Trace& t, const Step& st) {
  return Alg({t.moves() + st.begin, t.moves() + st.end}).str();
}

// "macro 2 (L shape): B D R D' R' B'"; stages 2 and 3 name their case from the cube instead.
std::string macro_text(const Trace& t, const Step& st, bool with_name = true) {
  const MacroSpec& spec = macro_spec(st.macro);
  std::string number = spec.number ? fmt::format("macro {}", spec.number) : "macro";
  if (!with_name) return fmt::format("{} {}", number, moves_text(t, st));
  return fmt::format("{} ({}): {}", number, spec.name, moves_text(t, st));
}

// Where the lifted corner's U colour must face for stage-2 macro `st`.
std::string corner_case(const Step& st) {
  const Slot& s = kSlots[st.rotation];
  Destination d = corner_destination(macro(st.macro, st.rotation).effect, s.d_corner);
  int twist = (3 - d.twist) % 3;
  if (twist == 0) return "U colour facing down";
  return fmt::format("U colour on {}", kFaceNames[kCornerFacelets[s.d_corner][twist] / 9]);
}

// Which colour of the edge faces down for stage-3 insert macro `st`.
std::string edge_case(const Step& st) {
  const Slot& s = kSlots[st.rotation];
  Destination d = edge_destination(macro(st.macro, st.rotation).effect, s.d_edge);
  return fmt::format("from {} ({} colour facing down)", edge_name(s.d_edge),
                     edge_name(s.middle_edge)[d.twist]);
}

// The case a last-layer step was chosen for, from the Quad code it stored.
std::string quad_case(int stage, int code) {
  Quad q = {static_cast<uint8_t>(code & 3), static_cast<uint8_t>((code >> 2) & 3),
            static_cast<uint8_t>((code >> 4) & 3), static_cast<uint8_t>((code >> 6) & 3)};
  std::string s;
  for (int i = 0; i < 4; ++i) {
    bool edges = stage == 4 || stage == 5;
    std::string pos = edges ? edge_name(DR + i) : corner_name(DFR + i);
    switch (stage) {
      case 4:
        if (q[i]) s += (s.empty() ? "" : " ") + pos;
        break;
      case 5:
        s += fmt::format("{}{}<-{}", s.empty() ? "" : " ", pos, edge_name(DR + q[i]));
        break;
      case 6:
        s += fmt::format("{}{}<-{}", s.empty() ? "" : " ", pos, corner_name(DFR + q[i]));
        break;
      case 7:
        if (q[i]) s += fmt::format("{}{} {}", s.empty() ? "" : " ", pos, q[i] == 1 ? "cw" : "ccw");
        break;
    }
  }
  if (stage == 4) return s + " flipped";
  if (stage == 7) return "twisted " + s;
  return s;
}

}  // namespace

const char* stage_title(int stage) {
  static const char* const kTitles[kStages] = {
      "stage 1: U cross",         "stage 2: U corners",       "stage 3: middle layer",
      "stage 4: orient D edges",  "stage 5: permute D edges", "stage 6: place D corners",
      "stage 7: orient D corners"};
  return kTitles[stage - 1];
}

std::string explain_step(const Trace& t, const Step& st, bool case_shown) {
  switch (st.stage) {
    case 1:
      return fmt::format("optimal cross in {}: {}", count_of(st.end - st.begin, "move"),
                         moves_text(t, st));
    case 2:
      if (st.kind == StepKind::Macro)
        return fmt::format("{} ({}): {}", corner_name(st.piece), corner_case(st),
                           macro_text(t, st, false));
      return fmt::format(
          "{}: {} {}", corner_name(st.piece),
          st.end - st.begin == 1 ? "bring it below its slot with" : "take it out with",
          moves_text(t, st));
    case 3:
      if (st.macro == kEdgeTakeOut)
        return fmt::format("{}: take it out of the {} slot: {}", edge_name(st.piece),
                           edge_name(kSlots[st.rotation].middle_edge), moves_text(t, st));
      if (st.kind == StepKind::Macro)
        return fmt::format("insert {} {}: {}", edge_name(st.piece), edge_case(st),
                           macro_text(t, st, false));
      return fmt::format("{}: bring it below its slot with {}", edge_name(st.piece),
                         moves_text(t, st));
    default:
      if (st.kind == StepKind::Macro)
        return case_shown ? macro_text(t, st)
                          : fmt::format("{}: {}", quad_case(st.stage, st.piece), macro_text(t, st));
      return fmt::format("{}: set up with {}", quad_case(st.stage, st.piece), moves_text(t, st));
  }
}

std::string explain_stage(const Trace& t, int stage) {
  std::string out;
  bool case_shown = false;
  for (int i = 0; i < t.step_count(); ++i) {
    const Step& st = t.step(i);
    if (st.stage != stage) continue;
    out += (out.empty() ? "" : "; ") + explain_step(t, st, case_shown);
    case_shown = stage >= 4;
  }
  if (out.empty()) return fmt::format("{}: already done", stage_title(stage));
  return fmt::format("{}: {}", stage_title(stage), out);
}

}  // namespace cubelab::beginner
