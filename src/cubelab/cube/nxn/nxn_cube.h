#pragma once
// The NxNxN cube (any N from 2 to kMaxSize) as its 6*N*N stickers, each holding the face
// (0..5 = U R F D L B) whose colour it shows. Facelet order (nxn_geometry.h): faces U R F D
// L B, each N*N stickers row by row as on the usual net (U with B at the top, D with F at the
// top, the side faces with U on top): the 3x3x3's Kociemba order, generalised. Solved for
// N = 2 is UUUURRRRFFFFDDDDLLLLBBBB.
//
// A sticker model rather than a cubie model: it serves every N with one representation, and
// a turn costs only what it moves (4N stickers a layer, N*N more when an outer layer takes
// its face along), so even the 33x33x33's 6,534 stickers turn in microseconds. Nothing is
// precomputed per N.
//
// The stickers are kept as the cube is held: a whole-cube rotation changes them (on an odd
// cube it moves the centres; on an even cube it is a different facelet string of the same
// puzzle state). nxn_validate.h reads any input and normalises the orientation.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cubelab/cube/nxn/nxn_geometry.h"
#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::nxn {

class NxnCube {
 public:
  // The solved cube with n layers a side; InputError(E_LIMIT) for n outside 2..kMaxSize.
  explicit NxnCube(int n);

  // The stickers as given, in the face letters U R F D L B: E_FORMAT for a wrong length or
  // another character, E_LIMIT for n. No check that a cube could show them: that is
  // read_nxn_facelets (nxn_validate.h), which also reads colours and rotated cubes.
  static NxnCube from_facelets(int n, std::string_view text);
  // Stickers as faces 0..5, 6*n*n of them; std::invalid_argument otherwise.
  static NxnCube from_sticker_faces(int n, std::vector<uint8_t> faces);

  int size() const { return n_; }
  // The facelet string in face letters: 6*n*n characters.
  std::string facelets() const;
  const std::vector<uint8_t>& sticker_faces() const { return stickers_; }
  uint8_t sticker(int face, int row, int col) const { return stickers_[index(face, row, col)]; }
  int index(int face, int row, int col) const { return (face * n_ + row) * n_ + col; }

  // Every face shows one colour (in whatever orientation the cube is held).
  bool is_solved() const;

  // Throws std::invalid_argument for a move that is not is_valid(move, size()).
  void apply(const NxnMove& move);
  void apply(std::span<const NxnMove> moves);

  bool operator==(const NxnCube&) const = default;

 private:
  // Turns the layer at cell coordinate `layer` along `axis` by `quarter_turns` clockwise
  // quarter turns as seen from the axis' positive face (R, U, F).
  void turn_layer(int axis, int layer, int quarter_turns);
  // Moves the four stickers at `at`, which a quarter turn cycles in that order,
  // `quarter_turns` steps along their cycle.
  void cycle(const std::array<int, 4>& at, int quarter_turns);

  int n_;
  std::vector<uint8_t> stickers_;
};

}  // namespace cubelab::nxn
