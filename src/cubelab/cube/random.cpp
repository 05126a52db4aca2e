#include "cubelab/cube/random.h"

namespace cubelab {

Rng Rng::from_optional_seed(std::optional<uint64_t> seed) {
  if (seed) return Rng(*seed);
  std::random_device device;
  uint64_t s = (static_cast<uint64_t>(device()) << 32) ^ device();
  return Rng(s);
}

uint64_t Rng::below(uint64_t n) {
  // Rejection sampling: draw until the value falls in the largest multiple of n.
  uint64_t limit = UINT64_MAX - UINT64_MAX % n;
  uint64_t x;
  do {
    x = next();
  } while (x >= limit);
  return x % n;
}

namespace {

template <size_t N>
void shuffle(Rng& rng, std::array<uint8_t, N>& a) {
  for (size_t i = N - 1; i > 0; --i) std::swap(a[i], a[rng.below(i + 1)]);
}

}  // namespace

CubieCube random_state(Rng& rng) {
  CubieCube c;
  shuffle(rng, c.cp);
  shuffle(rng, c.ep);
  // Uniform permutations with matching parity: fixing a mismatch by swapping two edges is a
  // bijection between odd and even edge permutations, so the result stays uniform.
  if (c.corner_parity() != c.edge_parity()) std::swap(c.ep[0], c.ep[1]);
  int twist = 0;
  for (int i = 0; i < kCorners - 1; ++i) {
    c.co[i] = static_cast<uint8_t>(rng.below(3));
    twist += c.co[i];
  }
  c.co[kCorners - 1] = static_cast<uint8_t>((3 - twist % 3) % 3);
  int flip = 0;
  for (int i = 0; i < kEdges - 1; ++i) {
    c.eo[i] = static_cast<uint8_t>(rng.below(2));
    flip += c.eo[i];
  }
  c.eo[kEdges - 1] = static_cast<uint8_t>(flip & 1);
  return c;
}

Alg random_moves(Rng& rng, int n) {
  Alg alg;
  int last_face = -1, before_last_face = -1;
  while (static_cast<int>(alg.moves.size()) < n) {
    int face = static_cast<int>(rng.below(kFaces));
    if (face == last_face) continue;
    if (last_face >= 0 && before_last_face >= 0 && same_axis(face, last_face) &&
        same_axis(face, before_last_face))
      continue;
    alg.moves.push_back(make_move(face, static_cast<int>(rng.below(3)) + 1));
    before_last_face = last_face;
    last_face = face;
  }
  return alg;
}

}  // namespace cubelab
