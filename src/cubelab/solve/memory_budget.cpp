#include "cubelab/solve/memory_budget.h"

#include <fmt/format.h>
#include <unistd.h>

namespace cubelab {

uint64_t physical_memory() {
  long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
  return pages > 0 && size > 0 ? static_cast<uint64_t>(pages) * static_cast<uint64_t>(size) : 0;
}

std::string format_bytes(uint64_t bytes) {
  if (bytes >= uint64_t{1} << 30) return fmt::format("{:.2f} GiB", bytes / double(1 << 30));
  if (bytes % (uint64_t{1} << 20) == 0) return fmt::format("{} MiB", bytes >> 20);
  return fmt::format("{:.1f} MiB", bytes / double(1 << 20));
}

}  // namespace cubelab
