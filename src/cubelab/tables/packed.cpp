#include "cubelab/tables/packed.h"

namespace cubelab::tables {

std::vector<uint64_t> nibble_histogram(std::span<const uint8_t> table, uint64_t entries) {
  std::vector<uint64_t> count(16, 0);
  for (uint64_t i = 0; i < entries; ++i) ++count[nibble(table.data(), i)];
  count[kNibbleEmpty] = 0;
  while (!count.empty() && count.back() == 0) count.pop_back();
  return count;
}

}  // namespace cubelab::tables
