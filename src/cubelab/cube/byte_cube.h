#pragma once
// The 16-byte vectors under PackedCube (cube/packed_cube.h), the cube of the hot loops of the
// optimal solver and of the metaheuristics: one byte per piece position, `orientation * 16 +
// piece`. Corners use lanes 0..7 (twist 0..2), edges lanes 0..11 (flip 0..1); the unused
// lanes hold their own index so that they stay fixed under every operation. Beside the
// products: the lane and bit operations that read coordinates out of the vectors.
//
// The product a*b (b applied after a, as CubieCube::multiply) is one byte shuffle per vector:
// result[i] = a[piece of b at i], plus b's orientation at i. The shuffle is SSSE3's pshufb
// when the compiler targets it; otherwise GCC lowers its generic shuffle for the target of
// the function it ends up in (so a function cloned for SSSE3 gets pshufb, see
// metaheuristic/individual.cpp), and other compilers get a 16-step loop.
#include <cstdint>
#include <cstring>

#if defined(__SSSE3__)
#include <tmmintrin.h>
#endif
#if defined(__SSE2__) || defined(__BMI2__)
#include <immintrin.h>
#endif

// Marks a function whose time goes to byte shuffles. In a GCC build for the x86-64 baseline
// (CUBELAB_NATIVE=OFF: no SSSE3) the function is compiled twice, and the dynamic loader picks
// the SSSE3 copy on CPUs that have it; elsewhere it is an ordinary function.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && !defined(__SSSE3__)
#define CUBELAB_SHUFFLE_CLONES __attribute__((target_clones("default", "ssse3")))
#else
#define CUBELAB_SHUFFLE_CLONES
#endif

namespace cubelab {

using Bytes16 = uint8_t __attribute__((vector_size(16)));

inline Bytes16 splat_bytes(uint8_t x) { return Bytes16{} + x; }
inline bool equal_bytes(Bytes16 a, Bytes16 b) { return std::memcmp(&a, &b, sizeof(Bytes16)) == 0; }

// result[i] = table[index[i]]; every index lane must be below 16.
inline Bytes16 shuffle_bytes(Bytes16 table, Bytes16 index) {
#if defined(__SSSE3__)
  return reinterpret_cast<Bytes16>(
      _mm_shuffle_epi8(reinterpret_cast<__m128i>(table), reinterpret_cast<__m128i>(index)));
#elif defined(__GNUC__) && !defined(__clang__)
  return __builtin_shuffle(table, index);
#else
  Bytes16 r;
  for (int i = 0; i < 16; ++i) r[i] = table[index[i] & 15];
  return r;
#endif
}

// Corners of a*b. Twists add mod 3: the sum is at most 4 (64 + piece), reduced once by
// taking min(r, r - 48), which is r - 48 exactly when that did not wrap (one pminub).
inline Bytes16 corner_product(Bytes16 a, Bytes16 b) {
  const Bytes16 r = shuffle_bytes(a, b & splat_bytes(15)) + (b & splat_bytes(0x30));
  const Bytes16 reduced = r - splat_bytes(48);
  return reduced < r ? reduced : r;
}

// Edges of a*b: flips add mod 2.
inline Bytes16 edge_product(Bytes16 a, Bytes16 b) {
  return shuffle_bytes(a, b & splat_bytes(15)) ^ (b & splat_bytes(0x10));
}

// Lane masks: bit i set when lane i's top bit is set (SSE2's pmovmskb). Shifting the vector
// left first reads any other bit of every lane.
inline uint32_t movemask(Bytes16 v) {
#if defined(__SSE2__)
  return static_cast<uint32_t>(_mm_movemask_epi8(reinterpret_cast<__m128i>(v)));
#else
  uint32_t m = 0;
  for (int i = 0; i < 16; ++i) m |= static_cast<uint32_t>(v[i] >> 7) << i;
  return m;
#endif
}

// The eight lanes 0..7 and 8..15 as one little-endian word each.
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

// Bit gather and scatter (BMI2's pext and pdep): the k-th lowest set bit of `mask` pairs
// with bit k of the packed value. Portable form of both: walk the mask's set bits from the
// lowest, copying bits from the sparse side to the dense side (gather) or back (scatter).
inline uint64_t pext_pdep_portable(uint64_t x, uint64_t mask, bool scatter) {
  uint64_t r = 0;
  for (uint64_t dense = 1; mask; dense <<= 1, mask &= mask - 1) {
    const uint64_t sparse = mask & -mask;
    if (x & (scatter ? dense : sparse)) r |= scatter ? sparse : dense;
  }
  return r;
}

// pext64: the bits of x under mask, packed into the low bits. pdep64: the low bits of x
// spread over the set bits of mask.
#if defined(__BMI2__)
inline uint64_t pext64(uint64_t x, uint64_t mask) { return _pext_u64(x, mask); }
inline uint64_t pdep64(uint64_t x, uint64_t mask) { return _pdep_u64(x, mask); }
#else
inline uint64_t pext64(uint64_t x, uint64_t mask) { return pext_pdep_portable(x, mask, false); }
inline uint64_t pdep64(uint64_t x, uint64_t mask) { return pext_pdep_portable(x, mask, true); }
#endif

}  // namespace cubelab
