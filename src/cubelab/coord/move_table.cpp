#include "cubelab/coord/move_table.h"

namespace cubelab::coord {

template <typename Index>
MoveTableT<Index>::MoveTableT(const Coordinate& coord, uint32_t moves)
    : own_(std::make_shared<std::vector<Index>>(static_cast<size_t>(coord.size) * kMoves,
                                                kInvalid)) {
  std::vector<Index>& next = *own_;
  for (uint32_t i = 0; i < coord.size; ++i) {
    CubieCube c;
    coord.set(c, i);
    for (int face = 0; face < kFaces; ++face) {
      CubieCube x = c;
      for (int power = 1; power <= 3; ++power) {
        multiply(x, CubieCube::move_cube(make_move(face, 1)), coord.pieces);
        Move m = make_move(face, power);
        if (moves >> m & 1)
          next[static_cast<size_t>(i) * kMoves + m] = static_cast<Index>(coord.get(x));
      }
    }
  }
  next_ = next;
}

template class MoveTableT<uint16_t>;
template class MoveTableT<uint32_t>;

}  // namespace cubelab::coord
