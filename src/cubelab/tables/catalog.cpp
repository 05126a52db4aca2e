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
std::vector<CatalogProfile>& profiles() {
  static std::vector<CatalogProfile> p;
  return p;
}
// Registering again under the same key replaces the earlier registration.
template <class T, class SameKey>
void replace_or_add(std::vector<T>& list, T item, SameKey same_key) {
  std::lock_guard lock(mu());
  for (T& old : list)
    if (same_key(old, item)) {
      old = std::move(item);
      return;
    }
  list.push_back(std::move(item));
}
}  // namespace

void register_catalog_profile(CatalogProfile profile) {
  replace_or_add(profiles(), std::move(profile), [](const auto& a, const auto& b) {
    return a.solver == b.solver && a.name == b.name && a.note == b.note;
  });
}

std::vector<CatalogProfile> catalog_profiles() {
  std::lock_guard lock(mu());
  return profiles();
}

void register_catalog_entry(CatalogEntry entry) {
  replace_or_add(entries(), std::move(entry),
                 [](const auto& a, const auto& b) { return a.name == b.name; });
}

std::vector<CatalogEntry> catalog() {
  std::lock_guard lock(mu());
  return entries();
}

}  // namespace cubelab::tables
