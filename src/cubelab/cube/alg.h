#pragma once
// A move sequence (an "algorithm" in cubers' words). Parsing accepts every notation of
// DESIGN.md §2; slices, wide moves and rotations are turned into face turns relative to the
// centres, so an Alg always holds plain face turns.
#include <string>
#include <string_view>
#include <vector>

#include "cubelab/cube/move.h"

namespace cubelab {

struct Alg {
  std::vector<Move> moves;

  Alg() = default;
  explicit Alg(std::vector<Move> m) : moves(std::move(m)) {}

  // Throws InputError(E_NOTATION) naming the 1-based position and the token.
  static Alg parse(std::string_view text);

  std::string str() const;  // "R U2 F'"; empty for the empty sequence
  int htm() const { return static_cast<int>(moves.size()); }
  int qtm() const;
  bool empty() const { return moves.empty(); }
  size_t size() const { return moves.size(); }

  Alg inverse() const;
  // Merges turns of one face, also across turns of the opposite face between them
  // (F R L2 R' -> F L2). The result never holds two turns of one face in a row, nor
  // X Y X with Y opposite X.
  Alg simplified() const;
  Alg operator+(const Alg& other) const;
  Alg& operator+=(const Alg& other);

  bool operator==(const Alg&) const = default;
};

}  // namespace cubelab
