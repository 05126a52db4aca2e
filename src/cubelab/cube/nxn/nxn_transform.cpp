#include "cubelab/cube/nxn/nxn_transform.h"

#include <numeric>
#include <stdexcept>
#include <string>

#include "cubelab/cube/error.h"
#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_cube.h"

namespace cubelab::nxn {
namespace {

// source[p]: the position, on the solved cube, of the sticker that `moves` bring to p. Each
// sticker is labelled with one base-6 digit of its position (a sticker holds 0..5) and the
// sequence played once per digit.
std::vector<uint32_t> sticker_sources(std::span<const NxnMove> moves, int n) {
  const uint32_t count = 6u * n * n;
  std::vector<uint32_t> source(count, 0);
  for (uint32_t scale = 1; scale < count; scale *= 6) {
    std::vector<uint8_t> digits(count);
    for (uint32_t i = 0; i < count; ++i) digits[i] = static_cast<uint8_t>(i / scale % 6);
    NxnCube cube = NxnCube::from_sticker_faces(n, std::move(digits));
    cube.apply(moves);
    const std::vector<uint8_t>& after = cube.sticker_faces();
    for (uint32_t p = 0; p < count; ++p) source[p] += after[p] * scale;
  }
  return source;
}

// The smallest d dividing the length of `colours` such that the sequence is the same when
// shifted cyclically by d.
size_t cyclic_period(const std::vector<uint8_t>& colours) {
  const size_t length = colours.size();
  for (size_t d = 1; d < length; ++d) {
    if (length % d != 0) continue;
    bool same = true;
    for (size_t i = 0; same && i < length; ++i) same = colours[i] == colours[(i + d) % length];
    if (same) return d;
  }
  return length;
}

uint64_t lcm_checked(uint64_t a, uint64_t b) {
  const uint64_t g = std::gcd(a, b);
  const unsigned __int128 l = static_cast<unsigned __int128>(a / g) * b;
  if (l > (static_cast<uint64_t>(1) << 63))
    throw InputError(ErrorCode::Limit, "the sequence's order is more than 2^63");
  return static_cast<uint64_t>(l);
}

}  // namespace

std::vector<NxnMove> mirrored(std::span<const NxnMove> moves) {
  std::vector<NxnMove> out;
  out.reserve(moves.size());
  for (NxnMove m : moves) {
    if (m.face == 1 || m.face == 4) m.face = 5 - m.face;  // R <-> L
    m.turns = 4 - m.turns;
    out.push_back(m);
  }
  return out;
}

std::vector<NxnMove> rotated(std::span<const NxnMove> moves, const Rotation& r) {
  std::vector<NxnMove> out;
  out.reserve(moves.size());
  for (NxnMove m : moves) {
    m.face = r.to[m.face];
    out.push_back(m);
  }
  return out;
}

uint64_t order(std::span<const NxnMove> moves, int n) {
  const std::vector<uint32_t> source = sticker_sources(moves, n);
  const uint32_t count = static_cast<uint32_t>(source.size());
  const uint32_t face_size = static_cast<uint32_t>(n) * n;
  // The cycles of the permutation, each as its positions in order and the colours (faces of
  // the solved cube) they hold; the sticker at cycle[i] comes from cycle[i+1].
  std::vector<std::vector<uint32_t>> cycles;
  std::vector<bool> seen(count, false);
  uint64_t strict = 1;  // repetitions after which every sticker shows its colour again
  for (uint32_t start = 0; start < count; ++start) {
    if (seen[start]) continue;
    std::vector<uint32_t> cycle;
    std::vector<uint8_t> colours;
    for (uint32_t p = start; !seen[p]; p = source[p]) {
      seen[p] = true;
      cycle.push_back(p);
      colours.push_back(static_cast<uint8_t>(p / face_size));
    }
    strict = lcm_checked(strict, cyclic_period(colours));
    if (cycle.size() > 1) cycles.push_back(std::move(cycle));
  }
  // Whether the cube shows one colour a face after k repetitions, from the cycles.
  std::vector<uint8_t> faces(count);
  auto solved_after = [&](uint64_t k) {
    for (uint32_t p = 0; p < count; ++p) faces[p] = static_cast<uint8_t>(p / face_size);
    for (const std::vector<uint32_t>& cycle : cycles) {
      const uint64_t shift = k % cycle.size();
      for (size_t i = 0; i < cycle.size(); ++i)
        faces[cycle[i]] = static_cast<uint8_t>(cycle[(i + shift) % cycle.size()] / face_size);
    }
    for (uint32_t f = 0; f < 6; ++f)
      for (uint32_t i = 1; i < face_size; ++i)
        if (faces[f * face_size + i] != faces[f * face_size]) return false;
    return true;
  };
  // The repetitions that leave it solved in some orientation are the multiples of the least
  // one, which divides `strict`: take every prime factor out of `strict` while the cube is
  // still solved without it. (The factors are at most the longest cycle.)
  uint64_t least = strict;
  uint64_t rest = strict;
  for (uint64_t p = 2; rest > 1; ++p) {
    if (p * p > rest) p = rest;  // what is left is prime
    if (rest % p != 0) continue;
    while (rest % p == 0) rest /= p;
    while (least % p == 0 && solved_after(least / p)) least /= p;
  }
  return least;
}

NxnCube recoloured(const NxnCube& cube, const Rotation& r) {
  const int n = cube.size();
  NxnCube turned = cube;
  bool found = r == Rotation{};
  for (const char axis : {'x', 'y', 'z'})
    for (int q = 1; q <= 3; ++q)
      if (Rotation::about(axis, q) == r) {
        turned.apply(NxnMove{axis == 'x' ? R : axis == 'y' ? U : F, 1, n, q});
        found = true;
      }
  if (!found) throw std::logic_error("recoloured: a rotation about more than one axis");
  std::vector<uint8_t> faces = turned.sticker_faces();
  for (uint8_t& f : faces) f = r.to[f];
  return NxnCube::from_sticker_faces(n, std::move(faces));
}

}  // namespace cubelab::nxn
