#pragma once
// A move sequence (an "algorithm" in cubers' words). Parsing accepts every notation of
// architecture.md §2 (see move_tokens.h); slices, wide moves and rotations are turned into face
// turns relative to the centres, so an Alg always holds plain face turns.
#include <string>
#include <string_view>
#include <vector>

#include "cubelab/cube/move.h"

namespace cubelab {

struct Rotation;

struct Alg {
  std::vector<Move> moves;

  Alg() = default;
  explicit Alg(std::vector<Move> m) : moves(std::move(m)) {}

  // Throws InputError(E_NOTATION) naming the 1-based position and the token.
  static Alg parse(std::string_view text);

  std::string str() const;  // "R U2 F'"; empty for the empty sequence
  int htm() const { return static_cast<int>(moves.size()); }
  int qtm() const;
  // Axial metric (axial.h): each run of turns on one axis counts once.
  int axial() const;
  // "R (U D') F2": str() with each run that turns both faces of an axis in parentheses,
  // as robots that turn opposite faces at once count them; parse() reads it back.
  std::string axial_str() const;
  bool empty() const { return moves.empty(); }
  size_t size() const { return moves.size(); }

  Alg inverse() const;
  // Merges turns of one face, also across turns of the opposite face between them
  // (F R L2 R' -> F L2). The result never holds two turns of one face in a row, nor
  // X Y X with Y opposite X. Same state.
  Alg simplified() const;
  // simplified(), then each pair of commuting opposite-face turns in the fixed order of seed
  // 003 (§3.3.1): U before D, R before L, F before B (L R U2 B F -> R L U2 F B). Same state;
  // every move is allowed_after() the one before it.
  Alg canonical() const;
  // Mirrored left-right (through the plane between L and R): R <-> L and every turn
  // reversed (R U2 F' -> L' U2 F). Gives the mirror-image state.
  Alg mirrored() const;
  // The same algorithm on a cube held after the rotation `r`: every face f becomes r.to[f]
  // (y: R -> F, F -> L, L -> B, B -> R). Equal as a state to parse("r' ALG r").
  Alg rotated(const Rotation& r) const;
  // How many times the sequence must be applied for the cube to be back to solved, pieces'
  // orientation included: (R U) -> 105. The empty sequence has order 1.
  int order() const;

  Alg operator+(const Alg& other) const;
  Alg& operator+=(const Alg& other);

  bool operator==(const Alg&) const = default;
};

}  // namespace cubelab
