#pragma once
// A cube in two 16-byte vectors (cube/byte_cube.h), for the hot loops of the optimal solver.
// The product serves both sides of a bidirectional search: z*m (a move after z) and m*z (a
// move before z), and so keeps a state and its inverse up to date with one shuffle each.
// Conjugation by a symmetry is two products.
#include <cstdint>
#include <cstring>

#include "cubelab/cube/byte_cube.h"
#include "cubelab/cube/cubie_cube.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace cubelab::optimal {

struct VecCube {
  Bytes16 c;  // corners
  Bytes16 e;  // edges

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

// a*b; b must not be a mirror (no corner orientation 3..5).
inline VecCube mul(const VecCube& a, const VecCube& b) {
  return {corner_product(a.c, b.c), edge_product(a.e, b.e)};
}

// Lane masks: bit i set when lane i's top bit is set.
inline uint32_t movemask(Bytes16 v) {
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

inline uint64_t low_u64(Bytes16 v) {
  uint64_t x;
  std::memcpy(&x, &v, 8);
  return x;
}
inline uint64_t high_u64(Bytes16 v) {
  uint64_t x;
  std::memcpy(&x, reinterpret_cast<const char*>(&v) + 8, 8);
  return x;
}

}  // namespace cubelab::optimal
