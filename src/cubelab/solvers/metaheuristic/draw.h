#pragma once
// Small uniform draws for the hot loops. Rng::below divides on every call; these use
// Lemire's multiply-shift with rejection: the same distribution (no bias), a division and
// a fresh number only in the rare rejection case. One 64-bit number can serve several
// draws: draw_with(bits, ...) takes `bits` random bits from it.
#include <cstdint>

#include "cubelab/cube/random.h"

namespace cubelab::meta {

// Uniform in [0, n) from the `width` low bits of `bits` (width 16 or 32, n < 2^width),
// drawing again from rng in the rare case those bits must be rejected.
inline uint32_t draw_with(uint64_t bits, int width, uint32_t n, Rng& rng) {
  const uint64_t mask = (uint64_t{1} << width) - 1;
  uint64_t m = (bits & mask) * n;
  if ((m & mask) < n) {
    const uint64_t threshold = ((mask + 1) - n) % n;  // 2^width mod n
    while ((m & mask) < threshold) m = (rng.next() & mask) * n;
  }
  return static_cast<uint32_t>(m >> width);
}

// Uniform in [0, n), 0 < n < 2^32.
inline uint32_t draw(Rng& rng, uint32_t n) { return draw_with(rng.next() >> 32, 32, n, rng); }

}  // namespace cubelab::meta
