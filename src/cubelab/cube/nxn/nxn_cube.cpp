#include "cubelab/cube/nxn/nxn_cube.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <mutex>
#include <stdexcept>

#include "cubelab/cube/error.h"
#include "cubelab/cube/move.h"

namespace cubelab::nxn {
namespace {

// Calls visit with each four stickers a quarter turn of the layer at cell coordinate `layer`
// along `axis` cycles, in the order the turn moves them (clockwise seen from the axis'
// positive face).
//
// The places of a cycle are affine in where it starts: in t along the ring, in (row, col)
// over a face's quarter (cell_of, facelet_index and quarter_turn are affine within a face,
// and a strip of the ring or a quarter of a face stays on its faces). So two or three cycles
// are worked out sticker by sticker and the others follow by adding their steps: a turn of a
// cube too big to keep its cycles costs a few additions a sticker rather than a cell's
// geometry: a 400x400x400 scramble (7,960 moves) in 3.8 s rather than 21.
template <typename Visit>
void for_each_layer_cycle(int n, int axis, int layer, Visit visit) {
  using Places = std::array<int, 4>;
  const auto cycle_from = [&](Sticker s) {
    Places at;
    for (int k = 0; k < 4; ++k) {
      at[k] = facelet_index(n, s);
      s = quarter_turn(n, axis, s);
    }
    return at;
  };
  const auto step = [](const Places& from, const Places& to) {
    Places d;
    for (int k = 0; k < 4; ++k) d[k] = to[k] - from[k];
    return d;
  };
  const auto advance = [](Places& at, const Places& by) {
    for (int k = 0; k < 4; ++k) at[k] += by[k];
  };
  const int last = n - 1;
  // The ring: the layer's stickers on one of the four faces around the axis; each starts
  // the cycle through the other three.
  const auto ring_start = [&](int t) -> Sticker {
    switch (axis) {
      case 0:
        return {{layer, last, t}, U};
      case 1:
        return {{t, layer, last}, F};
      default:
        return {{t, last, layer}, U};
    }
  };
  Places at = cycle_from(ring_start(0));
  const Places along = step(at, cycle_from(ring_start(1)));
  for (int t = 0; t < n; ++t, advance(at, along)) visit(at);
  // An outer layer takes its face along: a quarter of the face starts every cycle once (the
  // middle sticker of an odd face stays).
  if (layer != 0 && layer != last) return;
  static constexpr int kPositiveFace[3] = {R, U, F};
  const int face = layer == last ? kPositiveFace[axis] : opposite_face(kPositiveFace[axis]);
  const auto face_start = [&](int row, int col) -> Sticker {
    return {cell_of(n, face, row, col), face};
  };
  Places row_first = cycle_from(face_start(0, 0));
  const Places down = step(row_first, cycle_from(face_start(1, 0)));
  const Places across = step(row_first, cycle_from(face_start(0, 1)));
  for (int row = 0; row < n / 2; ++row, advance(row_first, down)) {
    at = row_first;
    for (int col = 0; col < (n + 1) / 2; ++col, advance(at, across)) visit(at);
  }
}

// Cubes up to this size keep their layers' cycles (cached_layer_cycles): the searches and the
// short answers of the big cubes turn millions of layers, and working each sticker's place
// out anew every turn made most of their time. The 64x64x64's take about 300 KB.
constexpr int kCachedCycleSize = 64;

// [axis][layer]: the cycles of each layer of the n-layer cube, worked out once a size.
using LayerCycles = std::array<std::vector<std::vector<std::array<int, 4>>>, 3>;

const LayerCycles& cached_layer_cycles(int n) {
  static std::array<std::once_flag, kCachedCycleSize + 1> once;
  static std::array<LayerCycles, kCachedCycleSize + 1> cycles;
  std::call_once(once[n], [n] {
    for (int axis = 0; axis < 3; ++axis) {
      cycles[n][axis].resize(n);
      for (int layer = 0; layer < n; ++layer)
        for_each_layer_cycle(n, axis, layer, [&](const std::array<int, 4>& at) {
          cycles[n][axis][layer].push_back(at);
        });
    }
  });
  return cycles[n];
}

}  // namespace

NxnCube::NxnCube(int n) : n_(n) {
  check_size(n);
  stickers_.resize(static_cast<size_t>(kFaces) * n * n);
  for (int f = 0; f < kFaces; ++f)
    std::fill_n(stickers_.begin() + static_cast<std::ptrdiff_t>(f) * n * n, n * n,
                static_cast<uint8_t>(f));
}

NxnCube NxnCube::from_facelets(int n, std::string_view text) {
  NxnCube cube(n);
  if (text.size() != cube.stickers_.size())
    throw InputError(ErrorCode::Format,
                     fmt::format("a {}x{}x{} facelet string has {} characters, this one has {}", n,
                                 n, n, cube.stickers_.size(), text.size()));
  for (size_t i = 0; i < text.size(); ++i) {
    const auto it = std::find(kFaceNames.begin(), kFaceNames.end(), text[i]);
    if (it == kFaceNames.end())
      throw InputError(ErrorCode::Format,
                       fmt::format("character '{}' at position {} is not one of U R F D L B",
                                   printable(text.substr(i, 1)), i + 1));
    cube.stickers_[i] = static_cast<uint8_t>(it - kFaceNames.begin());
  }
  return cube;
}

NxnCube NxnCube::from_sticker_faces(int n, std::vector<uint8_t> faces) {
  NxnCube cube(n);
  if (faces.size() != cube.stickers_.size() ||
      std::any_of(faces.begin(), faces.end(), [](uint8_t f) { return f >= kFaces; }))
    throw std::invalid_argument("NxnCube::from_sticker_faces: 6*n*n faces 0..5 expected");
  cube.stickers_ = std::move(faces);
  return cube;
}

std::string NxnCube::facelets() const {
  std::string s(stickers_.size(), '?');
  for (size_t i = 0; i < s.size(); ++i) s[i] = kFaceNames[stickers_[i]];
  return s;
}

bool NxnCube::is_solved() const {
  const auto face_size = static_cast<std::ptrdiff_t>(n_) * n_;
  for (int f = 0; f < kFaces; ++f) {
    const auto first = stickers_.begin() + f * face_size;
    if (std::any_of(first, first + face_size, [&](uint8_t s) { return s != *first; })) return false;
  }
  return true;
}

void NxnCube::apply(const NxnMove& move) {
  if (!is_valid(move, n_))
    throw std::invalid_argument(
        fmt::format("NxnCube::apply: face {} layers {}..{} turns {} is not a move of the "
                    "{}x{}x{}",
                    move.face, move.first_layer, move.last_layer, move.turns, n_, n_, n_));
  // Layer k counted from a positive face (R U F) is cell coordinate n-k along its axis, from
  // a negative one (L D B) coordinate k-1; a clockwise turn seen from a negative face is
  // counter-clockwise seen from the positive one.
  const int axis = axis_of(move.face);
  const bool positive = is_positive_face(move.face);
  const int quarter_turns = positive ? move.turns : 4 - move.turns;
  for (int k = move.first_layer; k <= move.last_layer; ++k)
    turn_layer(axis, positive ? n_ - k : k - 1, quarter_turns);
}

void NxnCube::apply(std::span<const NxnMove> moves) {
  for (const NxnMove& m : moves) apply(m);
}

void NxnCube::cycle(const std::array<int, 4>& at, int quarter_turns) {
  uint8_t shown[4];
  for (int k = 0; k < 4; ++k) shown[k] = stickers_[at[k]];
  for (int k = 0; k < 4; ++k) stickers_[at[(k + quarter_turns) % 4]] = shown[k];
}

void NxnCube::turn_layer(int axis, int layer, int quarter_turns) {
  if (n_ <= kCachedCycleSize) {
    for (const std::array<int, 4>& at : cached_layer_cycles(n_)[axis][layer])
      cycle(at, quarter_turns);
    return;
  }
  for_each_layer_cycle(n_, axis, layer,
                       [&](const std::array<int, 4>& at) { cycle(at, quarter_turns); });
}

}  // namespace cubelab::nxn
