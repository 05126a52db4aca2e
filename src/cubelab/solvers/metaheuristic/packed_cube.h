#pragma once
// The cube as the metaheuristics' hot loop sees it: corners and edges packed one byte per
// position (piece in the low nibble, twist or flip above it), 16 bytes each, so that
// applying a move or any other cube is one byte shuffle plus an orientation fix-up (SSSE3
// when the compiler targets it, plain loops otherwise). It follows CubieCube::multiply
// exactly; tests compare the two.
#include <array>
#include <cstdint>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/move.h"

#if defined(__SSSE3__) && defined(__SSE4_1__)
#include <immintrin.h>
#define CUBELAB_META_SIMD 1
#endif

namespace cubelab::meta {

struct alignas(16) PackedCube {
  // corners[i] = piece at position i + 16 * twist (0..2); lanes 8..15 stay 8..15.
  std::array<uint8_t, 16> corners;
  // edges[i] = piece at position i + 16 * flip (0..1); lanes 12..15 stay 12..15.
  std::array<uint8_t, 16> edges;

  PackedCube();  // solved
  static PackedCube from(const CubieCube& c);
  CubieCube to_cubie() const;
  // The cube after one face turn from solved.
  static const PackedCube& move(Move m);
  // The cube after two face turns from solved: applying it costs one product, not two.
  static const PackedCube& moves(Move first, Move second);

  // this = this * b: the state reached by applying b after this.
  void apply(const PackedCube& b);
  void apply(Move m) { apply(move(m)); }
  // Applies a whole sequence, two turns per product.
  void apply(const Move* moves, int count);

  int corner_piece(int position) const { return corners[position] & 0x0F; }
  int corner_twist(int position) const { return corners[position] >> 4; }
  int edge_piece(int position) const { return edges[position] & 0x0F; }
  int edge_flip(int position) const { return edges[position] >> 4; }

  bool operator==(const PackedCube&) const = default;
};

// The 18 face turns and their 324 products of two, filled before main() runs
// (packed_cube.cpp); 10 KB, so they stay in the L1 cache.
extern const std::array<PackedCube, kMoves> kPackedMoves;
extern const std::array<PackedCube, kMoves * kMoves> kPackedMovePairs;

inline const PackedCube& PackedCube::move(Move m) { return kPackedMoves[m]; }
inline const PackedCube& PackedCube::moves(Move first, Move second) {
  return kPackedMovePairs[first * kMoves + second];
}

inline void PackedCube::apply(const PackedCube& b) {
#ifdef CUBELAB_META_SIMD
  // pshufb reads only the low nibble (and bit 7, always clear here) of each index byte, so
  // b's packed bytes are their own shuffle control.
  const __m128i twist_mask = _mm_set1_epi8(0x30), flip_mask = _mm_set1_epi8(0x10);
  __m128i bc = _mm_load_si128(reinterpret_cast<const __m128i*>(b.corners.data()));
  __m128i c =
      _mm_shuffle_epi8(_mm_load_si128(reinterpret_cast<const __m128i*>(corners.data())), bc);
  c = _mm_add_epi8(c, _mm_and_si128(bc, twist_mask));
  // Twists add up to at most 4 (64); subtract 3 (48) where the sum reached 3: min(x, x-48)
  // picks x - 48 exactly when that did not wrap around.
  c = _mm_min_epu8(c, _mm_sub_epi8(c, _mm_set1_epi8(48)));
  _mm_store_si128(reinterpret_cast<__m128i*>(corners.data()), c);
  __m128i be = _mm_load_si128(reinterpret_cast<const __m128i*>(b.edges.data()));
  __m128i e = _mm_shuffle_epi8(_mm_load_si128(reinterpret_cast<const __m128i*>(edges.data())), be);
  e = _mm_xor_si128(e, _mm_and_si128(be, flip_mask));
  _mm_store_si128(reinterpret_cast<__m128i*>(edges.data()), e);
#else
  std::array<uint8_t, 16> c, e;
  for (int i = 0; i < 16; ++i) {
    uint8_t x = static_cast<uint8_t>(corners[b.corners[i] & 0x0F] + (b.corners[i] & 0x30));
    c[i] = x >= 48 ? static_cast<uint8_t>(x - 48) : x;
    e[i] = static_cast<uint8_t>(edges[b.edges[i] & 0x0F] ^ (b.edges[i] & 0x10));
  }
  corners = c;
  edges = e;
#endif
}

inline void PackedCube::apply(const Move* moves, int count) {
  int i = 0;
  for (; i + 1 < count; i += 2) apply(PackedCube::moves(moves[i], moves[i + 1]));
  if (i < count) apply(moves[i]);
}

}  // namespace cubelab::meta
