#pragma once
// The five similarity measures of Montero Santos (2026, §4.2.1, Table 4.1) between a reached state
// and the target state, each on a 0..100 scale (100 = equal in that respect). The thesis names them
// but gives no formulas; docs/eda.md explains how each formula below was reconstructed from the
// numbers of Table 4.1:
//   stickers      100 * (equal non-centre stickers) / 48
//   position      100 * sum over the 20 pieces of (3 - manhattan(slot_a, slot_b) / 2) / 60
//   sticker-position   w(S)*P + (1-w(S))*S with the adaptive weight
//                      w(S) = 0.91 / (1 + exp(-(S - 27) / 10.6))   (S = stickers, P = position)
//   position-orientation           0.62 * P + 0.38 * O, O = 100 * (pieces placed and oriented) / 20
//   position-orientation-distance  0.848 * O + 0.152 * D, D = 100 * (1 - sum of lone-piece move
//                                  distances / their maximum)
// None of these is 100 only for equal states (position ignores orientation), so callers test
// equality of states separately (the thesis's (R U) order error, notes §5.1).
#include <array>
#include <string>

#include "cubelab/cube/cubie_cube.h"

namespace cubelab::eda {

enum class Measure {
  Stickers,
  Position,
  StickerPosition,
  PositionOrientation,
  PositionOrientationDistance
};

// "stickers", "position", "sticker-position", "position-orientation",
// "position-orientation-distance".
const char* measure_name(Measure m);

struct Similarities {
  double stickers = 0, position = 0, sticker_position = 0, position_orientation = 0,
         position_orientation_distance = 0;
  double get(Measure m) const;
};

// The adaptive position weight of sticker-position as a function of the sticker score.
double sticker_position_weight(double stickers);

// Compares cubes against one fixed target. Every measure is a sum over the 20 slots of a
// per-(slot, piece, orientation) contribution, so the target's tables make a comparison 20
// lookups.
class SimilarityTarget {
 public:
  explicit SimilarityTarget(const CubieCube& target);
  const CubieCube& target() const { return target_; }

  // Measure m of `a` into `value`; returns true when `a` equals the target.
  bool measure(Measure m, const CubieCube& a, double& value) const;
  Similarities all(const CubieCube& a) const;

 private:
  // What one piece in one slot contributes (also the totals over all slots).
  struct Contribution {
    int stickers = 0;         // stickers equal to the target's (of 48)
    int position_points = 0;  // 3 - manhattan / 2 (of 60)
    int placed_oriented = 0;  // piece where the target has it, same orientation (of 20)
    int move_distance = 0;    // lone-piece moves to where the target has it
  };
  Contribution totals(const CubieCube& a) const;
  Similarities from_totals(const Contribution& t) const;

  CubieCube target_;
  std::array<std::array<Contribution, kCorners * 3>, kCorners> corner_{};  // [slot][piece*3+ori]
  std::array<std::array<Contribution, kEdges * 2>, kEdges> edge_{};        // [slot][piece*2+ori]
  double max_move_distance_ = 1;
};

}  // namespace cubelab::eda
