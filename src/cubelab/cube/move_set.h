#pragma once
// The turns a solution may use: a subset of the 18 face turns, closed under inverses (a face
// named alone gives all three of its turns, "R2" only the half turn). Written as cubers write
// it: "R,U", "<R,U,F>", "U,D,R2,L2,F2,B2", or "no B" (the five other faces, for a robot
// without a sixth motor).
#include <cstdint>
#include <string>
#include <string_view>

#include "cubelab/cube/move.h"

namespace cubelab {

class MoveSet {
 public:
  // All 18 turns.
  MoveSet() = default;
  // Throws InputError(E_NOTATION) naming the token it cannot read, and for an empty set.
  static MoveSet parse(std::string_view text);
  static MoveSet from_bits(uint32_t bits) { return MoveSet(bits); }

  bool contains(Move m) const { return (bits_ >> m) & 1; }
  bool all() const { return bits_ == kAll; }
  uint32_t bits() const { return bits_; }
  // Every face that has a turn in the set has its quarter turns too (QTM distances can then
  // be counted in quarter turns alone).
  bool has_quarter_turns_of_its_faces() const;
  // Faces with all three of their turns in the set (5 for "no B").
  int full_faces() const;
  // The set seen after a whole-cube symmetry: {conjugate_move(m, s) : m in this}.
  MoveSet conjugated(int symmetry) const;
  // "<R,U>", "<U,D,R2,L2,F2,B2>", "all" (canonical: faces in U R F D L B order).
  std::string str() const;
  // For table names: lowercase, e.g. "ru" or "u-d-r2-l2-f2-b2", "all".
  std::string key() const;
  bool operator==(const MoveSet&) const = default;

 private:
  static constexpr uint32_t kAll = (1u << kMoves) - 1;
  explicit MoveSet(uint32_t bits) : bits_(bits) {}
  uint32_t bits_ = kAll;
};

}  // namespace cubelab
