#include "cubelab/tables/catalog.h"

#include <mutex>

namespace cubelab::tables {
namespace {
std::mutex& mu() {
  static std::mutex m;
  return m;
}
std::vector<CatalogEntry>& entries() {
  static std::vector<CatalogEntry> e;
  return e;
}
}  // namespace

void register_catalog_entry(CatalogEntry entry) {
  std::lock_guard lock(mu());
  for (auto& e : entries())
    if (e.name == entry.name) {
      e = std::move(entry);
      return;
    }
  entries().push_back(std::move(entry));
}

std::vector<CatalogEntry> catalog() {
  std::lock_guard lock(mu());
  return entries();
}

}  // namespace cubelab::tables
