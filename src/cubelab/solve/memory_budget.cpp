#include "cubelab/solve/memory_budget.h"

#include <fmt/format.h>
#include <unistd.h>
#ifdef __EMSCRIPTEN__
#include <emscripten/heap.h>
#endif

#include "cubelab/cube/error.h"

namespace cubelab {

uint64_t physical_memory() {
#ifdef __EMSCRIPTEN__
  // A WebAssembly module's memory is what it may grow to, not the machine's.
  return emscripten_get_heap_max();
#endif
  long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
  return pages > 0 && size > 0 ? static_cast<uint64_t>(pages) * static_cast<uint64_t>(size) : 0;
}

std::string format_bytes(uint64_t bytes) {
  if (bytes >= uint64_t{1} << 30) return fmt::format("{:.2f} GiB", bytes / double(1 << 30));
  if (bytes % (uint64_t{1} << 20) == 0) return fmt::format("{} MiB", bytes >> 20);
  return fmt::format("{:.1f} MiB", bytes / double(1 << 20));
}

size_t choose_for_budget(const std::vector<BudgetChoice>& choices, uint64_t overhead,
                         uint64_t budget, const std::string& name, const std::string& what) {
  const uint64_t ram = physical_memory();
  if (ram && budget > ram)
    throw InputError(ErrorCode::Limit,
                     fmt::format("memory budget {} exceeds this machine's memory ({})",
                                 format_bytes(budget), format_bytes(ram)));
  auto needs = [&](const BudgetChoice& c) {
    return fmt::format("{} ({} of tables and {} besides)", format_bytes(c.table_bytes + overhead),
                       format_bytes(c.table_bytes), format_bytes(overhead));
  };
  if (name != "auto") {
    for (size_t i = 0; i < choices.size(); ++i)
      if (choices[i].name == name) {
        if (choices[i].table_bytes + overhead > budget)
          throw InputError(ErrorCode::Limit,
                           fmt::format("{} '{}' needs {} but the memory budget is {} (raise it "
                                       "with memory=...)",
                                       what, name, needs(choices[i]), format_bytes(budget)));
        return i;
      }
    throw InputError(ErrorCode::Option, fmt::format("unknown {} '{}'", what, name));
  }
  for (size_t i = choices.size(); i-- > 0;)
    if (choices[i].table_bytes + overhead <= budget) return i;
  throw InputError(
      ErrorCode::Limit,
      fmt::format("memory budget {} is too small: the smallest {} ({}) needs {}",
                  format_bytes(budget), what, choices.front().name, needs(choices.front())));
}

}  // namespace cubelab
