#pragma once
// Ranking and unranking of the combinatorial objects every coordinate is made of:
// orientations (base-3 twists, base-2 flips with the last one implied), permutations
// (Lehmer code), combinations (which k of n positions hold the chosen pieces) and partial
// permutations (where k particular pieces are, in order). One implementation serves every
// solver; coordinates with move tables are built on top of these.
#include <array>
#include <cstdint>
#include <span>

namespace cubelab::rank {

// n!/(n-k)! and C(n, k) for n <= 12.
constexpr uint64_t factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }
// Pascal's triangle up to n = 31: ranking combinations calls choose() in inner loops, where
// the division loop cost more than the rest of a coordinate.
inline constexpr auto kBinomials = [] {
  std::array<std::array<uint64_t, 32>, 32> c{};
  for (int n = 0; n < 32; ++n) {
    c[n][0] = 1;
    for (int k = 1; k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k < n ? c[n - 1][k] : 0);
  }
  return c;
}();
constexpr uint64_t choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  if (n < 32) return kBinomials[n][k];
  uint64_t r = 1;
  for (int i = 0; i < k; ++i) r = r * (n - i) / (i + 1);
  return r;
}
constexpr uint64_t arrangements(int n, int k) { return factorial(n) / factorial(n - k); }

// Orientation of all pieces with the last one implied by the others (sum 0 mod base):
// 0 .. base^(n-1)-1.
uint32_t orientation(std::span<const uint8_t> ori, int base);
void unrank_orientation(uint32_t index, std::span<uint8_t> ori, int base);

// Lehmer rank of a permutation of 0..n-1: 0 .. n!-1.
uint32_t permutation(std::span<const uint8_t> perm);
void unrank_permutation(uint32_t index, std::span<uint8_t> perm);

// Which positions hold a piece from the chosen set (piece < k... given as a mask over
// positions): 0 .. C(n, k)-1, where k = number of set positions.
uint32_t combination(std::span<const bool> chosen);
void unrank_combination(uint32_t index, std::span<bool> chosen, int k);

// Where pieces 0..k-1 (of `pieces`, which maps position -> piece) are, in order:
// 0 .. n!/(n-k)!-1. `first` is the smallest piece number of the tracked set, which is
// {first, ..., first+k-1}.
uint32_t partial_permutation(std::span<const uint8_t> pieces, int first, int k);
// Writes tracked pieces into their positions; the other positions get 255.
void unrank_partial_permutation(uint32_t index, std::span<uint8_t> pieces, int first, int k);

}  // namespace cubelab::rank
