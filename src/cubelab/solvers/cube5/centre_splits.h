#pragma once
// How the centre pieces of one axis are split between its two faces, for cube5's phases 3-5
// (phase3.h, phase4.h, phase5.h), which start with every centre piece on its axis (phase 2's
// goal) and keep it there: for each of the 5x5x5's two centre orbits (the x-centres and the
// "+" centres: reduction::centre_orbits(5)), which 4 of the 8 positions of the axis' two faces
// hold the first face's colour, one of C(8,4) = 70 splits.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/solvers/cube5/edges.h"

namespace cubelab::cube5 {

constexpr int kSplits = 70;
constexpr uint8_t kNoSplit = 255;

class AxisSplits {
 public:
  // The axis of face `first` (U, R or F), its opposite face the second.
  explicit AxisSplits(int first);

  // Orbit o's split on `cube` (kNoSplit when the axis' positions hold other colours).
  int split_of(const nxn::NxnCube& cube, int orbit) const;
  // The split after stage move m (centres.h's index): kNoSplit for a move that takes pieces
  // off the axis (a wide quarter turn of another axis).
  int after(int orbit, int split, int m) const { return after_[orbit][split][m]; }
  // The solved split (the first face's colour on the first face).
  int solved() const { return solved_; }

 private:
  int first_ = 0, second_ = 0;
  // Per orbit, the facelet of each of its 24 positions (reduction::CentreOrbit's).
  std::array<std::array<int, 24>, 2> facelets_{};
  std::array<uint8_t, 256> rank_{};  // 8 bits (the first face's nibble, the second's)
  std::array<std::array<std::array<uint8_t, kStageMoves>, kSplits>, 2> after_{};
  int solved_ = 0;
};

// The splits of the three axes (U-D, R-L, F-B), each of the x-centres then the "+" centres.
const std::array<AxisSplits, 3>& axis_splits();
using SplitState = std::array<uint8_t, 6>;  // [axis * 2 + orbit]
SplitState splits_of(const nxn::NxnCube& cube);
SplitState splits_after(const SplitState& s, int m);
// The split states that the stage moves `moves` (each keeping every piece on its axis) reach
// from solved, solved first.
std::vector<SplitState> reachable_splits(std::span<const int> moves);

}  // namespace cubelab::cube5
