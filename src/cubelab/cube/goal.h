#pragma once
// What a solve must reach: the whole cube, or part of it (the cross, a first block, every
// edge oriented...). A goal is a list of alternatives, any of which will do ("xcross": the
// cross and any one of the four pairs); an alternative says, for every corner and edge
// position, which pieces may sit there and how they may be turned. That covers both ways
// cubers state partial goals:
//  * a facelet mask: 54 characters in the order of the facelet format (formats.md), a face
//    letter where that sticker must show that face's colour and '-' where any will do (the
//    convention of csTimer's step solvers);
//  * named presets (presets() lists them): cross, xcross, xxcross, f2l, eo, eoline, eocross,
//    roux-fb, 2x2x2, 2x2x3, domino, oll, ll, pll. Goals on a face mean the face as the cube is
//    held (the cross is the D cross; turn the goal with the solver's `on` option), and
//    orientation follows Kociemba's definition: an edge is oriented when it can be solved
//    without F or B quarter turns (ZZ's "EO"), a corner when its U or D sticker faces U or D.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cubelab/cube/cubie_cube.h"

namespace cubelab {

// Bit 3 * piece + twist (corners) or 2 * piece + flip (edges): that piece may sit at the
// position turned so.
constexpr uint32_t kAnyCorner = (1u << 24) - 1;
constexpr uint32_t kAnyEdge = (1u << 24) - 1;

struct GoalAlternative {
  std::array<uint32_t, kCorners> corners;
  std::array<uint32_t, kEdges> edges;
  GoalAlternative() {
    corners.fill(kAnyCorner);
    edges.fill(kAnyEdge);
  }
  bool satisfied(const CubieCube& cube) const;
  // The alternative carried by a whole-cube rotation (symmetry index s, not a mirror): X
  // reaches it when S^-1 X S reaches this one.
  GoalAlternative conjugated(int symmetry) const;
  // Both this and `other` hold (position by position).
  GoalAlternative operator&(const GoalAlternative& other) const;
  bool operator==(const GoalAlternative&) const = default;
};

// The D cross and the first-two-layer pairs whose bits are set in `pairs` (bit s: slot s of
// FR, FL, BL, BR, each its D corner and E edge), solved; the rest free. The presets cross,
// xcross, xxcross and f2l, and CFOP's steps, are made of it.
GoalAlternative cross_and_pairs(unsigned pairs);
// The pairs of that order that a cube has solved (home and untwisted), as bits.
unsigned solved_pairs(const CubieCube& cube);

class Goal {
 public:
  // The whole cube.
  Goal();
  // A preset name or a 54-character mask. Throws InputError: E_OPTION for an unknown name
  // (naming the presets), E_FORMAT for a mask of the wrong length or characters, a centre
  // other than its own face or '-', or a position no piece can fill as the mask asks.
  static Goal parse(std::string_view name_or_mask);
  // Every preset: name and what it means.
  static const std::vector<std::pair<std::string, std::string>>& presets();
  static bool looks_like_mask(std::string_view text);
  // A goal made of these alternatives (for methods that build their own steps).
  static Goal of(std::string name, std::vector<GoalAlternative> alternatives);

  // Where the goal is wanted: a whole-cube rotation (a symmetry index of symmetry.h, s)
  // that carries the goal as defined to that place. A cube X reaches the goal in that
  // orientation when S^-1 X S reaches it as defined. Named by where the goal's D face goes
  // ("U"), and with 24 orientations by where its F face goes too ("U, F on R").
  struct Orientation {
    int symmetry = 0;
    std::string name;  // "" for the goal as defined
  };
  // The goal in each of these orientations, any of which will do: "all" (the goal's D face
  // on each of the six faces, e.g. the cross on any colour), "all24" (the 24 ways to hold the
  // cube), or faces or colours separated by commas ("U,D", "white,yellow"; the standard
  // colours: white U, yellow D, green F, blue B, red R, orange L). Throws E_OPTION.
  Goal on(std::string_view orientations) const;

  const std::string& name() const { return name_; }  // preset name, "mask" or "solved"
  const std::vector<GoalAlternative>& alternatives() const { return alternatives_; }
  const std::vector<Orientation>& orientations() const { return orientations_; }
  // The whole cube, as held.
  bool whole_cube() const;
  // Reached in some orientation.
  bool satisfied(const CubieCube& cube) const;
  // Reached as defined (the first orientation ignored).
  bool satisfied_as_defined(const CubieCube& cube) const;
  // The first alternative as a facelet mask: a letter where only one colour fits, '-' where
  // any will do, '?' where some but not all colours would.
  std::string mask() const;
  // The mask of the alternative that `cube` reaches, in the orientation where it does (only
  // `orientation` when one is given): the stickers a display of the solved step keeps (the
  // slot an xcross solved, the cross on the colour it is on). The first alternative as
  // defined when the cube reaches none.
  std::string mask_reached(const CubieCube& cube, const Orientation* orientation = nullptr) const;

 private:
  std::string name_ = "solved";
  std::vector<GoalAlternative> alternatives_;
  std::vector<Orientation> orientations_{Orientation{}};
};

}  // namespace cubelab
