#pragma once
// FNV-1a, 64 bits (Fowler, Noll and Vo): a stable hash of text, enough to tell apart what
// names a stored table after its parameters or a version of a file.
#include <cstdint>
#include <string_view>

namespace cubelab {

constexpr uint64_t fnv1a(std::string_view s) {
  uint64_t h = 14695981039346656037ull;
  for (char c : s) h = (h ^ static_cast<uint8_t>(c)) * 1099511628211ull;
  return h;
}

}  // namespace cubelab
