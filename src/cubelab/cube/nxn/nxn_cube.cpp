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
template <typename Visit>
void for_each_layer_cycle(int n, int axis, int layer, Visit visit) {
  auto cycle_from = [&](Sticker s) {
    std::array<int, 4> at;
    for (int k = 0; k < 4; ++k) {
      at[k] = facelet_index(n, s);
      s = quarter_turn(n, axis, s);
    }
    visit(at);
  };
  const int last = n - 1;
  // The ring: the layer's stickers on one of the four faces around the axis; each starts
  // the cycle through the other three.
  for (int t = 0; t < n; ++t) {
    switch (axis) {
      case 0:
        cycle_from({{layer, last, t}, U});
        break;
      case 1:
        cycle_from({{t, layer, last}, F});
        break;
      default:
        cycle_from({{t, last, layer}, U});
        break;
    }
  }
  // An outer layer takes its face along: a quarter of the face starts every cycle once (the
  // middle sticker of an odd face stays).
  if (layer != 0 && layer != last) return;
  static constexpr int kPositiveFace[3] = {R, U, F};
  const int face = layer == last ? kPositiveFace[axis] : opposite_face(kPositiveFace[axis]);
  for (int row = 0; row < n / 2; ++row)
    for (int col = 0; col < (n + 1) / 2; ++col) cycle_from({cell_of(n, face, row, col), face});
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
