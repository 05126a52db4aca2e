#pragma once
// Small uniform draws for the hot loops. Rng::below divides on every call; this is
// Lemire's multiply-shift with rejection: the same distribution (no modulo bias), a
// division only in the rare rejection case.
#include <cstdint>

#include "cubelab/cube/random.h"

namespace cubelab::meta {

// Uniform in [0, n), 0 < n < 2^32.
inline uint32_t draw(Rng& rng, uint32_t n) {
  uint64_t m = (rng.next() >> 32) * uint64_t{n};
  uint32_t low = static_cast<uint32_t>(m);
  if (low < n) {
    const uint32_t threshold = static_cast<uint32_t>(-n) % n;
    while (low < threshold) {
      m = (rng.next() >> 32) * uint64_t{n};
      low = static_cast<uint32_t>(m);
    }
  }
  return static_cast<uint32_t>(m >> 32);
}

}  // namespace cubelab::meta
