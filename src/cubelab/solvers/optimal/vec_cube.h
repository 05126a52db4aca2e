#pragma once
// A cube in two 16-byte vectors, for the hot loops of the optimal solver: one byte per
// piece position, `orientation * 16 + piece`. Corners use lanes 0..7 (orientation 0..2),
// edges lanes 0..11 (flip 0..1); the unused lanes hold their own index so that they stay
// fixed under every operation.
//
// The product a*b (b applied after a; CubieCube::multiply) is one byte shuffle per vector:
// result[i] = a[piece of b at i], plus b's orientation at i. It serves both sides of a
// bidirectional search: z*m (a move after z) and m*z (a move before z), and so keeps a
// state and its inverse up to date with one shuffle each. Conjugation by a symmetry is two
// products. GCC's generic vector extensions compile to pshufb with SSSE3 (-march=native)
// and to plain code elsewhere.
#include <cstdint>
#include <cstring>

#include "cubelab/cube/cubie_cube.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace cubelab::optimal {

using V16 = uint8_t __attribute__((vector_size(16)));

struct VecCube {
  V16 c;  // corners
  V16 e;  // edges

  static VecCube from(const CubieCube& cc) {
    VecCube v;
    for (int i = 0; i < 16; ++i) {
      v.c[i] = i < kCorners ? static_cast<uint8_t>(cc.co[i] * 16 + cc.cp[i]) : i;
      v.e[i] = i < kEdges ? static_cast<uint8_t>(cc.eo[i] * 16 + cc.ep[i]) : i;
    }
    return v;
  }
  CubieCube cubie() const {
    CubieCube cc;
    for (int i = 0; i < kCorners; ++i) {
      cc.cp[i] = c[i] & 15;
      cc.co[i] = c[i] >> 4;
    }
    for (int i = 0; i < kEdges; ++i) {
      cc.ep[i] = e[i] & 15;
      cc.eo[i] = e[i] >> 4;
    }
    return cc;
  }
  bool operator==(const VecCube& o) const { return std::memcmp(this, &o, sizeof(VecCube)) == 0; }
};

inline V16 splat(uint8_t x) { return V16{} + x; }
inline bool equal(V16 a, V16 b) { return std::memcmp(&a, &b, sizeof(V16)) == 0; }

// Corners of a*b. Twists add mod 3 (values up to 4*16 + piece, reduced once).
inline V16 mul_corners(V16 a, V16 b) {
  V16 r = __builtin_shuffle(a, b & splat(15)) + (b & splat(0x30));
  return r - ((r >= splat(48)) & splat(48));
}
inline V16 mul_edges(V16 a, V16 b) {
  return __builtin_shuffle(a, b & splat(15)) ^ (b & splat(0x10));
}
// a*b; b must not be a mirror (no corner orientation 3..5).
inline VecCube mul(const VecCube& a, const VecCube& b) {
  return {mul_corners(a.c, b.c), mul_edges(a.e, b.e)};
}

// Lane masks: bit i set when lane i's top bit is set.
inline uint32_t movemask(V16 v) {
#if defined(__SSE2__)
  return static_cast<uint32_t>(_mm_movemask_epi8(reinterpret_cast<__m128i>(v)));
#else
  uint32_t m = 0;
  for (int i = 0; i < 16; ++i) m |= static_cast<uint32_t>(v[i] >> 7) << i;
  return m;
#endif
}

inline uint64_t pext64(uint64_t x, uint64_t mask) {
#if defined(__BMI2__)
  return _pext_u64(x, mask);
#else
  uint64_t r = 0;
  for (uint64_t bit = 1; mask; bit <<= 1) {
    uint64_t low = mask & -mask;
    if (x & low) r |= bit;
    mask ^= low;
  }
  return r;
#endif
}

inline uint64_t pdep64(uint64_t x, uint64_t mask) {
#if defined(__BMI2__)
  return _pdep_u64(x, mask);
#else
  uint64_t r = 0;
  for (uint64_t bit = 1; mask; bit <<= 1) {
    uint64_t low = mask & -mask;
    if (x & bit) r |= low;
    mask ^= low;
  }
  return r;
#endif
}

inline uint64_t low_u64(V16 v) {
  uint64_t x;
  std::memcpy(&x, &v, 8);
  return x;
}
inline uint64_t high_u64(V16 v) {
  uint64_t x;
  std::memcpy(&x, reinterpret_cast<const char*>(&v) + 8, 8);
  return x;
}

}  // namespace cubelab::optimal
