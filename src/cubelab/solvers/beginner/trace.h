#pragma once
// What the beginner's method did, recorded without heap allocation on the hot path: the
// cube as it goes, every move in order, where each stage ends, and one Step per action
// (search, D-turn setup, macro) from which the human explanations are written afterwards.
#include <array>
#include <cstdint>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/solvers/beginner/macros.h"

namespace cubelab::beginner {

constexpr int kStages = 7;
constexpr int kMaxMoves = 400;  // far above any real run (tests report the maximum)
constexpr int kMaxSteps = 96;

enum class StepKind : uint8_t {
  Cross,  // stage 1: the A* (or table) moves
  Turn,   // a setup turn (D, D2, D' or a take-out of a corner), not a macro
  Macro,  // a macro-operator variant
};

struct Step {
  uint8_t stage = 0;  // 1..7
  StepKind kind = StepKind::Turn;
  MacroId macro = kMacroCount;
  uint8_t rotation = 0;         // variant: quarter rotations about U-D (rotation.h kSlots)
  uint8_t piece = 0;            // the corner or edge being placed, for stages 2 and 3
  uint16_t begin = 0, end = 0;  // moves [begin, end) in Trace::moves
};

class Trace {
 public:
  explicit Trace(const CubieCube& start) : cube_(start) {}

  const CubieCube& cube() const { return cube_; }
  int length() const { return length_; }
  const Move* moves() const { return moves_.data(); }
  int step_count() const { return step_count_; }
  const Step& step(int i) const { return steps_[i]; }
  // Moves [stage_begin(s), stage_end(s)) belong to stage s (1..7).
  int stage_begin(int s) const { return s == 1 ? 0 : stage_end_[s - 2]; }
  int stage_end(int s) const { return stage_end_[s - 1]; }
  bool overflowed() const { return overflow_; }

  // Stage 1 search statistics.
  int cross_expanded = 0;
  int cross_generated = 0;

  void begin_stage(int stage) { stage_ = static_cast<uint8_t>(stage); }
  void end_stage() { stage_end_[stage_ - 1] = static_cast<uint16_t>(length_); }

  // Face turns outside macros (the cross, setup turns), grouped as one step.
  void turns(const Move* m, int n, StepKind kind, uint8_t piece = 0) {
    if (n == 0) return;
    Step& st = open_step(kind, kMacroCount, 0, piece);
    for (int i = 0; i < n; ++i) {
      cube_.apply(m[i]);
      push(m[i]);
    }
    st.end = static_cast<uint16_t>(length_);
  }
  void turn(Move m, uint8_t piece = 0) { turns(&m, 1, StepKind::Turn, piece); }

  // A macro: one multiplication by its precomposed effect.
  void apply(MacroId id, int rotation, uint8_t piece = 0) {
    const MacroVariant& v = macro(id, rotation);
    Step& st = open_step(StepKind::Macro, id, static_cast<uint8_t>(rotation), piece);
    cube_.multiply(v.effect);
    for (int i = 0; i < v.length; ++i) push(v.moves[i]);
    st.end = static_cast<uint16_t>(length_);
  }

 private:
  Step& open_step(StepKind kind, MacroId id, uint8_t rotation, uint8_t piece) {
    Step& st = steps_[step_count_ < kMaxSteps ? step_count_ : kMaxSteps - 1];
    if (step_count_ < kMaxSteps)
      ++step_count_;
    else
      overflow_ = true;
    st = Step{stage_, kind, id, rotation, piece, static_cast<uint16_t>(length_), 0};
    return st;
  }
  void push(Move m) {
    if (length_ < kMaxMoves)
      moves_[length_++] = m;
    else
      overflow_ = true;
  }

  CubieCube cube_;
  std::array<Move, kMaxMoves> moves_{};
  std::array<Step, kMaxSteps> steps_{};
  std::array<uint16_t, kStages> stage_end_{};
  int length_ = 0;
  int step_count_ = 0;
  uint8_t stage_ = 1;
  bool overflow_ = false;
};

}  // namespace cubelab::beginner
