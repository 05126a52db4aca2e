#pragma once
// The cube as two 16-byte vectors, for the hot loops of the optimal solver and of the
// metaheuristics: one byte per piece position, `orientation * 16 + piece`. Corners use lanes
// 0..7 (twist 0..2), edges lanes 0..11 (flip 0..1); the unused lanes hold their own index so
// that they stay fixed under every operation.
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

}  // namespace cubelab
