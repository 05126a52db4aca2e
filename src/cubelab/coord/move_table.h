#pragma once
// Move tables: next = table(index, move) for any Coordinate (coordinates.h), built once by
// applying the 18 face turns to the representative cube of every index. One builder for
// every solver. Tables can be saved into a blob (blob.h) and used in place from the table
// store.
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "cubelab/coord/blob.h"
#include "cubelab/coord/coordinates.h"
#include "cubelab/cube/move.h"

namespace cubelab::coord {

constexpr uint32_t kAllMoves = (1u << kMoves) - 1;
constexpr uint32_t move_bit(int face, int power) { return 1u << make_move(face, power); }
// U, U2, U', D, D2, D', R2, L2, F2, B2: the moves of Kociemba's group H.
constexpr uint32_t kPhase2Moves = 0b111u << (3 * U) | 0b111u << (3 * D) | move_bit(R, 2) |
                                  move_bit(L, 2) | move_bit(F, 2) | move_bit(B, 2);

// `Index` is the entry type (uint16_t for coordinates below 65536).
template <typename Index>
class MoveTableT {
 public:
  static constexpr Index kInvalid = static_cast<Index>(~Index{0});

  MoveTableT() = default;
  // Builds the table. Entries of moves outside `moves` (a bit mask over Move) are
  // kInvalid: use such a table only with those moves (ud_edge_perm with kPhase2Moves).
  explicit MoveTableT(const Coordinate& coord, uint32_t moves = kAllMoves);

  Index operator()(uint32_t index, Move m) const { return next_[index * kMoves + m]; }
  uint32_t size() const { return static_cast<uint32_t>(next_.size() / kMoves); }
  const Index* data() const { return next_.data(); }

  void save(BlobWriter& out) const { out.put(next_); }
  // A view of a saved table; the reader's memory must outlive it.
  static MoveTableT load(BlobReader& in) {
    MoveTableT t;
    t.next_ = in.get<Index>();
    return t;
  }

 private:
  std::shared_ptr<std::vector<Index>> own_;
  std::span<const Index> next_;
};

using MoveTable = MoveTableT<uint16_t>;

extern template class MoveTableT<uint16_t>;
extern template class MoveTableT<uint32_t>;

}  // namespace cubelab::coord
