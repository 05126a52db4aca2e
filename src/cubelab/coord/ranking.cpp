#include "cubelab/coord/ranking.h"

namespace cubelab::rank {

uint32_t orientation(std::span<const uint8_t> ori, int base) {
  uint32_t index = 0;
  for (size_t i = 0; i + 1 < ori.size(); ++i) index = index * base + ori[i];
  return index;
}

void unrank_orientation(uint32_t index, std::span<uint8_t> ori, int base) {
  int sum = 0;
  for (size_t i = ori.size() - 1; i-- > 0;) {
    ori[i] = static_cast<uint8_t>(index % base);
    sum += ori[i];
    index /= base;
  }
  ori[ori.size() - 1] = static_cast<uint8_t>((base - sum % base) % base);
}

uint32_t permutation(std::span<const uint8_t> perm) {
  const int n = static_cast<int>(perm.size());
  uint32_t index = 0;
  for (int i = 0; i < n; ++i) {
    int smaller_after = 0;
    for (int j = i + 1; j < n; ++j) smaller_after += perm[j] < perm[i];
    index = index * (n - i) + smaller_after;
  }
  return index;
}

void unrank_permutation(uint32_t index, std::span<uint8_t> perm) {
  const int n = static_cast<int>(perm.size());
  std::array<uint8_t, 16> digits{};
  for (int i = n - 1; i >= 0; --i) {
    digits[i] = static_cast<uint8_t>(index % (n - i));
    index /= (n - i);
  }
  uint32_t unused = (1u << n) - 1;
  for (int i = 0; i < n; ++i) {
    int skip = digits[i];
    for (int v = 0; v < n; ++v) {
      if (!(unused >> v & 1)) continue;
      if (skip-- == 0) {
        perm[i] = static_cast<uint8_t>(v);
        unused &= ~(1u << v);
        break;
      }
    }
  }
}

uint32_t combination(std::span<const bool> chosen) {
  // Combinatorial number system over the positions, from the last position down.
  uint32_t index = 0;
  int k = 0;
  for (size_t i = 0; i < chosen.size(); ++i) {
    if (chosen[i]) {
      ++k;
      index += static_cast<uint32_t>(choose(static_cast<int>(i), k));
    }
  }
  return index;
}

void unrank_combination(uint32_t index, std::span<bool> chosen, int k) {
  for (size_t i = chosen.size(); i-- > 0;) {
    uint32_t c = static_cast<uint32_t>(choose(static_cast<int>(i), k));
    if (k > 0 && index >= c) {
      chosen[i] = true;
      index -= c;
      --k;
    } else {
      chosen[i] = false;
    }
  }
}

uint32_t partial_permutation(std::span<const uint8_t> pieces, int first, int k) {
  const int n = static_cast<int>(pieces.size());
  // positions[j] = where tracked piece j is.
  std::array<int, 16> positions{};
  for (int p = 0; p < n; ++p) {
    int j = pieces[p] - first;
    if (j >= 0 && j < k) positions[j] = p;
  }
  uint32_t index = 0;
  uint32_t used = 0;
  for (int j = 0; j < k; ++j) {
    int free_before = 0;
    for (int p = 0; p < positions[j]; ++p) free_before += !(used >> p & 1);
    index = index * (n - j) + free_before;
    used |= 1u << positions[j];
  }
  return index;
}

void unrank_partial_permutation(uint32_t index, std::span<uint8_t> pieces, int first, int k) {
  const int n = static_cast<int>(pieces.size());
  std::array<int, 16> digits{};
  for (int j = k - 1; j >= 0; --j) {
    digits[j] = static_cast<int>(index % (n - j));
    index /= (n - j);
  }
  for (auto& p : pieces) p = 255;
  uint32_t used = 0;
  for (int j = 0; j < k; ++j) {
    int skip = digits[j];
    for (int p = 0; p < n; ++p) {
      if (used >> p & 1) continue;
      if (skip-- == 0) {
        pieces[p] = static_cast<uint8_t>(first + j);
        used |= 1u << p;
        break;
      }
    }
  }
}

}  // namespace cubelab::rank
